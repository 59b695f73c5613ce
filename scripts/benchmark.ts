/**
 * Prints the figures the site is held to: JavaScript each kind of route loads
 * before it is interactive, the largest JavaScript file, what each page
 * transfers, build time, processor time and peak memory, pictures before and
 * after processing, and Lighthouse scores on request. It reports; only Lighthouse's
 * medians are judged (the exit code is 1 when one misses a budget).
 *   npm run benchmark                  build (measured), then measure the result
 *   npm run benchmark -- --no-build    measure the dist/ that is there
 *   npm run benchmark -- --scale 50    build a temporary copy of the content with
 *                                      every demo copied 50 times, and measure that, then
 *                                      the rebuilds after one price and one site.json change
 *                                      (--scale 0: the content as it is, in a copy)
 *   npm run benchmark -- --photo       build a temporary copy of the content whose salon demo
 *                                      has a 4000 x 2667 phone photo of about 3 MB as its
 *                                      home hero, and measure that (combines with --scale)
 *   add --lighthouse                   also run Lighthouse on one page of every kind, three
 *                                      times each, served over HTTPS with HTTP/2, and judge
 *                                      the medians against the budgets
 *   add --runs 5                       with --lighthouse: five runs of each page (at least three)
 *   add --only /,/demo-salon/contact   with --lighthouse: score these pages only
 *   add --http1                        with --lighthouse: serve plain HTTP/1.1, as `npm run serve`,
 *                                      instead of HTTPS with HTTP/2, as hosts do
 *   add --pages                        also list every page's weight
 *   add --publish                      also time team mode's Publish of one changed price
 *                                      (with --scale 50: at 2,046 pages), and the time from an
 *                                      entry's scheduled moment to live, through team mode's
 *                                      scheduler (waits for the next minute: up to about a minute)
 *   add --review                       also time the review page of a request for 20 changed pages
 *                                      (with --scale 50: at 2,046 pages), from asking for its address
 *                                      to the first changed page drawn, in team mode's editor on
 *                                      EDITOR_PORT (else 5180) and a browser
 *   add --share                        also build twice more, with an empty share-picture cache
 *                                      and then a full one, and print what the pictures cost
 *   npm run benchmark -- --posts 10000 build a temporary copy of the content whose first
 *                                      collection of posts has 10,000 more posts, and measure
 *                                      that, then the rebuilds after one price, one site.json
 *                                      change and one new post (combines with --scale)
 * Every run also prints how fast the editor's list of a collection answers at
 * 10,000 entries (its first page and a search by title), on a copy of the
 * content with 10,000 more posts (the --posts copy, when there is one).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printLighthouse } from './benchmark/lighthouse.ts';
import { onlyPagesFrom, runsFrom } from './benchmark/lighthouse-budget.ts';
import { measurePublish } from './benchmark/publish-time.ts';
import { describeReview, measureReview } from './benchmark/review-time.ts';
import { largestScript, routeKinds } from './benchmark/javascript.ts';
import { measureRun, type RunFigures } from './benchmark/measure-run.ts';
import { measureRebuilds, stepShares, type Rebuild } from './benchmark/rebuild.ts';
import { weighPage, type PageWeight } from './benchmark/page-weight.ts';
import { describePictures } from './images/report.ts';
import { placePhotoHero } from './benchmark/photo.ts';
import { scaleContent } from './benchmark/scale-content.ts';
import { addOnePost, addPosts } from './benchmark/many-posts.ts';
import { describeEntryList, entryListFigures } from './benchmark/entry-list-time.ts';
import { measureScheduled } from './benchmark/scheduled-time.ts';
import { describeShareCost, measureShareCost } from './benchmark/share-cost.ts';
import { BuiltSite, kb } from './benchmark/site-files.ts';
import { CONTENT_DIR, DIST_DIR, PROJECT_ROOT } from './paths.ts';

/** The size of collection the editor's list is timed at, without --posts. */
const LIST_ENTRIES = 10_000;
const BUDGET = { js: 100 * 1024, page: 200 * 1024, buildSeconds: 15 };
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);

/** The whole number after `name` (at least 1), or undefined without the flag. */
function countAfter(name: string, example: string): number | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const count = Number(args[at + 1]);
  if (!Number.isInteger(count) || count < 1) {
    console.error(`${name} needs a whole number, for example \`npm run benchmark -- ${name} ${example}\`.`);
    process.exit(1);
  }
  return count;
}

/** The site whose home hero becomes a phone photo with --photo: the salon, as in the figures it is compared with. */
const PHOTO_SITE = '/demo-salon';

function checkFlags(copies: number | undefined): void {
  if ((copies !== undefined || flag('--photo') || flag('--posts')) && flag('--no-build')) {
    console.error(
      '--scale, --posts and --photo build their own copy of the content, so they cannot be combined with --no-build.',
    );
    process.exit(1);
  }
  if ((flag('--runs') || flag('--only') || flag('--http1')) && !flag('--lighthouse')) {
    console.error('--runs, --only and --http1 say how Lighthouse scores pages, so they go with --lighthouse.');
    process.exit(1);
  }
}

