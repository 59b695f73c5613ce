/**
 * One published site, built into a folder of its own: the studio's website
 * (the studio and its demos, in dist/) or a client's (dist/sites/<id>/).
 * When the last build of that folder is on record and the code is the same,
 * the new folder starts as hard links to the served one and only the pages
 * whose inputs changed are rendered (./page-inputs.ts); the result is the
 * same, byte for byte, as a full build's.
 */
import { readFileSync, readdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ContentRoute } from '../content/core/load-content.ts';
import { listFiles } from '../content/load.ts';
import { writeMedia } from '../images/write-media.ts';
import type { PictureSite } from '../images/content-variants.ts';
import { outputFileFor, startAfterFirstPaint } from '../page-template.ts';
import { CONTENT_DIR } from '../paths.ts';
import { renderInThreads } from '../prerender-pool.ts';
import { writeSiteIndexes } from '../prerender.ts';
import { policySizeWarning, writeHeadersFile } from '../security-headers.ts';
import { readManifest, type BuildManifest } from './build-manifest.ts';
import type { Bundles } from './bundles.ts';
import { assertComplete } from './complete.ts';
import { linkTree } from './link-tree.ts';
import type { BuildDocuments } from './documents.ts';
import { pageInputs } from './page-inputs.ts';
import { siteFeeds } from './feeds.ts';
import { writeOutputFile } from './write-file.ts';
import { websiteRedirects, writeRedirects } from './redirect-files.ts';
import { sharePictureFile } from '../../src/seo/share-card.ts';

export interface SiteOutput {
  /** The site in words, for progress lines. */
  label: string;
  /** Where the site is served from: the earlier build is read here. */
  outDir: string;
  /** Where the new site is put together, to be swapped in whole. */
  workDir: string;
  routes: ContentRoute[];
  /** The address of its sitemap and canonical links. */
  siteUrl: string | undefined;
  /** Top-level entries of `outDir` that are not this site's (the client sites' folders) or not published. */
  leaveOut: string[];
  /** Each site's stamp of its files (ContentOutline.stamps). */
  stamps: Record<string, string | null>;
}

export interface BuildOptions {
  full: boolean;
  /** The content's documents, each read once in the build (the check hands over those it read). */
  documents: BuildDocuments;
  formEndpoint: string | undefined;
  log: (line: string) => void;
}

/** What the build records once the folder is in place (./build-manifest.ts). */
export type BuiltSite = Omit<BuildManifest, 'format' | 'outDir' | 'folder'>;

/** The sites of the routes, with their documents, for the pictures they publish. */
function pictureSites(routes: readonly ContentRoute[]): PictureSite[] {
  const sites = new Map<string, PictureSite>();
  for (const route of routes) {
    const site = sites.get(route.siteId) ?? {
      id: route.siteId,
      dir: dirname(route.siteFile),
      documents: [route.siteFile],
    };
    for (const file of [route.pageFile, ...Object.values(route.entries ?? {})])
      if (!site.documents.includes(file)) site.documents.push(file);
    sites.set(route.siteId, site);
  }
  return [...sites.values()];
}

/** Remove a page that is gone, and the folders it leaves empty. */
function removePage(workDir: string, route: string): void {
  const file = join(workDir, outputFileFor(route));
  rmSync(file, { force: true });
  rmSync(join(workDir, sharePictureFile(route)), { force: true });
  for (let dir = dirname(file); dir.length > workDir.length; dir = dirname(dir)) {
    if (readdirSync(dir).length) break;
    rmdirSync(dir);
  }
}

