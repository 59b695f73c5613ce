/**
 * Every section heading stands where its site's theme says, at 1280 and 375 px:
 * centred, or at the content's left edge with the intro beside it on wide
 * screens. (Each page header's look is held on every page by
 * ./page-checks/page-header.ts.)
 */
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { NOT_FOUND_PATH, routeOf } from '../../scripts/content/core/route.ts';
import { expect, test } from './fixtures.ts';
import { DESKTOP, MISSING_ROUTE, PHONE } from './support/every-route.ts';

/** Pixels two edges may differ by, for rounding. */
const ROUNDING = 1.5;

const sites = loadContent().sites;
const addressOf = (site: (typeof sites)[number]['site'], path: string) =>
  path === NOT_FOUND_PATH ? MISSING_ROUTE : routeOf(site, { path });

/** Every page of each site, with the alignment its theme gives section headings. */
const headingPages = sites.map(({ site, pages }) => ({
  name: site.name,
  align: site.theme.headings ?? 'center',
  routes: pages.map(({ page }) => addressOf(site, page.path)),
}));

/** Runs in the page: every section heading's header, with its heading, intro and the content box it stands in. */
function measureHeadings() {
  return [...document.querySelectorAll('main section > div > header[data-heading-align]')]
    .filter((header) => header.querySelector('h2') && header.checkVisibility())
    .map((header) => {
      const container = header.parentElement!;
      const padding = parseFloat(getComputedStyle(container).paddingLeft);
      const outer = container.getBoundingClientRect();
      const h2 = header.querySelector('h2')!;
      // The heading's words, not its box (a centred heading's box may span the column).
      const range = document.createRange();
      range.selectNodeContents(h2);
      const lines = [...range.getClientRects()];
      const intro = header.querySelector(':scope > p')?.getBoundingClientRect();
      return {
        heading: h2.textContent!.slice(0, 40),
        left: Math.min(...lines.map((line) => line.left)),
        right: Math.max(...lines.map((line) => line.right)),
        bottom: h2.getBoundingClientRect().bottom,
        content: { left: outer.left + padding, right: outer.right - padding },
        intro: intro && { left: intro.left, top: intro.top },
      };
    });
}

for (const viewport of [DESKTOP, PHONE]) {
  const wide = viewport.width >= 900;

  test.describe(`section headings at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { name, align, routes } of headingPages) {
      test(`${name}: section headings stand ${align === 'start' ? 'at the left edge' : 'centred'}`, async ({
        page,
        consoleLog,
      }) => {
        consoleLog.allow(/404/);
        let seen = 0;
        for (const route of routes) {
          await page.goto(route);
          await page.evaluate(() => document.fonts.ready);
          for (const h of await page.evaluate(measureHeadings)) {
            seen++;
            const where = `${route}, "${h.heading}"`;
            if (align === 'center') {
              const middle = (h.content.left + h.content.right) / 2;
              expect(Math.abs((h.left + h.right) / 2 - middle), `${where} is centred`).toBeLessThanOrEqual(
                ROUNDING + 1,
              );
              continue;
            }
            expect(Math.abs(h.left - h.content.left), `${where} starts at the content edge`).toBeLessThanOrEqual(
              ROUNDING,
            );
            if (h.intro && wide) {
              expect(h.intro.left, `${where}: the intro stands beside the heading`).toBeGreaterThan(h.right);
              expect(h.intro.top, `${where}: the intro is level with the heading`).toBeLessThan(h.bottom);
            } else if (h.intro) expect(Math.abs(h.intro.left - h.content.left)).toBeLessThanOrEqual(ROUNDING);
          }
        }
        expect(seen, 'the site has sections with headings').toBeGreaterThan(0);
      });
    }
  });
}
