/**
 * The development server (npm run dev) on a copy of the content: it serves
 * every page as the build renders it, and one broken content file only breaks
 * the pages built from it, with the validator's words on screen and once in the
 * terminal, until the file is fixed.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTENT_DIR, PROJECT_ROOT as ROOT } from '../../scripts/paths.ts';
import { expect, hydrated, test } from './fixtures.ts';
import { startDevServer, type DevServer } from './support/dev-server.ts';

// Beside the site's port (PORT), so parallel checkouts do not collide.
const DEV_PORT = Number(process.env.DEV_PORT ?? Number(process.env.PORT ?? 4173) + 1000);
/** The four sequences a string replacement would misread. */
const DOLLARS = "$$ $` $' $&";

let content: string;
let server: DevServer;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  content = mkdtempSync(join(tmpdir(), 'dev-content-'));
  cpSync(CONTENT_DIR, content, { recursive: true });
  const aboutFile = join(content, 'studio/pages/about.json');
  const about = JSON.parse(readFileSync(aboutFile, 'utf8'));
  about.title = `About ${DOLLARS} | Studio`;
  about.description = `Prices from ${DOLLARS} upwards, for small businesses that want a fast site.`;
  about.blocks[0].text = `One developer ${DOLLARS} at a time.`;
  writeFileSync(aboutFile, JSON.stringify(about, null, 2));

  server = await startDevServer({ cwd: ROOT, port: DEV_PORT, env: { ...process.env, SITE_CONTENT_DIR: content } });
});

test.afterAll(() => {
  server?.stop();
  rmSync(content, { recursive: true, force: true });
});

test('serves a page as the build does, with "$" sequences in its text kept exactly, and hydrates it', async ({
  page,
}) => {
  const response = await page.goto(`${server.url}/about`);
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  expect(html).toMatch(/<style[^>]*data-styled/);
  await expect(page).toHaveTitle(`About ${DOLLARS} | Studio`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    `Prices from ${DOLLARS} upwards, for small businesses that want a fast site.`,
  );
  await expect(page.getByText(`One developer ${DOLLARS} at a time.`)).toBeVisible();
  await hydrated(page);
  await expect(
    page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }),
  ).toBeVisible();
});

test('one broken file breaks only its own page, says why in plain words, and clears when fixed', async ({
  page,
  consoleLog,
}) => {
  consoleLog.allow(/Failed to load resource: the server responded with a status of 500/);
  const file = join(content, 'demos/salon/pages/services.json');
  const original = readFileSync(file, 'utf8');
  const before = server.output().length;
  writeFileSync(file, original.replace('"type": "pricing"', '"type": "pricng"'));

  // The terminal names the problem once for this save.
  const located = /salon\/pages\/services\.json:\d+:\d+/g;
  await expect
    .poll(() => server.output().slice(before).match(located)?.length ?? 0, { timeout: 20_000 })
    .toBeGreaterThan(0);
  await page.waitForTimeout(1500);
  const lines = server.output().slice(before).match(located)!;
  expect(new Set(lines).size, 'each problem printed once').toBe(lines.length);

  // The broken page shows the validator's message and hint, and nothing for developers only.
  const response = await page.goto(`${server.url}/demo-salon/services`);
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/content has a problem/);
  await expect(page.getByText('pricng').first()).toBeVisible();
  await expect(page.getByText(/salon\/pages\/services\.json:\d+:\d+/)).toBeVisible();
  const text = await page.locator('body').innerText();
  expect(text).toContain('What to do');
  expect(text).not.toMatch(/vite\.config|\n\s+at .+:\d+:\d+/);

  // Every other page still works: the studio, and the salon's other pages.
  for (const [route, heading] of [
    ['/about', `One developer ${DOLLARS} at a time.`],
    ['/demo-salon/about', null],
  ] as const) {
    const other = await page.context().newPage();
    const answer = await other.goto(`${server.url}${route}`);
    expect(answer?.status(), route).toBe(200);
    await expect(other.getByRole('main')).toBeVisible();
    if (heading) await expect(other.getByText(heading)).toBeVisible();
    await other.close();
  }

  // Fixing the file clears the error screen by itself.
  writeFileSync(file, original);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/content has a problem/, { timeout: 30_000 });
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page).toHaveTitle(/Urban Style Salon/);
});
