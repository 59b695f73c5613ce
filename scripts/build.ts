/**
 * The whole build: make (or reuse) the browser and server bundles, validate
 * content, check the generated types, render the pages, write each site's
 * pictures, sitemap and headers.
 *   npm run build                    the studio's website in dist/, each client site in dist/sites/<id>/
 *   npm run build -- --site <id>     only the website that site is part of: a client site's own,
 *                                    or the studio's (the studio and its demos, client folders kept as they are)
 *   npm run build -- --full          every page rendered again, whatever the record of the last build says
 *   npm run build -- --site <id> --preview
 *                                    for that site's preview link: its drafts and entries going live later
 *                                    are built too, each entry's page marked so (never for a site that goes live)
 * Only pages whose inputs changed since the last build are rendered
 * (scripts/output/build-site.ts). The result replaces the served folder only
 * when every step succeeded and the new site is whole, so a failed build never
 * leaves half a site. One build runs at a time. Cached pictures and share
 * cards that no build has used for 30 days are removed at its end.
 */
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ContentRoute } from './content/core/load-content.ts';
import { PREVIEW_VARIABLE } from './content/core/collections.ts';
import { readableText } from './content/report-formats.ts';
import { BUILD_DIR, CLIENTS_FOLDER, DIST_DIR, PICTURE_CACHE_DIR, PROJECT_ROOT } from './paths.ts';
import { pruneCache, UNUSED_DAYS_KEPT } from './images/cache.ts';
import { SHARE_CACHE_DIR } from './share/share-picture.ts';
import { readManifest, writeManifest } from './output/build-manifest.ts';
import { linkTree } from './output/link-tree.ts';
import { buildSiteOutput, type BuildOptions, type BuiltSite } from './output/build-site.ts';
import { withNotFoundPage } from './output/not-found.ts';
import { codeHash, ensureBundles } from './output/bundles.ts';
import { checkForBuild } from './output/check.ts';
import { acquireLock, BUILD_LOCK_FILE } from './output/lock.ts';
import { stage } from './output/stage.ts';
import { recoverInterruptedSwap, replaceSite, workDirFor } from './output/swap.ts';
import { formEndpointFor } from './vite/form-service-plugin.ts';

const USAGE = 'Use: npm run build [-- --full] [-- --site <folder of a site> [--preview]]';
const LOCK_WAIT_SECONDS = Number(process.env.BUILD_LOCK_WAIT_SECONDS || 600);

interface Request {
  full: boolean;
  /** The site's drafts and entries going live later are built too, marked (core/collections.ts, previewedSite). */
  preview: boolean;
  /** Only this client site. */
  site?: string;
}

function parseArguments(args: string[]): Request {
  const request: Request = { full: false, preview: false };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '--full') request.full = true;
    else if (arg === '--preview') request.preview = true;
    else if (arg === '--site' && args[index + 1] && !args[index + 1].startsWith('--')) request.site = args[++index];
    else
      throw new Error(
        `"${arg}" is not something the build understands${arg === '--site' ? ' without a site' : ''}. ${USAGE}`,
      );
  }
  return request;
}

const clientDir = (id: string) => join(DIST_DIR, CLIENTS_FOLDER, id);
const shown = (dir: string) => relative(PROJECT_ROOT, dir) || dir;

