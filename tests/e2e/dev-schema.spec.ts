/**
 * The development server (npm run dev) picks up a new block type while it runs:
 * in a copy of the project, a developer scaffolds a block and puts a section of
 * it on a page, and the page shows that section, with no restart, instead of
 * "There is no section type".
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { copyProject } from '../support/project-copy.ts';
import { expect, test } from './fixtures.ts';

const BLOCK = 'opening-hours';
const HEADING = 'When the doors are open';

/** A port nothing listens on, so this server never collides with another test's. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let project: ReturnType<typeof copyProject>;
let server: ChildProcess;
let output = '';
let dev: string;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  project = copyProject();
  const port = await freePort();
  dev = `http://127.0.0.1:${port}`;
  const env = { ...process.env };
  delete env.SITE_CONTENT_DIR; // the copy's own content, next to the copy's own schemas
  server = spawn('npx', ['vite', '--port', String(port), '--strictPort'], { cwd: project.dir, env, detached: true });
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  let exited = false;
  server.on('exit', () => (exited = true));
  const status = async () => {
    if (exited) throw new Error(`The development server stopped:\n${output}`);
    return (await fetch(`${dev}/about`).catch(() => undefined))?.status;
  };
  await expect.poll(status, { timeout: 120_000, intervals: [1000] }).toBe(200);
});

test.afterAll(() => {
  if (server?.pid && server.exitCode === null) process.kill(-server.pid);
  project?.remove();
});

test('a block scaffolded while the server runs renders on a page without a restart', async ({ page, consoleLog }) => {
  consoleLog.allow(/Failed to load resource: the server responded with a status of 500/);
  const response = await page.goto(`${dev}/about`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('main')).toBeVisible();

  // As a developer would: scaffold the block, then use it on a page.
  execFileSync('npm', ['run', 'new:block', '--', BLOCK], { cwd: project.dir, stdio: 'pipe' });
  const aboutFile = join(project.dir, 'site-content/studio/pages/about.json');
  const about = JSON.parse(readFileSync(aboutFile, 'utf8')) as { blocks: unknown[] };
  about.blocks.push({ type: BLOCK, heading: HEADING, text: 'Monday to Friday, nine to five.' });
  writeFileSync(aboutFile, `${JSON.stringify(about, null, 2)}\n`);

  // The same server now accepts the new type and renders the section.
  const rendered = async () => {
    const answer = await fetch(`${dev}/about`);
    const html = await answer.text();
    return { status: answer.status, unknownType: html.includes(`no section type "${BLOCK}"`), section: html.includes(HEADING) };
  };
  await expect.poll(rendered, { timeout: 30_000, intervals: [500] }).toEqual({ status: 200, unknownType: false, section: true });

  await page.goto(`${dev}/about`);
  await expect(page.getByRole('heading', { name: HEADING })).toBeVisible();
  await expect(page.getByText('Monday to Friday, nine to five.')).toBeVisible();
  expect(output).not.toContain(`no section type "${BLOCK}"`);
});
