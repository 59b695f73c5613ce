/**
 * What a page's JavaScript may carry: only the code of its own islands. Static
 * blocks ship none, and no script holds the routes or the content of any page,
 * so nothing a visitor downloads grows with the number of pages.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { NOT_FOUND_PATH, routeOf } from '../../scripts/content/core/route.ts';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { SCHEMA_DIR } from '../../scripts/paths.ts';
import { WAKES_ON_VISITOR, type Wake } from '../../src/page-context/wake.ts';
import { expect, hydrated, test } from './fixtures.ts';

const BLOCK_TYPES = readdirSync(join(SCHEMA_DIR, 'blocks')).map((file) => file.replace('.schema.json', ''));
const PAGES = loadContent().sites.flatMap(({ site, pages }) =>
  pages
    .filter(({ page }) => page.path !== NOT_FOUND_PATH)
    .map(({ page }) => ({ route: routeOf(site, page), title: page.title })),
);

for (const route of ['/', '/contact', '/demo-salon/portfolio', '/demo-hvac/services']) {
  test(`${route} loads the code of its own islands and no content`, async ({ page }) => {
    const scripts = new Map<string, string>();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script')
        scripts.set(new URL(response.url()).pathname, await response.text().catch(() => ''));
    });
    await page.goto(route);
    await hydrated(page);
    // Let the idle and visible islands wake as well.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await page.waitForTimeout(2500);

    const islands = await page
      .locator('site-island')
      .evaluateAll((roots) => roots.map((root) => root.getAttribute('data-island')));
    expect(islands.length).toBeGreaterThan(0);
    for (const type of BLOCK_TYPES) {
      if (islands.includes(`block:${type}`)) continue;
      const chunk = [...scripts.keys()].find((path) => path.startsWith(`/assets/${type}-`));
      expect(chunk, `the static "${type}" block ships no JavaScript`).toBeUndefined();
    }
    for (const [path, source] of scripts) {
      for (const other of PAGES) {
        expect(source.includes(other.title), `${path} carries the title of ${other.route}`).toBe(false);
      }
      expect(
        source.includes('/demo-salon/portfolio') || source.includes('/demo-hvac/services'),
        `${path} carries a route table`,
      ).toBe(false);
    }
  });
}

const hydrating = (path: string) => path.startsWith('/assets/hydrate-island-');

/** Records the path of every script the page requests. */
function scriptRequests(page: import('@playwright/test').Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Opens the route and checks that every island on it waits for the visitor and that no React has come after a while. */
async function openWithoutReact(page: import('@playwright/test').Page, route: string): Promise<string[]> {
  const scripts = scriptRequests(page);
  await page.goto(route);
  const waits = await page
    .locator('site-island')
    .evaluateAll((roots) => roots.map((root) => root.getAttribute('data-wake')));
  expect(waits.length).toBeGreaterThan(0);
  expect(
    waits.every((wake) => WAKES_ON_VISITOR.includes(wake as Wake)),
    `every island of ${route} waits for the visitor (${waits.join(', ')})`,
  ).toBe(true);
  await page.waitForTimeout(2500);
  expect(scripts.filter(hydrating)).toEqual([]);
  return scripts;
}

test('a page whose islands all wait for the visitor runs no React until the visitor reaches for one', async ({
  page,
}) => {
  const scripts = await openWithoutReact(page, '/demo-auto-repair/about');
  // Reaching for the header wakes it, and React with it.
  const header = page.locator('site-island[data-island="header"]');
  await page.getByRole('banner').getByRole('link').first().hover();
  await expect(header).toHaveAttribute('data-awake', '');
  expect(scripts.some(hydrating)).toBe(true);
});

test('the floating button wakes once the page is scrolled, not at load', async ({ page }) => {
  const scripts = await openWithoutReact(page, '/services');
  const floating = page.locator('site-island[data-island="floating-action"]');
  await expect(floating).not.toHaveAttribute('data-awake');
  await page.mouse.wheel(0, 900);
  await expect(floating).toHaveAttribute('data-awake', '');
  expect(scripts.some(hydrating)).toBe(true);
  // Once, whether it shows here or steps aside from the text under it.
  await expect(floating.getByRole('link', { name: 'Get a Quote', exact: true, includeHidden: true })).toHaveCount(1);
});

test('the page is painted before its script is even requested', async ({ page }) => {
  await page.goto('/demo-auto-repair');
  await hydrated(page);
  const { paint, requested } = await page.evaluate(() => {
    const starter = [...document.scripts].find((script) => script.type === 'module' && !script.src)!.textContent!;
    const entry = new URL(/import\("([^"]+)"\)/.exec(starter)![1], location.href).href;
    return {
      paint: performance.getEntriesByType('paint')[0]?.startTime,
      requested: performance.getEntriesByName(entry)[0]?.startTime,
    };
  });
  expect(paint).toBeGreaterThan(0);
  expect(requested).toBeGreaterThanOrEqual(paint);
});
