/**
 * Prints the figures the site is held to: build time, and per page the gzipped
 * HTML, the JavaScript loaded before the page is interactive, and everything
 * transferred on first load (pictures included). It reports; it does not judge.
 *   npm run benchmark                 build (timed), then measure dist/
 *   npm run benchmark -- --no-build   measure the dist/ that is there
 *   add --lighthouse                  also run Lighthouse (mobile, fetched with npx
 *                                     on first use) on one page of every kind
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { startStaticServer } from './serve.ts';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = new URL('..', import.meta.url).pathname;
const DIST = join(ROOT, 'dist');
const BUDGET = { js: 100 * 1024, page: 200 * 1024, buildSeconds: 15 };

const gz = (file: string) => gzipSync(readFileSync(file)).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' || entry.name === 'media' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** The script the page starts, plus every module it imports statically. */
function initialScripts(html: string): Set<string> {
  const found = new Set<string>();
  // The entry is started by a small inline script (see startAfterFirstPaint in prerender.ts).
  const queue = [...html.matchAll(/(?:src=|href=|import\()"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  while (queue.length) {
    const url = queue.pop()!;
    if (found.has(url)) continue;
    found.add(url);
    const code = readFileSync(join(DIST, url), 'utf8');
    // Static imports only: `import ... from "./x.js"`; dynamic import() loads later, on use.
    for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w{}\s,*$]+from\s*)?["'](\.\/[^"']+\.js)["']/g)) queue.push(`/assets/${m[1].slice(2)}`);
  }
  return found;
}

function measurePage(file: string) {
  const html = readFileSync(file, 'utf8');
  const scripts = initialScripts(html);
  const js = [...scripts].reduce((sum, url) => sum + gz(join(DIST, url)), 0);
  const images = new Set([...html.matchAll(/<img[^>]+src="(\/media\/[^"]+)"/g)].map((m) => m[1]));
  const pictures = [...images].reduce((sum, url) => sum + (url.endsWith('.svg') ? gz(join(DIST, url)) : statSync(join(DIST, url)).size), 0);
  const htmlGz = gzipSync(html).length;
  return { route: `/${relative(DIST, file).replace(/(^|\/)index\.html$/, '')}`, html: htmlGz, js, pictures, total: htmlGz + js + pictures };
}

let buildSeconds: number | undefined;
if (!process.argv.includes('--no-build')) {
  const started = performance.now();
  execFileSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: 'inherit' });
  buildSeconds = (performance.now() - started) / 1000;
}
if (!existsSync(join(DIST, 'index.html'))) {
  console.error('dist/ is empty: run `npm run build` first, or leave out --no-build.');
  process.exit(1);
}

const rows = htmlFiles(DIST).map(measurePage).sort((a, b) => a.route.localeCompare(b.route));
console.log(`\n${'page'.padEnd(32)}${'html'.padStart(10)}${'js'.padStart(10)}${'pictures'.padStart(11)}${'total'.padStart(11)}`);
for (const r of rows) console.log(`${r.route.padEnd(32)}${kb(r.html).padStart(10)}${kb(r.js).padStart(10)}${kb(r.pictures).padStart(11)}${kb(r.total).padStart(11)}`);

const max = (key: 'js' | 'total') => rows.reduce((best, r) => (r[key] > best[key] ? r : best));
const heaviestJs = max('js');
const heaviest = max('total');
console.log(`\n${rows.length} pages. Gzipped, first load; pictures counted as sent (SVG gzipped).`);
console.log(`JavaScript before interactive: at most ${kb(heaviestJs.js)} (${heaviestJs.route}); budget ${kb(BUDGET.js)}.`);
console.log(`Transferred per page:          at most ${kb(heaviest.total)} (${heaviest.route}); budget ${kb(BUDGET.page)}.`);
if (buildSeconds !== undefined) console.log(`Full build:                    ${buildSeconds.toFixed(1)} s for ${rows.length} pages; budget ${BUDGET.buildSeconds} s.`);

/** One page of every kind: studio home, list, form, and a demo's home, prices, gallery and form. */
const LIGHTHOUSE_PAGES = ['/', '/portfolio', '/contact', '/demo-detailing', '/demo-hvac/services', '/demo-restaurant/portfolio', '/demo-salon/contact'];

async function lighthouse(): Promise<void> {
  const port = 4190;
  const server = await startStaticServer(port);
  const out = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const flags = '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
  console.log(`\nLighthouse 12, mobile emulation, simulated throttling:\n${'page'.padEnd(28)} perf  a11y  best   seo     LCP     TBT   CLS`);
  try {
    for (const route of LIGHTHOUSE_PAGES) {
      const file = join(out, 'report.json');
      // Asynchronous, so this process keeps serving the pages Lighthouse asks for.
      await promisify(execFile)('npx', ['--yes', 'lighthouse@12', `http://127.0.0.1:${port}${route}`, '--quiet', `--chrome-flags=${flags}`, '--output=json', `--output-path=${file}`, '--only-categories=performance,accessibility,best-practices,seo'], {
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      });
      const report = JSON.parse(readFileSync(file, 'utf8'));
      const score = (id: string) => String(Math.round(report.categories[id].score * 100)).padStart(4);
      const audit = (id: string) => String(report.audits[id].displayValue).padStart(8);
      console.log(`${route.padEnd(28)}${score('performance')}  ${score('accessibility')}  ${score('best-practices')}  ${score('seo')}${audit('largest-contentful-paint')}${audit('total-blocking-time')}${audit('cumulative-layout-shift').slice(2)}`);
    }
  } finally {
    server.close();
  }
}

if (process.argv.includes('--lighthouse')) await lighthouse();
