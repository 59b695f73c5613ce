/**
 * The whole build: validate content, check the generated types, build the
 * browser and server bundles, prerender every route. The result replaces dist/
 * only when every step succeeded, so a failed build never leaves half a site.
 */
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { build } from 'vite';
import { formatProblem } from './content/problem.ts';
import { PROJECT_ROOT, validateContent } from './content/validate.ts';
import { generateTypes } from './generate-types.ts';
import { prerender } from './prerender.ts';


/** Where the site is written: dist/, or the folder named by OUT_DIR. */
const DIST = process.env.OUT_DIR ?? join(PROJECT_ROOT, 'dist');
// Built beside the output folder, so the final swap is a rename on one disk.
const WORK = join(dirname(DIST), `.${basename(DIST)}-build`);
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
  if (report.problems.length) {
    console.error(`\n${report.problems.map(formatProblem).join('\n\n')}\n`);
    throw new Error(`Content has ${report.problems.length} problem(s); nothing was built. Run \`npm run validate\` to see them again.`);
  }
  const { files, pages, blocks } = report.counts;
  stage(`Content is valid: ${files} files, ${pages} pages, ${blocks} blocks.`);

  const generated = readFileSync(join(PROJECT_ROOT, 'src/content/types.generated.ts'), 'utf8');
  if (generated !== (await generateTypes())) {
    throw new Error('src/content/types.generated.ts is out of date with schema/. Run `npm run generate` and commit the result.');
  }
  stage('Generated types are up to date.');

  rmSync(WORK, { recursive: true, force: true });
  const quiet = { logLevel: 'warn' as const, configFile: join(PROJECT_ROOT, 'vite.config.ts') };
  stage('Building the browser bundle...');
  await build({ ...quiet, build: { outDir: join(WORK, 'client'), emptyOutDir: true } });
  stage('Building the server bundle...');
  await build({ ...quiet, build: { ssr: 'src/entry-server.tsx', outDir: SERVER, emptyOutDir: true } });

  stage('Prerendering every route...');
  const studio = report.sites.find((site) => site.site.url);
  const siteUrl = process.env.SITE_URL ?? studio?.site.url;
  const count = await prerender(join(WORK, 'client'), join(SERVER, 'entry-server.js'), siteUrl, { log: stage });

  if (existsSync(DIST)) renameSync(DIST, join(WORK, 'previous'));
  renameSync(join(WORK, 'client'), DIST);
  rmSync(WORK, { recursive: true, force: true });
  stage(`Done: ${count} pages written to ${relative(PROJECT_ROOT, DIST) || DIST}/.`);
}

main().catch((error: unknown) => {
  rmSync(WORK, { recursive: true, force: true });
  console.error(`\n✖ Build failed. ${relative(PROJECT_ROOT, DIST) || DIST}/ was left as it was.\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