function lighthouseRuns(): number {
  try {
    onlyPagesFrom(args);
    return runsFrom(args);
  } catch (error) {
    console.error((error as Error).message);
    return process.exit(1);
  }
}

const progress = (text: string) => console.log(`benchmark: ${text}`);

async function buildMeasured(env: NodeJS.ProcessEnv): Promise<RunFigures> {
  progress('building (the build prints its own progress)...');
  return measureRun('npm', ['run', '-s', 'build'], { cwd: PROJECT_ROOT, env: { ...process.env, ...env } });
}

function printJavaScript(site: BuiltSite, rows: PageWeight[]): void {
  console.log('\nJavaScript before interaction, gzipped, by kind of route (routes that start the same scripts):');
  console.log(`${'js'.padStart(10)}${'routes'.padStart(8)}  ${'example'.padEnd(30)} scripts`);
  for (const kind of routeKinds(site, rows)) {
    console.log(
      `${kb(kind.gzipped).padStart(10)}${String(kind.routes.length).padStart(8)}  ${kind.routes[0].padEnd(30)} ${kind.scripts.join(' + ') || '(none)'}`,
    );
  }
  const largest = largestScript(site);
  if (largest)
    console.log(`Largest JavaScript file: ${largest.url}, ${kb(largest.bytes)} (${kb(largest.gzipped)} gzipped).`);
}

function printPages(rows: PageWeight[]): void {
  console.log(
    `\n${'page'.padEnd(32)}${'html'.padStart(10)}${'js'.padStart(10)}${'fonts'.padStart(10)}${'pictures'.padStart(11)}${'total'.padStart(11)}`,
  );
  for (const r of rows)
    console.log(
      `${r.route.padEnd(32)}${kb(r.html).padStart(10)}${kb(r.js).padStart(10)}${kb(r.fonts).padStart(10)}${kb(r.pictures).padStart(11)}${kb(r.total).padStart(11)}`,
    );
}

function printSummary(rows: PageWeight[], build: RunFigures | undefined): void {
  const heaviest = (key: 'js' | 'total') => rows.reduce((best, r) => (r[key] > best[key] ? r : best));
  const totals = rows.map((r) => r.total).sort((a, b) => a - b);
  console.log(
    `\n${rows.length} pages. Gzipped, first load; preloaded fonts and pictures counted as sent (SVG gzipped).`,
  );
  console.log(
    `JavaScript before interaction: at most ${kb(heaviest('js').js)} (${heaviest('js').route}); budget ${kb(BUDGET.js)}.`,
  );
  console.log(
    `Transferred per page:          median ${kb(totals[Math.floor(totals.length / 2)])}, at most ${kb(heaviest('total').total)} (${heaviest('total').route}); budget ${kb(BUDGET.page)}.`,
  );
  if (!build) return;
  const cpu = build.cpuSeconds === undefined ? '' : `, ${build.cpuSeconds.toFixed(1)} s of processor time`;
  const memory =
    build.peakBytes === undefined ? 'not measured on this system' : `${Math.round(build.peakBytes / 2 ** 20)} MB`;
  console.log(
    `Full build:                    ${build.seconds.toFixed(1)} s for ${rows.length} pages${cpu}; budget ${BUDGET.buildSeconds} s.`,
  );
  console.log(
    `Build peak memory:             ${memory} (resident, all of the build's processes and threads together).`,
  );
}

const TARGET = { pagesPerTwoMinutes: 10_000, peakMB: 1024, rebuildSeconds: 2 };

function printShares(figures: RunFigures): void {
  for (const { step, seconds } of stepShares(figures.lines, figures.seconds))
    console.log(
      `  ${seconds.toFixed(1).padStart(6)} s  ${Math.round((seconds / figures.seconds) * 100)
        .toString()
        .padStart(3)}%  ${step}`,
    );
}

function printRebuilds(pages: number, build: RunFigures, rebuilds: Rebuild[]): void {
  const perPage = build.seconds / pages;
  console.log(
    `\nTargets: ${TARGET.pagesPerTwoMinutes.toLocaleString('en-US')} pages in under 2 minutes (at this build's pace, ${pages.toLocaleString('en-US')} pages take ${build.seconds.toFixed(1)} s: ${(perPage * TARGET.pagesPerTwoMinutes).toFixed(0)} s for 10,000), under ${TARGET.peakMB} MB at peak; a one-price rebuild in under ${TARGET.rebuildSeconds} s.`,
  );
  console.log("Where the full build's time went:");
  printShares(build);
  for (const { edit, figures } of rebuilds) {
    const memory = figures.peakBytes === undefined ? '' : `, peak ${Math.round(figures.peakBytes / 2 ** 20)} MB`;
    const cpu = figures.cpuSeconds === undefined ? '' : `, ${figures.cpuSeconds.toFixed(1)} s of processor time`;
    const rendered = figures.lines.map((line) => /(\d+ of \d+ pages to render)/.exec(line)?.[1]).filter(Boolean);
    console.log(`\nRebuild after ${edit}: ${figures.seconds.toFixed(1)} s${cpu}${memory} (${rendered.join('; ')}).`);
    printShares(figures);
  }
}

