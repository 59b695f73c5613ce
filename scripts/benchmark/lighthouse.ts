/**
 * Lighthouse 12 (fetched with npx on first use), mobile emulation and
 * simulated throttling, on one page of every kind of a built site.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startStaticServer } from '../serve.ts';

/** One page of every kind: studio home, list, form, and a demo's home, prices, gallery and form. */
const PAGES = [
  '/',
  '/portfolio',
  '/contact',
  '/demo-detailing',
  '/demo-hvac/services',
  '/demo-restaurant/portfolio',
  '/demo-salon/contact',
];
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

/** `alsoRoute`: one more page to score, such as the page given a photo hero by --photo. */
export async function printLighthouse(builtDir: string, port: number, alsoRoute?: string): Promise<void> {
  const server = await startStaticServer(port, '127.0.0.1', builtDir);
  const out = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  console.log(
    `\nLighthouse 12, mobile emulation, simulated throttling:\n${'page'.padEnd(28)} perf  a11y  best   seo      LCP     TBT   CLS`,
  );
  try {
    for (const route of alsoRoute && !PAGES.includes(alsoRoute) ? [...PAGES, alsoRoute] : PAGES) {
      const file = join(out, 'report.json');
      // Asynchronous, so this process keeps serving the pages Lighthouse asks for.
      await promisify(execFile)(
        'npx',
        [
          '--yes',
          'lighthouse@12',
          `http://127.0.0.1:${port}${route}`,
          '--quiet',
          `--chrome-flags=${CHROME_FLAGS}`,
          '--output=json',
          `--output-path=${file}`,
          '--only-categories=performance,accessibility,best-practices,seo',
        ],
        {
          env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
        },
      );
      const report = JSON.parse(readFileSync(file, 'utf8'));
      const score = (id: string) => String(Math.round(report.categories[id].score * 100)).padStart(4);
      const audit = (id: string) => String(report.audits[id].displayValue).padStart(8);
      // Lighthouse shows LCP to a tenth of a second; its estimate in milliseconds says which side of a budget it is on.
      const lcp =
        `${Math.round(report.audits['largest-contentful-paint'].numericValue).toLocaleString('en-US')} ms`.padStart(9);
      console.log(
        `${route.padEnd(28)}${score('performance')}  ${score('accessibility')}  ${score('best-practices')}  ${score('seo')}${lcp}${audit('total-blocking-time')}${audit('cumulative-layout-shift').slice(2)}`,
      );
    }
  } finally {
    server.close();
    rmSync(out, { recursive: true, force: true });
  }
}
