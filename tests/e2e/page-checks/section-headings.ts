/**
 * Every section heading stands where its site's theme says: centred, or at the
 * content's left edge, with the intro beside it on wide screens and under it,
 * at the same edge, on phones. (Each page header's look is held by
 * ./page-header.ts.) A home page always has sections with headings, so a
 * change that hides them from this check fails it there.
 */
import { expect } from '../fixtures.ts';
import type { PageCheck } from './check.ts';

/** Pixels two edges may differ by, for rounding. */
const ROUNDING = 1.5;
/** From this width the intro of a heading at the left edge stands beside it. */
const WIDE = 900;

/** Runs in the page: every visible section heading's header, with its heading, intro and the content box it stands in. */
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

export const sectionHeadings: PageCheck = {
  title: "section headings stand where the site's theme says",
  run: async ({ page, site, width }) => {
    const headings = await page.evaluate(measureHeadings);
    if (site.home) expect.soft(headings.length, 'a home page has sections with headings').toBeGreaterThan(0);
    for (const h of headings) {
      const where = `"${h.heading}"`;
      if (site.headingAlign === 'center') {
        const middle = (h.content.left + h.content.right) / 2;
        expect.soft(Math.abs((h.left + h.right) / 2 - middle), `${where} is centred`).toBeLessThanOrEqual(ROUNDING + 1);
        continue;
      }
      expect
        .soft(Math.abs(h.left - h.content.left), `${where} starts at the content edge`)
        .toBeLessThanOrEqual(ROUNDING);
      if (h.intro && width >= WIDE) {
        expect.soft(h.intro.left, `${where}: the intro stands beside the heading`).toBeGreaterThan(h.right);
        expect.soft(h.intro.top, `${where}: the intro is level with the heading`).toBeLessThan(h.bottom);
      } else if (h.intro)
        expect
          .soft(Math.abs(h.intro.left - h.content.left), `${where}: the intro starts at the same edge`)
          .toBeLessThanOrEqual(ROUNDING);
    }
  },
};
