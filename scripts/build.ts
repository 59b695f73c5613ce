/**
 * The whole build: validate content, check the generated types, build the
 * browser and server bundles, prerender every route, write the host's headers.
 * The result replaces dist/ only when every step succeeded and the new site is
 * whole, so a failed build never leaves half a site. One build runs at a time.
 * The checks and the bundles run as steps in processes of their own
 * (scripts/output/step.ts), so the build's memory peaks at its largest step
 * rather than at the sum of them all.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BUILD_DIR, DIST_DIR, PROJECT_ROOT } from './paths.ts';
import { readableText } from './content/report-formats.ts';
import { assertComplete } from './output/complete.ts';
import { acquireLock, BUILD_LOCK_FILE } from './output/lock.ts';
import { stage } from './output/stage.ts';
import { runStep, type ContentOutline } from './output/step.ts';
import { recoverInterruptedSwap, replaceSite, workDirFor } from './output/swap.ts';
import { prerender } from './prerender.ts';
import { policySizeWarning, writeHeadersFile } from './security-headers.ts';
import { CHECKED_ROUTES_VARIABLE } from './vite/content-routes.ts';
import { formEndpointFor } from './vite/form-service-plugin.ts';

const step = (name: string) => join(PROJECT_ROOT, 'scripts/output', name);
// Built beside the output folder, so the final swap is a rename on one disk.
const WORK = workDirFor(DIST_DIR);
const LOCK_WAIT_SECONDS = Number(process.env.BUILD_LOCK_WAIT_SECONDS || 600);
if (!(LOCK_WAIT_SECONDS >= 0)) {
  console.error(`BUILD_LOCK_WAIT_SECONDS must be a number of seconds, not "${process.env.BUILD_LOCK_WAIT_SECONDS}".`);
  process.exit(1);
}
const SERVER = join(BUILD_DIR, 'server');

async function main() {
  const outline = await runStep<ContentOutline>(step('check.ts'));

  mkdirSync(BUILD_DIR, { recursive: true });
  const lock = await acquireLock(BUILD_LOCK_FILE, {
    waitMs: LOCK_WAIT_SECONDS * 1000,
    onWait: (pid) => stage(`Another build (process ${pid ?? 'unknown'}) is running; waiting for it to finish...`),
  });
  try {
    const count = await buildSite(outline);
    stage(`Done: ${count} pages written to ${relative(PROJECT_ROOT, DIST_DIR) || DIST_DIR}/.`);
  } finally {
    lock.release();
  }
}

/** Everything that writes: only ever run while holding the lock. */
async function buildSite(outline: ContentOutline): Promise<number> {
  if (recoverInterruptedSwap(DIST_DIR))
    stage('Restored the previous site, which an interrupted build had moved aside.');
  rmSync(WORK, { recursive: true, force: true });
  try {
    return await buildInto(outline);
  } catch (error) {
    // Put the old site back if the failure came in the middle of the swap.
    recoverInterruptedSwap(DIST_DIR);
    throw error;
  } finally {
    rmSync(WORK, { recursive: true, force: true });
  }
}

async function buildInto({ routes, siteUrl }: ContentOutline): Promise<number> {
  stage('Building the browser bundle...');
  await runStep(step('bundle.ts'), ['client', join(WORK, 'client')]);
  stage('Building the server bundle...');
  // The content was checked a moment ago: the server bundle takes its routes from that check rather than checking again.
  const checkedRoutes = join(WORK, 'routes.json');
  writeFileSync(checkedRoutes, JSON.stringify(routes));
  await runStep(step('bundle.ts'), ['server', SERVER], { [CHECKED_ROUTES_VARIABLE]: checkedRoutes });

  stage('Prerendering every route...');
  const count = await prerender(join(WORK, 'client'), join(SERVER, 'entry-server.js'), siteUrl, { log: stage });

  stage('Writing the security headers and checking the new site is whole...');
  const warning = policySizeWarning(writeHeadersFile(join(WORK, 'client'), formEndpointFor('build')));
  if (warning) console.warn(`Warning: ${warning}`);
  assertComplete(
    join(WORK, 'client'),
    routes.map((route) => route.path),
  );
  replaceSite(join(WORK, 'client'), DIST_DIR);
  return count;
}

main().catch((error: unknown) => {
  // The reason may quote content (a file name, a route), so it reaches a CI runner only as text.
  const reason = readableText(error instanceof Error ? error.message : String(error));
  console.error(`\n✖ Build failed. ${relative(PROJECT_ROOT, DIST_DIR) || DIST_DIR}/ was left as it was.\n${reason}`);
  process.exit(1);
});
