/**
 * The build's first step, in a process of its own: check the content (every
 * file, or the sites changed since the last clean check, see
 * ./content-record.ts) and the generated types. Checking holds every document
 * it reads; ending the process gives all of that back before anything is
 * bundled. The build is sent only what it needs (see ContentOutline);
 * problems are printed here and end the step with exit code 1.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatProblem } from '../content/problem.ts';
import { annotation, inGitHubActions, readableText } from '../content/report-formats.ts';
import { loadContent, type Content } from '../content/core/load-content.ts';
import { findSiteDirs, listFiles } from '../content/load.ts';
import { BUILD_DIR, CONTENT_DIR, PROJECT_ROOT, SCHEMA_DIR } from '../paths.ts';
import { generateTypes } from '../generate-types.ts';
import { siteUrlOf } from '../../src/content/site-url.ts';
import { siteAddress } from '../web-url.ts';
import { codeHash } from './bundles.ts';
import { checkChanged, readRecord, settledStamp, stampSite, writeRecord } from './content-record.ts';
import { stage } from './stage.ts';
import { finishStep, type ContentOutline } from './step.ts';

/** What the types are made with, besides the schema. */
const GENERATOR_FILES = ['scripts/generate-types.ts', 'package-lock.json'].map((file) => join(PROJECT_ROOT, file));

/**
 * The content as the full check finds it, or as the check of what changed
 * does when that can be trusted, with each site's stamp.
 */
function checkContent(full: boolean, code: string): { report: Content; stamps: ContentOutline['stamps'] } {
  const stampedAt = Date.now();
  const stamps = new Map(findSiteDirs(CONTENT_DIR).map((dir) => [dir, stampSite(dir)]));
  const earlier = full ? { reason: 'a full build was asked for' } : readRecord(CONTENT_DIR, code);
  const quick = 'sites' in earlier ? checkChanged(earlier, stamps, CONTENT_DIR, PROJECT_ROOT) : earlier;
  let report: Content;
  if ('reason' in quick) {
    stage(`Checking every file, as ${quick.reason}.`);
    report = loadContent();
  } else {
    stage(`Checked again only the sites changed since the last check: ${quick.changed} of ${stamps.size}.`);
    report = quick.content;
  }
  if (!report.problems.length) writeRecord(CONTENT_DIR, code, report.sources, stamps, stampedAt);
  const settled = report.sources.map(({ id, dir }) => [id, settledStamp(stamps.get(dir), stampedAt)]);
  return { report, stamps: Object.fromEntries(settled) };
}

async function check(): Promise<ContentOutline> {
  stage('Checking content...');
  const { report, stamps } = checkContent(process.argv.includes('--full'), codeHash());
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
  if (generated !== (await generateTypes())) {
    throw new Error(
      'src/content/types.generated.ts is out of date with schema/. Run `npm run generate` and commit the result.',
    );
  }
  mkdirSync(BUILD_DIR, { recursive: true });
  writeFileSync(record, key);
}

finishStep(check());
