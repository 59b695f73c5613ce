import { NOT_FOUND_PATH, routeOf } from '../../scripts/content/core/route.ts';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { expect, hydrated, test } from './fixtures.ts';
import { PAGE_PATHS } from './support/demos.ts';
import { SPEC_DEMOS } from './support/spec-demos.ts';

// Each page's own checks (prerendered, hydrated, titled) are in ./page-checks/served.ts.
const pages = loadContent().sites.flatMap(({ site, pages }) =>
  pages.filter(({ page }) => page.path !== NOT_FOUND_PATH).map(({ page }) => ({ route: routeOf(site, page) })),
);

/** SPEC section 1: the studio's routes, and the five child routes under each demo's base. */
const STUDIO_ROUTES = ['/', '/portfolio', '/services', '/about', '/contact'];
const DEMO_BASES = Object.keys(SPEC_DEMOS);

test('the content has every page the specification names, each address once', () => {
  const routes = pages.map(({ route }) => route);
  const named = [
    ...STUDIO_ROUTES,
    ...DEMO_BASES.flatMap((base) => PAGE_PATHS.map((path) => routeOf({ basePath: base }, { path }))),
  ];
  expect(routes).toEqual(expect.arrayContaining(named));
  expect(new Set(routes).size).toBe(routes.length);
});

test('an unknown address shows the not-found page and logs the address', async ({ page, consoleLog }) => {
  consoleLog.allow(/404 Error: User attempted to access non-existent route: \/no-such-page/);
  consoleLog.allow(/Failed to load resource: the server responded with a status of 404/);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expect.poll(() => consoleLog.messages.some((m) => m.includes('/no-such-page'))).toBe(true);
});
