/**
 * The whole build: validate content, check the generated types, build the
 * browser and server bundles, prerender every route, write the host's headers.
 * The result replaces dist/ only when every step succeeded and the new site is
 * whole, so a failed build never leaves half a site. One build runs at a time.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'vite';
import { joinPath } from '../src/content/href.ts';
import { formatProblem } from './content/problem.ts';
import { annotation } from './content/report-formats.ts';
import { CONTENT_DIR, PROJECT_ROOT, validateContent } from './content/validate.ts';
import { generateTypes } from './generate-types.ts';
import { assertComplete } from './output/complete.ts';
import { acquireLock, BUILD_LOCK_FILE } from './output/lock.ts';
import { recoverInterruptedSwap, replaceSite, workDirFor } from './output/swap.ts';
import { prerender } from './prerender.ts';
import { policySizeWarning, writeHeadersFile } from './security-headers.ts';
import { formEndpointFor } from './vite/form-service-plugin.ts';

/** Where the site is written: dist/, or the folder named by OUT_DIR. */
const DIST = process.env.OUT_DIR ?? join(PROJECT_ROOT, 'dist');
// Built beside the output folder, so the final swap is a rename on one disk.
const WORK = workDirFor(DIST);
const LOCK_WAIT_SECONDS = Number(process.env.BUILD_LOCK_WAIT_SECONDS || 600);
if (!(LOCK_WAIT_SECONDS >= 0)) {
  console.error(`BUILD_LOCK_WAIT_SECONDS must be a number of seconds, not "${process.env.BUILD_LOCK_WAIT_SECONDS}".`);
  process.exit(1);
}
// The server bundle stays inside the project, where it finds react and friends in node_modules.
const SERVER = join(PROJECT_ROOT, '.build', 'server');
const started = performance.now();

function stage(text: string) {
  const seconds = ((performance.now() - started) / 1000).toFixed(1).padStart(5);
  console.log(`[${seconds} s] ${text}`);
}

async function main() {
  stage('Checking content...');
  const report = validateContent();
  if (report.counts.sites === 0) {
    throw new Error(`No site found in ${CONTENT_DIR}: a site is a folder holding a site.json and a pages/ folder. Nothing was built.`);
  }
  if (report.problems.length) {
    console.error(`\n${report.problems.map(formatProblem).join('\n\n')}\n`);
    if (process.env.GITHUB_ACTIONS === 'true') console.log(report.problems.map(annotation).join('\n'));
    throw new Error(`Content has ${report.problems.length} problem(s); nothing was built. Run \`npm run validate\` to see them again.`);
  }
  const { files, pages, blocks } = report.counts;
  stage(`Content is valid: ${files} files, ${pages} pages, ${blocks} blocks.`);

  const generated = readFileSync(join(PROJECT_ROOT, 'src/content/types.generated.ts'), 'utf8');
  if (generated !== (await generateTypes())) {
    throw new Error('src/content/types.generated.ts is out of date with schema/. Run `npm run generate` and commit the result.');
  }
  stage('Generated types are up to date.');

  mkdirSync(join(PROJECT_ROOT, '.build'), { recursive: true });
  const lock = await acquireLock(BUILD_LOCK_FILE, {
    waitMs: LOCK_WAIT_SECONDS * 1000,
    onWait: (pid) => stage(`Another build (process ${pid ?? 'unknown'}) is running; waiting for it to finish...`),
  });
  try {
    const count = await buildSite(report);
    stage(`Done: ${count} pages written to ${relative(PROJECT_ROOT, DIST) || DIST}/.`);
  } finally {
    lock.release();
  }
}

/** Everything that writes: only ever run while holding the lock. */
async function buildSite(report: ReturnType<typeof validateContent>): Promise<number> {
  if (recoverInterruptedSwap(DIST)) stage('Restored the previous site, which an interrupted build had moved aside.');
  rmSync(WORK, { recursive: true, force: true });
  try {
    return await buildInto(report);
  } catch (error) {
    // Put the old site back if the failure came in the middle of the swap.
    recoverInterruptedSwap(DIST);
    throw error;
  } finally {
    rmSync(WORK, { recursive: true, force: true });
  }
}

async function buildInto(report: ReturnType<typeof validateContent>): Promise<number> {
  const quiet = { logLevel: 'warn' as const, configFile: join(PROJECT_ROOT, 'vite.config.ts') };
  stage('Building the browser bundle...');
  // The manifest (.vite/manifest.json, never served) maps source modules to chunks for the benchmark.
  await build({ ...quiet, build: { outDir: join(WORK, 'client'), emptyOutDir: true, manifest: true } });
  stage('Building the server bundle...');
  await build({ ...quiet, build: { ssr: 'src/entry-server.tsx', outDir: SERVER, emptyOutDir: true } });

  stage('Prerendering every route...');
  const studio = report.sites.find((site) => site.site.url);
  const siteUrl = process.env.SITE_URL ?? studio?.site.url;
  const count = await prerender(join(WORK, 'client'), join(SERVER, 'entry-server.js'), siteUrl, { log: stage });

  stage('Writing the security headers and checking the new site is whole...');
  const warning = policySizeWarning(writeHeadersFile(join(WORK, 'client'), formEndpointFor('build')));
  if (warning) console.warn(`Warning: ${warning}`);
  const routes = report.sites.flatMap(({ site, pages }) => pages.map(({ page }) => (page.path === '*' ? '*' : joinPath(site.basePath, page.path))));
  assertComplete(join(WORK, 'client'), routes);
  replaceSite(join(WORK, 'client'), DIST);
  return count;
}

main().catch((error: unknown) => {
  console.error(`\n✖ Build failed. ${relative(PROJECT_ROOT, DIST) || DIST}/ was left as it was.\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
