/**
 * Lighthouse 12 (fetched with npx on first use), mobile emulation and
 * simulated throttling, on one page of every kind of a built site: several
 * runs of each, every run printed, then the medians, judged against the budgets.
 * The site is served over HTTPS with HTTP/2, as static hosts serve it: the
 * simulation then carries a page's files over the page's own warm connection,
 * where over HTTP/1.1 each file the first connection is busy with opens
 * another (a round trip) and starts it in a small first window.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startSecureStaticServer, startStaticServer } from '../serve.ts';
import { makeLocalCertificate } from './certificate.ts';
import { clsText, describeMiss, medianFigures, missedBudgets, type LighthouseFigures } from './lighthouse-budget.ts';

/** One page of every kind: studio home, about, list, form, and a demo's home, prices, gallery and form. */
const PAGES = [
  '/',
  '/about',
  '/portfolio',
  '/contact',
  '/demo-detailing',
  '/demo-salon',
  '/demo-hvac/services',
  '/demo-restaurant/portfolio',
  '/demo-salon/contact',
];
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

async function runLighthouse(url: string, file: string, chromeFlags: string): Promise<LighthouseFigures> {
  // Asynchronous, so this process keeps serving the pages Lighthouse asks for.
  await promisify(execFile)(
    'npx',
    [
      '--yes',
      'lighthouse@12',
      url,
      '--quiet',
      `--chrome-flags=${chromeFlags}`,
      '--output=json',
      `--output-path=${file}`,
      '--only-categories=performance,accessibility,best-practices,seo',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    },
  );
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const score = (id: string) => Math.round(report.categories[id].score * 100);
  const value = (id: string) => Number(report.audits[id].numericValue);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

/** Room for the longest page and run label, "/demo-restaurant/portfolio (run 10 of 10)". */
const LABEL_WIDTH = 44;

/** One line of the table; LCP in milliseconds, so a figure at a budget's edge shows which side it is on. */
function row(label: string, f: LighthouseFigures): string {
  const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`;
  return `${label.padEnd(LABEL_WIDTH)}${String(f.performance).padStart(4)}  ${String(f.accessibility).padStart(4)}  ${String(f.bestPractices).padStart(4)}  ${String(f.seo).padStart(4)}${ms(f.lcp).padStart(10)}${ms(f.tbt).padStart(9)}${clsText(f.cls).padStart(9)}`;
}

const HEADER = `${'page'.padEnd(LABEL_WIDTH)}perf  a11y  best   seo       LCP      TBT      CLS`;

/**
 * Lighthouse's simulated throttling counts each main-thread task of the real
 * load at four times its wall-clock length, so on a machine busy with other
 * work TBT and LCP grow with the machine's load, not the page's: printed
 * before and after the runs so a reader can tell a busy machine's figures.
 */
const machineLoad = () =>
  `machine load ${loadavg()[0].toFixed(1)} (one-minute average) on ${availableParallelism()} processors`;

export interface LighthouseOptions {
  port: number;
  runs: number;
  /** One more page to score, such as the page given a photo hero by --photo. */
  alsoRoute?: string;
  /** These pages instead of one of every kind. */
  only?: string[];
  /** Plain HTTP/1.1, as `npm run serve` serves: the protocol of figures taken before HTTP/2. */
  http1?: boolean;
}

/** Serves `builtDir` as Lighthouse will load it; returns the address and the flags its browser needs. */
async function serveForLighthouse(builtDir: string, scratch: string, { port, http1 }: LighthouseOptions) {
  if (http1) {
    const server = await startStaticServer(port, '127.0.0.1', builtDir);
    return { server, origin: `http://127.0.0.1:${port}`, chromeFlags: CHROME_FLAGS, protocol: 'HTTP/1.1' };
  }
  const tls = await makeLocalCertificate(scratch);
  const server = await startSecureStaticServer(port, '127.0.0.1', builtDir, tls);
  // The certificate is the run's own, which nothing trusts.
  const chromeFlags = `${CHROME_FLAGS} --ignore-certificate-errors`;
  return { server, origin: `https://127.0.0.1:${port}`, chromeFlags, protocol: 'HTTPS with HTTP/2' };
}

/**
 * `runs` rounds over every page (the pages take turns, so a busy moment of
 * the machine falls on several pages rather than on every run of one), then
 * the median of each page. Returns whether every median is within budget.
 */
export async function printLighthouse(builtDir: string, options: LighthouseOptions): Promise<boolean> {
  const { runs, alsoRoute, only } = options;
  const out = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const pages = only ?? (alsoRoute && !PAGES.includes(alsoRoute) ? [...PAGES, alsoRoute] : PAGES);
  const results = new Map<string, LighthouseFigures[]>(pages.map((page) => [page, []]));
  try {
    const { server, origin, chromeFlags, protocol } = await serveForLighthouse(builtDir, out, options);
    console.log(
      `\nLighthouse 12, mobile emulation, simulated throttling, served over ${protocol}, ${runs} runs of each page (${machineLoad()}):\n${HEADER}`,
    );
    try {
      for (let round = 1; round <= runs; round++) {
        for (const route of pages) {
          const figures = await runLighthouse(`${origin}${route}`, join(out, 'report.json'), chromeFlags);
          results.get(route)!.push(figures);
          console.log(row(`${route} (run ${round} of ${runs})`, figures));
        }
      }
    } finally {
      server.close();
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  console.log(`\nMedians of ${runs} runs (${machineLoad()} at the end), judged against the budgets:\n${HEADER}`);
  let withinBudget = true;
  for (const [route, figures] of results) {
    const medians = medianFigures(figures);
    const misses = missedBudgets(medians);
    withinBudget &&= misses.length === 0;
    console.log(
      `${row(route, medians)}  ${misses.length ? `over budget: ${misses.map(describeMiss).join(', ')}` : 'within budget'}`,
    );
  }
  console.log(
    withinBudget
      ? 'Every page is within budget (by the median).'
      : 'Some pages are over budget (by the median); one busy machine can cause this, so run again on a quiet one before acting.',
  );
  return withinBudget;
}