export async function buildSiteOutput(output: SiteOutput, bundles: Bundles, options: BuildOptions): Promise<BuiltSite> {
  const { label, outDir, workDir, routes, siteUrl } = output;
  const earlier = options.full ? { reason: 'a full build was asked for' } : readManifest(outDir, bundles.hash);
  const reuse = 'pages' in earlier;
  if (reuse) {
    // Said before the linking, so the step's time is counted under its own line.
    options.log(`${label}: linking the served site's files into the new one, then reading what changed...`);
    linkTree(outDir, workDir, output.leaveOut);
  } else {
    options.log(`${label}: every page is rendered, as ${earlier.reason}.`);
    linkTree(bundles.clientDir, workDir, ['index.html', ...output.leaveOut]);
  }

  const shared = JSON.stringify({ bundles: bundles.hash, siteUrl });
  const before = reuse ? earlier.pages : {};
  const stamps: BuiltSite['sites'] = {};
  for (const { siteId } of routes) if (output.stamps[siteId]) stamps[siteId] = output.stamps[siteId];
  // A site whose files are as they were when the served folder was built has the same pages and pictures.
  const same = new Set(
    reuse && earlier.shared === shared ? Object.keys(stamps).filter((id) => earlier.sites[id] === stamps[id]) : [],
  );
  for (const route of routes) if (!before[route.path]) same.delete(route.siteId);
  const hashed = pageInputs(
    routes.filter((route) => !same.has(route.siteId)),
    shared,
    reuse ? earlier.pictures : {},
    options.documents,
  );
  const inputs = new Map(
    routes.map((route) => [
      route.path,
      same.has(route.siteId) ? before[route.path].inputs : hashed.inputs.get(route.path)!,
    ]),
  );
  const pictures = hashed.pictures;
  for (const id of same) if (reuse && earlier.pictures[id]) pictures[id] = earlier.pictures[id];
  const changed = routes.map((route) => route.path).filter((path) => before[path]?.inputs !== inputs.get(path));
  const gone = Object.keys(before).filter((path) => !inputs.has(path));
  for (const path of gone) removePage(workDir, path);
  options.log(
    `${label}: ${changed.length} of ${routes.length} pages to render${gone.length ? `, ${gone.length} removed` : ''}.`,
  );

  // Made before the pages are rendered, while every entry's data is still in hand (see documents.ts).
  // A site as it was keeps the feeds the served folder has.
  const feeds = siteFeeds(
    routes.filter((route) => !same.has(route.siteId)),
    siteUrl,
    options.documents,
  );

  const routesFile = `${workDir}.routes.json`;
  writeFileSync(routesFile, JSON.stringify(routes));
  let written;
  try {
    const template = startAfterFirstPaint(readFileSync(join(bundles.clientDir, 'index.html'), 'utf8'));
    const setup = { serverEntry: bundles.serverEntry, outDir: workDir, template, siteUrl, routesFile };
    const siteOf = new Map(routes.map((route) => [route.path, { id: route.siteId, dir: dirname(route.siteFile) }]));
    // Every page rendered is one whose inputs were hashed, so the files it is made from are known.
    const madeFrom = (path: string) => new Set(hashed.files.get(path)!);
    const pagesLeft = new Map<string, number>();
    for (const path of changed) for (const file of madeFrom(path)) pagesLeft.set(file, (pagesLeft.get(file) ?? 0) + 1);
    const documentsOf = (path: string) => {
      const handed: Record<string, unknown> = {};
      for (const file of madeFrom(path)) {
        handed[file] = options.documents.withSources(file, siteOf.get(path)!).data;
        // Cloned into the thread's message, so once its last page is handed out only its variants are needed.
        pagesLeft.set(file, pagesLeft.get(file)! - 1);
        if (!pagesLeft.get(file)) options.documents.release(file, siteOf.get(path)!);
      }
      return handed;
    };
    written = await renderInThreads(setup, changed, { log: options.log, documentsOf });
  } finally {
    rmSync(routesFile, { force: true });
  }
  const pages: BuiltSite['pages'] = {};
  for (const route of routes)
    pages[route.path] = {
      inputs: inputs.get(route.path)!,
      scripts: written.get(route.path) ?? before[route.path].scripts,
    };

  const sites = pictureSites(routes);
  const changedSites = sites.filter((site) => !same.has(site.id));
  options.log(`${label}: pictures (of ${changedSites.length} of ${sites.length} sites), sitemap and headers...`);
  const present = new Set(
    reuse
      ? changedSites.flatMap(({ id }) => listFiles(join(workDir, 'media', id)).map((file) => `media/${id}/${file}`))
      : [],
  );
  await writeMedia(workDir, changedSites, CONTENT_DIR, {
    present,
    kept: same,
    variantsOfDocument: (file, site) => options.documents.variantsOf(file, site),
  });
  for (const [file, xml] of feeds) writeOutputFile(join(workDir, file), xml);
  writeSiteIndexes(
    workDir,
    siteUrl,
    routes.map((route) => route.path),
  );
  writeRedirects(workDir, siteUrl, websiteRedirects(routes));
  const headers = writeHeadersFile(
    workDir,
    options.formEndpoint,
    Object.values(pages).flatMap((page) => page.scripts),
  );
  const warning = policySizeWarning(headers);
  if (warning) console.warn(`Warning: ${warning}`);
  assertComplete(
    workDir,
    routes.map((route) => route.path),
    reuse ? changed.map(outputFileFor) : undefined,
  );
  return { bundles: bundles.hash, shared, pages, pictures, sites: stamps };
}
