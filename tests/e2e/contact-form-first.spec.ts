/**
 * A contact page leads with its form: on a laptop its first field shows in
 * the first screen, on a phone within the first two, before any scrolling.
 */
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { routeOf } from '../../scripts/content/core/route.ts';
import { expect, test } from './fixtures.ts';
import { DESKTOP, PHONE } from './support/every-route.ts';

const CONTACT_PAGES = loadContent().sites.flatMap(({ site, pages }) =>
  pages.filter(({ page }) => page.path === '/contact').map(({ page }) => routeOf(site, page)),
);

for (const [viewport, screens] of [
  [DESKTOP, 1],
  [PHONE, 2],
] as const) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const route of CONTACT_PAGES) {
      test(`${route}: the form's first field is within the first ${screens === 1 ? 'screen' : 'two screens'}`, async ({
        page,
      }) => {
        await page.goto(route);
        const field = page.locator('main form').first().locator('input, select, textarea').first();
        await expect(field).toBeAttached();
        const top = await field.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
        expect(top, 'where the first field ends, from the top of the page').toBeLessThanOrEqual(
          screens * viewport.height,
        );
      });
    }
  });
}
