/**
 * The build's first step: check the content (every file, or the sites changed
 * since the last clean check, see ./content-record.ts) and the generated
 * types. Problems are printed here and stop the build. The build keeps what
 * it needs (see CheckedContent): the routes, and the documents the check read,
 * parsed, so no later step reads or parses them again (./documents.ts). It
 * runs in the build's own process for that reason: handing every document
 * across to another process would cost one more parse of each.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { formatProblem } from '../content/problem.ts';
import { annotation, inGitHubActions, readableText } from '../content/report-formats.ts';
import { loadContent, type Content, type ContentRoute } from '../content/core/load-content.ts';
import { findSiteDirs, listFiles, type SiteSource } from '../content/load.ts';
import { previewedSite } from '../content/core/collections.ts';
import { BUILD_DIR, CONTENT_DIR, PROJECT_ROOT, SCHEMA_DIR } from '../paths.ts';
import { siteUrlOf } from '../../src/content/site-url.ts';
import { siteAddress } from '../web-url.ts';
import { checkChanged, readRecord, settledStamp, stampSite, writeRecord } from './content-record.ts';
import { BuildDocuments } from './documents.ts';
import { stage } from './stage.ts';

/** What the build needs of the content once it is known to be valid. */
export interface CheckedContent {
  routes: ContentRoute[];
  /** The address of the studio's website (SITE_URL, or the studio's url), for its sitemap and canonical links. */
  siteUrl: string | undefined;
  /** Each client site's address, by its folder name. */
  clientUrls: Record<string, string | undefined>;
  /**
   * Each site's stamp of its files, by its folder name (./content-record.ts),
   * or null when one of them changed too recently to be sure of it.
   */
  stamps: Record<string, string | null>;
  /** The documents the check read, and any other when first asked for. */
  documents: BuildDocuments;
}

/** What the types are made with, besides the schema. */
const GENERATOR_FILES = ['scripts/generate-types.ts', 'package-lock.json'].map((file) => join(PROJECT_ROOT, file));

/**
 * The content as the full check finds it, or as the check of what changed
 * does when that can be trusted, with each site's stamp and the sites it read.
 */
function checkContent(
  full: boolean,
  code: string,
): { report: Content; stamps: CheckedContent['stamps']; read: SiteSource[] } {
  const stampedAt = Date.now();
  const stamps = new Map(findSiteDirs(CONTENT_DIR).map((dir) => [dir, stampSite(dir)]));
  // A preview's build decides differently which entries have pages: its record is kept apart.
  const previewed = previewedSite();
  const key = previewed ? `${code}-preview-${previewed}` : code;
  const earlier = full ? { reason: 'a full build was asked for' } : readRecord(CONTENT_DIR, key);
  const quick: ReturnType<typeof checkChanged> =
    'sites' in earlier ? checkChanged(earlier, stamps, CONTENT_DIR, PROJECT_ROOT) : earlier;
  let report: Content;
  let read: SiteSource[];
  if ('reason' in quick) {
    stage(`Checking every file, as ${quick.reason}.`);
    // The sites the check of what changed read already are not read again.
    report = loadContent(CONTENT_DIR, PROJECT_ROOT, undefined, quick.read);
    read = report.sources;
  } else {
    stage(`Checked again only the sites changed since the last check: ${quick.read.size} of ${stamps.size}.`);
    report = quick.content;
    read = [...quick.read.values()].map(({ source }) => source);
  }
  if (!report.problems.length) writeRecord(CONTENT_DIR, key, report.sources, stamps, stampedAt);
  const settled = report.sources.map(({ id, dir }) => [id, settledStamp(stamps.get(dir), stampedAt)]);
  return { report, stamps: Object.fromEntries(settled), read };
}

/** The documents of the sites the check read, by absolute path, as it parsed them. */
function documentsOf(read: readonly SiteSource[]): BuildDocuments {
  const documents = new BuildDocuments();
  for (const { dir, site, pages, collections } of read) {
    documents.add(join(dir, 'site.json'), site.text, site.data);
    for (const page of pages) documents.add(join(dir, 'pages', basename(page.file)), page.text, page.data);
    for (const collection of collections)
      for (const entry of collection.entries) documents.add(entry.path, entry.source.text, entry.source.data);
  }
  return documents;
}

/** Check the content with the code whose hash is `code` (every file when `full`); throws on any problem. */
export async function checkForBuild(full: boolean, code: string): Promise<CheckedContent> {
  stage('Checking content...');
  const { report, stamps, read } = checkContent(full, code);
  if (report.counts.sites === 0) {
    throw new Error(
      `No site found in ${CONTENT_DIR}: a site is a folder holding a site.json and a pages/ folder. Nothing was built.`,
    );
  }
  if (report.problems.length) {
    console.error(readableText(`\n${report.problems.map(formatProblem).join('\n\n')}\n`));
    if (inGitHubActions()) console.log(report.problems.map(annotation).join('\n'));
    throw new Error(
      `Content has ${report.problems.length} problem(s); nothing was built. Run \`npm run validate\` to see them again.`,
    );
  }
  const { files, pages, blocks } = report.counts;
  stage(`Content is valid: ${files} files, ${pages} pages, ${blocks} blocks.`);

  await checkGeneratedTypes();
  stage('Generated types are up to date.');

  const override = process.env.SITE_URL;
  if (override && !siteAddress(override)) {
    throw new Error(
      `SITE_URL must be a web address such as https://example.com, not ${JSON.stringify(override)}. Nothing was built.`,
    );
  }
  const studio = report.sites.find(({ site }) => site.kind === 'studio')?.site.url;
  const clientUrls = Object.fromEntries(
    report.sites.flatMap(({ source, site }) =>
      site.kind === 'client' && site.url ? [[source.id, siteUrlOf(site.url)]] : [],
    ),
  );
  return {
    routes: report.routes,
    siteUrl: override ? siteAddress(override) : studio && siteUrlOf(studio),
    clientUrls,
    stamps,
    documents: documentsOf(read),
  };
}

/**
 * The committed types must be what the schema makes. Making them takes
 * seconds, so a check that passed is remembered by a hash of what it read,
 * and made again only when the schema, the types or the generator change.
 */
async function checkGeneratedTypes(): Promise<void> {
  const generatedFile = join(PROJECT_ROOT, 'src/content/types.generated.ts');
  const generated = readFileSync(generatedFile, 'utf8');
  const inputs = createHash('sha256').update(generated);
  for (const file of [...listFiles(SCHEMA_DIR).map((name) => join(SCHEMA_DIR, name)), ...GENERATOR_FILES])
    inputs.update(`\0${file}\0`).update(readFileSync(file));
  const key = inputs.digest('hex');
  const record = join(BUILD_DIR, 'types-checked');
  if (existsSync(record) && readFileSync(record, 'utf8') === key) return;
  // Loaded only when the types must be made again: the generator brings the font measurer's
  // WebAssembly (some 35 MB), which would otherwise stay in the build's process while it renders.
  const { generateTypes } = await import('../generate-types.ts');
  if (generated !== (await generateTypes())) {
    throw new Error(
      'src/content/types.generated.ts is out of date with schema/. Run `npm run generate` and commit the result.',
    );
  }
  mkdirSync(BUILD_DIR, { recursive: true });
  writeFileSync(record, key);
}