async function main(): Promise<void> {
  const copies = countAfter('--scale', '50');
  const posts = countAfter('--posts', '10000');
  checkFlags(copies);
  const runs = lighthouseRuns();
  let builtDir = DIST_DIR;
  let scratch: string | undefined;
  let build: RunFigures | undefined;
  let photoRoute: string | undefined;
  let contentDir = CONTENT_DIR;
  let postsFolder: string | undefined;
  try {
    if (copies !== undefined || posts !== undefined || flag('--photo')) {
      scratch = mkdtempSync(join(tmpdir(), 'benchmark-copy-'));
      contentDir = join(scratch, 'site-content');
      progress(`copying the content${copies ? ` with every demo copied ${copies} times` : ''} into ${scratch}...`);
      const added = scaleContent(CONTENT_DIR, contentDir, copies ?? 0);
      if (copies) progress(`${added} demo copies added.`);
      if (posts) {
        postsFolder = addPosts(contentDir, posts);
        progress(`${posts.toLocaleString('en-US')} posts added to ${postsFolder}.`);
      }
      if (flag('--photo')) {
        progress('making a 4000 x 2667 phone photo and putting it in as a home hero...');
        photoRoute = await placePhotoHero(contentDir, PHOTO_SITE);
      }
      builtDir = join(scratch, 'dist');
      build = await buildMeasured({ SITE_CONTENT_DIR: contentDir, OUT_DIR: builtDir });
    } else if (!flag('--no-build')) {
      build = await buildMeasured({});
    }
    if (!existsSync(join(builtDir, 'index.html'))) {
      console.error(`${builtDir} has no built site: run \`npm run build\` first, or leave out --no-build.`);
      process.exitCode = 1;
      return;
    }

    const site = new BuiltSite(builtDir);
    const pages = site.pages();
    progress(`measuring ${pages.length} pages...`);
    const rows = pages.map(({ route, file }, index) => {
      if (index > 0 && index % 500 === 0) progress(`${index} of ${pages.length} pages measured...`);
      return weighPage(site, route, file);
    });
    if (flag('--pages') || rows.length <= 60) printPages(rows);
    printJavaScript(site, rows);
    printSummary(rows, build);
    if (scratch && build) {
      const rebuilds = await measureRebuilds(
        contentDir,
        () => buildMeasured({ SITE_CONTENT_DIR: contentDir, OUT_DIR: builtDir }),
        posts ? [addOnePost] : [],
      );
      printRebuilds(rows.length, build, rebuilds);
    }
    console.log(`\n${(await describePictures(contentDir)).join('\n')}`);
    progress(
      `timing the editor's list of a collection${postsFolder ? '' : ` at ${LIST_ENTRIES.toLocaleString('en-US')} more posts`}...`,
    );
    console.log(
      `\n${describeEntryList(await entryListFigures(postsFolder ? contentDir : CONTENT_DIR, postsFolder, LIST_ENTRIES)).join('\n')}`,
    );
    if (flag('--share')) {
      const contentEnv = scratch ? { SITE_CONTENT_DIR: contentDir } : {};
      const cost = await measureShareCost((env) => buildMeasured({ ...contentEnv, ...env }), progress);
      console.log(describeShareCost(cost, rows.length).join('\n'));
    }
    if (flag('--publish')) {
      const publish = await measurePublish(PROJECT_ROOT, contentDir, progress);
      console.log(
        `\nPublish, one changed price:    ${publish.seconds.toFixed(1)} s from the click to live, at ${rows.length} pages (${publish.file}).`,
      );
      const scheduled = await measureScheduled(PROJECT_ROOT, contentDir, progress);
      console.log(
        `Scheduled publish:             ${scheduled.seconds.toFixed(1)} s from the entry's moment to live, through team mode's scheduler (${scheduled.file}).`,
      );
    }
    if (flag('--review')) {
      const port = Number(process.env.EDITOR_PORT ?? 5180);
      const review = await measureReview(PROJECT_ROOT, contentDir, port, progress);
      console.log(`\n${describeReview(review, rows.length).join('\n')}`);
    }
    if (
      flag('--lighthouse') &&
      !(await printLighthouse(builtDir, {
        port: Number(process.env.PORT ?? 4190),
        runs,
        alsoRoute: photoRoute,
        only: onlyPagesFrom(args),
        http1: flag('--http1'),
      }))
    )
      process.exitCode = 1;
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`\nThe benchmark stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