async function main() {
  const request = parseArguments(process.argv.slice(2));
  if (request.preview) {
    if (!request.site) throw new Error(`A preview is of one site: add --site <folder>. ${USAGE}`);
    process.env[PREVIEW_VARIABLE] = request.site;
  }
  if (!(LOCK_WAIT_SECONDS >= 0))
    throw new Error(
      `BUILD_LOCK_WAIT_SECONDS must be a number of seconds, not "${process.env.BUILD_LOCK_WAIT_SECONDS}".`,
    );
  mkdirSync(BUILD_DIR, { recursive: true });
  const lock = await acquireLock(BUILD_LOCK_FILE, {
    waitMs: LOCK_WAIT_SECONDS * 1000,
    onWait: (pid) => stage(`Another build (process ${pid ?? 'unknown'}) is running; waiting for it to finish...`),
  });
  try {
    const code = codeHash();
    // Bundles first: Vite's processes never run beside the documents the check hands on. They are
    // kept by the code's hash, so content with problems costs no bundling the next time.
    const bundles = await ensureBundles(stage, request.full, code);
    const outline = await checkForBuild(request.full, code);
    const clients: Record<string, ContentRoute[]> = {};
    for (const route of outline.routes) if (route.kind === 'client') (clients[route.siteId] ??= []).push(route);
    const siteIds = [...new Set(outline.routes.map((route) => route.siteId))].sort();
    if (request.site && !siteIds.includes(request.site)) {
      throw new Error(
        `There is no site "${request.site}" in the content. The sites are: ${siteIds.join(', ')} (the names of their folders).`,
      );
    }
    const options: BuildOptions = {
      full: request.full,
      documents: outline.documents,
      formEndpoint: formEndpointFor('build'),
      log: stage,
    };
    const clientOutput = (id: string, workDir: string) => ({
      label: `Client site ${id}`,
      outDir: clientDir(id),
      workDir,
      routes: withNotFoundPage(clients[id]),
      siteUrl: outline.clientUrls[id],
      leaveOut: ['.vite'],
      stamps: outline.stamps,
    });

    if (request.site && clients[request.site]) {
      const id = request.site;
      const count = await replaceWhole(clientDir(id), async (next) => {
        const built = await buildSiteOutput(clientOutput(id, next), bundles, options);
        return [[clientDir(id), built]];
      });
      stage(`Done: ${count} pages of ${id} in ${shown(clientDir(id))}/.`);
      return;
    }
    const count = await replaceWhole(DIST_DIR, async (next) => {
      const studio: ContentRoute[] = outline.routes.filter((route) => route.kind !== 'client');
      const main = {
        label: "The studio's website",
        outDir: DIST_DIR,
        workDir: next,
        routes: studio,
        stamps: outline.stamps,
      };
      const built: [string, BuiltSite][] = [
        [
          DIST_DIR,
          await buildSiteOutput({ ...main, siteUrl: outline.siteUrl, leaveOut: [CLIENTS_FOLDER] }, bundles, options),
        ],
      ];
      if (request.site) return [...built, ...keepClientSites(next, bundles.hash)];
      for (const id of Object.keys(clients).sort()) {
        const output = clientOutput(id, join(next, CLIENTS_FOLDER, id));
        built.push([clientDir(id), await buildSiteOutput(output, bundles, options)]);
      }
      return built;
    });
    stage(`Done: ${count} pages written to ${shown(DIST_DIR)}/.`);
  } finally {
    // Under the lock, so no other build is writing a file this could take for an old one.
    const pruned = pruneCache(PICTURE_CACHE_DIR) + pruneCache(SHARE_CACHE_DIR);
    if (pruned > 0) stage(`Removed ${pruned} cached picture file(s) unused for ${UNUSED_DAYS_KEPT} days.`);
    lock.release();
  }
}

/**
 * The client sites' folders as they are served, carried into the new studio's
 * website unchanged (as hard links), each with its record when it has one:
 * publishing the studio or a demo never publishes a client's saved edits.
 */
function keepClientSites(next: string, bundles: string): [string, BuiltSite][] {
  const served = join(DIST_DIR, CLIENTS_FOLDER);
  const kept: [string, BuiltSite][] = [];
  if (!existsSync(served)) return kept;
  for (const entry of readdirSync(served, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    linkTree(join(served, entry.name), join(next, CLIENTS_FOLDER, entry.name));
    const record = readManifest(clientDir(entry.name), bundles);
    if ('pages' in record) kept.push([clientDir(entry.name), record]);
  }
  return kept;
}

/**
 * Build into a scratch folder beside `outDir` with `build`, then swap it in
 * whole and record each site it holds. Returns the number of pages.
 */
async function replaceWhole(outDir: string, build: (next: string) => Promise<[string, BuiltSite][]>): Promise<number> {
  const work = workDirFor(outDir);
  if (recoverInterruptedSwap(outDir)) stage('Restored the previous site, which an interrupted build had moved aside.');
  rmSync(work, { recursive: true, force: true });
  try {
    const built = await build(join(work, 'next'));
    replaceSite(join(work, 'next'), outDir);
    for (const [dir, site] of built) writeManifest(dir, site);
    return built.reduce((sum, [, site]) => sum + Object.keys(site.pages).length, 0);
  } catch (error) {
    // Put the old site back if the failure came in the middle of the swap.
    recoverInterruptedSwap(outDir);
    throw error;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  // The reason may quote content (a file name, a route), so it reaches a CI runner only as text.
  const reason = readableText(error instanceof Error ? error.message : String(error));
  console.error(`\n✖ Build failed. ${shown(DIST_DIR)}/ was left as it was.\n${reason}`);
  process.exit(1);
});
