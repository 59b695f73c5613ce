/**
 * The development server (npm run dev) picks up a new block type while it runs:
 * in a copy of the project, a developer scaffolds a block and puts a section of
 * it on a page, and the page shows that section, with no restart, instead of
 * "There is no section type".
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { copyProject } from '../support/project-copy.ts';
import { expect, test } from './fixtures.ts';
import { startDevServer, type DevServer } from './support/dev-server.ts';

const BLOCK = 'timeline';
const HEADING = 'When the doors are open';

/** Inside node_modules, where the development server lets the browser load pre-bundled packages from. */
const COPY_CACHE = `node_modules/.vite-copy-${process.pid}`;
const COPY_CONFIG = `import config from './vite.config.ts';
export default (env) => ({ ...config(env), cacheDir: '${COPY_CACHE}' });
`;

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
let server: DevServer;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  project = copyProject();
  const port = await freePort();
  const env = { ...process.env };
  delete env.SITE_CONTENT_DIR; // the copy's own content, next to the copy's own schemas
  // The copy shares node_modules: its own cache of pre-bundled packages keeps it from
  // rewriting the one a development server of the project itself may be using.
  writeFileSync(join(project.dir, 'vite.copy.config.ts'), COPY_CONFIG);
  server = await startDevServer({
    cwd: project.dir,
    port,
    env,
    args: ['--config', 'vite.copy.config.ts'],
    timeout: 120_000,
  });
});

test.afterAll(() => {
  server?.stop();
  if (project) rmSync(join(project.dir, COPY_CACHE), { recursive: true, force: true });
  project?.remove();
});

test('a block scaffolded while the server runs is accepted and rendered without a restart', async ({
  page,
  consoleLog,
}) => {
  consoleLog.allow(/Failed to load resource: the server responded with a status of 500/);
  const response = await page.goto(`${server.url}/about`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('main')).toBeVisible();

  // A section of a type the schemas do not know yet: the server says so.
  const aboutFile = join(project.dir, 'site-content/studio/pages/about.json');
  const about = JSON.parse(readFileSync(aboutFile, 'utf8')) as { blocks: unknown[] };
  about.blocks.push({ type: BLOCK, heading: HEADING, text: 'Monday to Friday, nine to five.' });
  writeFileSync(aboutFile, `${JSON.stringify(about, null, 2)}\n`);
  await expect
    .poll(() => server.output().includes(`There is no section type "${BLOCK}"`), { timeout: 30_000 })
    .toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/content has a problem/, { timeout: 30_000 });

  // The developer scaffolds the block; the same server reads the new schema and accepts the page.
  const before = server.output().length;
  execFileSync('npm', ['run', 'new:block', '--', BLOCK], { cwd: project.dir, stdio: 'pipe' });
  await expect.poll(() => server.output().slice(before), { timeout: 30_000 }).toContain('Content is valid again.');

  // It renders the section with the new component, in the open page too. (The page also reloads
  // itself on every check, but a check can land between the scaffold's writes, so it is reloaded here.)
  const rendered = async () => {
    const answer = await fetch(`${server.url}/about`);
    // Headings keep their last two words together with a no-break space.
    const html = (await answer.text()).replace(/\u00a0|&nbsp;|&#160;/g, ' ');
    return { status: answer.status, section: html.includes(HEADING) };
  };
  await expect.poll(rendered, { timeout: 30_000, intervals: [500] }).toEqual({ status: 200, section: true });
  await page.reload();
  await expect(page.getByRole('heading', { name: HEADING })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Monday to Friday, nine to five.')).toBeVisible();
});
