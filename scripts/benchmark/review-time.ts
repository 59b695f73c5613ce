/**
 * How soon the review page shows the first changed page: a copy of the
 * content in a git repository of its own, one of its sites given 20 pages
 * (its own, and copies of them), a request for review of a change to each of
 * the 20, and team mode's editor serving it. A browser signed in as the
 * studio opens the review address; the figure is the time from asking for
 * the address to the first changed page drawn, after, with its words in the
 * frame. The server's answer of the request's documents is timed alone too.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { chromium } from '@playwright/test';
import { findSiteDirs } from '../content/load.ts';
import { Accounts } from '../editor/team/accounts.ts';
import { Git } from '../editor/team/git.ts';
import { ReviewRequests } from '../editor/team/reviews.ts';
import { Sessions, SESSION_COOKIE } from '../editor/team/sessions.ts';

/** The pages a request changes, as the specification times it. */
export const REVIEW_PAGES = 20;

/** Changes the first heading found in `value`; true when one was changed. */
function changeHeading(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(changeHeading);
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  if (typeof record.heading === 'string' && record.heading) {
    record.heading = `${record.heading} (new)`;
    return true;
  }
  return Object.values(record).some(changeHeading);
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const writeJson = (file: string, data: unknown) => writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

/** Gives the site `count` pages: its own, then copies of them at addresses of their own. */
function pagesEnough(siteDir: string, count: number): string[] {
  const dir = join(siteDir, 'pages');
  const own = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const files = own.map((name) => join(dir, name));
  for (let i = 0; files.length < count; i++) {
    const page = readJson(files[i % own.length]);
    const name = `review-copy-${i + 1}`;
    page.path = `/${name}`;
    const file = join(dir, `${name}.json`);
    writeJson(file, page);
    files.push(file);
  }
  return files.slice(0, count);
}

/** Polls until the editor answers its sign-in page. */
async function editorUp(url: string, child: ReturnType<typeof spawn>, output: () => string) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The editor stopped:\n${output()}`);
    if (/Editor ready/.test(output())) {
      const answer = await fetch(`${url}/sign-in`).catch(() => undefined);
      if (answer?.ok) return;
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`The editor did not start in 5 minutes:\n${output()}`);
}

export interface ReviewFigures {
  /** From asking for the review address to the first changed page drawn, the editor's scripts in the cache. */
  firstPageSeconds: number;
  /** The same on the browser's first visit, its scripts loaded too. */
  firstVisitSeconds: number;
  /** The server's answer of the request: every changed file, in words, with both documents. */
  answerSeconds: number;
  pages: number;
  site: string;
}

/** Times the review page of a request for `REVIEW_PAGES` changed pages, on a copy of `contentDir`. */
export async function measureReview(
  projectRoot: string,
  contentDir: string,
  port: number,
  progress: (text: string) => void,
): Promise<ReviewFigures> {
  const scratch = mkdtempSync(join(tmpdir(), 'benchmark-review-'));
  let child: ReturnType<typeof spawn> | undefined;
  try {
    const content = join(scratch, 'site-content');
    const dataDir = join(scratch, 'data');
    cpSync(contentDir, content, { recursive: true });
    const siteDir =
      findSiteDirs(content).find((dir) => dir.includes(`${join('demos', 'salon')}`)) ?? findSiteDirs(content)[0];
    const site = { id: basename(siteDir), folder: relative(content, siteDir) };
    const files = pagesEnough(siteDir, REVIEW_PAGES);
    const git = new Git(content);
    const author = ['-c', 'user.name=Benchmark', '-c', 'user.email=benchmark@example.com'];
    const commitAll = async (message: string) => {
      await git.run(['add', '.']);
      await git.run([...author, 'commit', '--quiet', '-m', message]);
      return (await git.run(['rev-parse', 'HEAD'])).trim();
    };
    await git.run(['init', '--quiet', '-b', 'main']);
    const from = await commitAll('Start');
    for (const file of files) {
      const page = readJson(file);
      if (!changeHeading(page)) page.title = `${String(page.title ?? '')} (new)`;
      writeJson(file, page);
    }
    const to = await commitAll(`${REVIEW_PAGES} pages changed`);

    const accounts = new Accounts(dataDir);
    const email = 'studio@example.com';
    const { token } = await accounts.invite({ email, sites: 'all', admin: true });
    await accounts.accept(token, 'Studio', 'a benchmark of patience');
    const session = await new Sessions(dataDir).start(email);
    const request = await new ReviewRequests(dataDir).ask({
      site: site.id,
      person: email,
      name: 'Studio',
      note: 'Benchmark',
      from,
      to,
      commits: [{ commit: to, summary: `${REVIEW_PAGES} pages changed` }],
    });

    progress(`starting team mode's editor on a copy of the content, port ${port}...`);
    let output = '';
    child = spawn('npx', ['tsx', 'scripts/editor/server.ts', '--team'], {
      cwd: projectRoot,
      env: {
        ...process.env,
        SITE_CONTENT_DIR: content,
        EDITOR_PORT: String(port),
        EDITOR_DATA_DIR: dataDir,
        EDITOR_TWO_STEP: 'optional',
        PUBLISH_DIR: join(scratch, 'public'),
      },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const url = `http://127.0.0.1:${port}`;
    await editorUp(url, child, () => output);
    // The page's scripts are prepared after "ready": wait for them, as a visitor after the start would.
    const deadline = Date.now() + 300_000;
    while (!/ready for the first visit|Could not prepare/.test(output) && Date.now() < deadline)
      await new Promise((done) => setTimeout(done, 250));

    const cookie = `${SESSION_COOKIE}=${session}`;
    const address = `/api/review/show?site=${encodeURIComponent(site.id)}&id=${request.id}`;
    // Once to warm git's own caches as a second look would; the figure is the next one.
    await fetch(url + address, { headers: { cookie } });
    const asked = performance.now();
    const answer = await fetch(url + address, { headers: { cookie } });
    if (!answer.ok) throw new Error(`The review's documents were refused: ${answer.status} ${await answer.text()}`);
    await answer.json();
    const answerSeconds = (performance.now() - asked) / 1000;

    progress(`opening the review of ${REVIEW_PAGES} changed pages in a browser...`);
    // The system's Chromium where there is one, as the browser tests use (playwright.config.ts).
    const system = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    const browser = await chromium.launch({
      executablePath: existsSync(system) ? system : undefined,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addCookies([{ name: SESSION_COOKIE, value: session, url }]);
      const page = await context.newPage();
      /** Seconds from asking for the address to the first changed page drawn, after, in its frame. */
      const open = async () => {
        const started = performance.now();
        await page.goto(`${url}/review/${site.id}/${request.id}`);
        await page.waitForFunction(
          () => {
            const frame = document.querySelector<HTMLIFrameElement>(
              '.ed-review-page .ed-review-side:last-child iframe',
            );
            return (frame?.contentDocument?.body?.innerText.trim().length ?? 0) > 0;
          },
          undefined,
          { timeout: 60_000, polling: 16 },
        );
        return (performance.now() - started) / 1000;
      };
      // The first visit loads the editor's scripts; a studio that reviews often has them in its cache.
      const firstVisitSeconds = await open();
      return {
        firstPageSeconds: await open(),
        firstVisitSeconds,
        answerSeconds,
        pages: REVIEW_PAGES,
        site: site.id,
      };
    } finally {
      await browser.close();
    }
  } finally {
    if (child?.pid) process.kill(-child.pid, 'SIGTERM');
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The review page's figures in lines, against the 1 s the specification asks for. */
export function describeReview(figures: ReviewFigures, contentPages: number): string[] {
  const at = `a request for ${figures.pages} changed pages of ${figures.site}, at ${contentPages.toLocaleString('en-US')} pages of content`;
  return [
    `Review page, first changed page: ${figures.firstPageSeconds.toFixed(2)} s from asking for the address (target: within 1 s), ${at}.`,
    `  On the browser's first visit, the editor's scripts loaded too: ${figures.firstVisitSeconds.toFixed(2)} s.`,
    `  The server's answer of the request's documents alone: ${figures.answerSeconds.toFixed(2)} s.`,
  ];
}
