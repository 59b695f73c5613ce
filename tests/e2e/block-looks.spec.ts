/**
 * How some blocks lay out, on every page that has them, at both widths: a
 * hero's picture on a phone is a strip that shows its scene (not a thin
 * slice); a strip of featured pictures stays inside the page on a laptop and,
 * on a phone, scrolls with a mark saying there is more; the figures of a stats
 * row line up; a span of opening days never breaks at its dash.
 */
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { NOT_FOUND_PATH, routeOf } from '../../scripts/content/core/route.ts';
import type { Block } from '../../src/content/types.generated.ts';
import { expect, test } from './fixtures.ts';
import { DESKTOP, PHONE } from './support/every-route.ts';

/** The routes whose page has a block matching `has`, read from the content (the not-found page has no route of its own). */
function routesWith(has: (block: Block) => boolean): string[] {
  return loadContent().sites.flatMap(({ site, pages }) =>
    pages
      .filter(({ page }) => page.path !== NOT_FOUND_PATH && page.blocks.some(has))
      .map(({ page }) => routeOf(site, page)),
  );
}

const heroPictures = routesWith(
  (block) => block.type === 'hero' && Boolean(block.image) && [undefined, 'band', 'full-bleed'].includes(block.layout),
);
const strips = routesWith((block) => block.type === 'featured' && block.variant === 'strip' && block.items.length > 1);
const stats = routesWith((block) => block.type === 'stats');
const hours = routesWith((block) => block.type === 'opening-hours' || block.type === 'form');

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });

  for (const route of heroPictures)
    test(`${route}: the hero's picture is a strip of its own, at least half as tall as it is wide`, async ({
      page,
    }) => {
      await page.goto(route);
      const picture = page.locator('main section:has(h1) img').first();
      const box = (await picture.boundingBox())!;
      expect(box.width).toBeGreaterThan(PHONE.width * 0.9);
      expect(box.height / box.width).toBeGreaterThanOrEqual(0.45);
    });

  for (const route of strips)
    test(`${route}: a strip of pictures scrolls sideways with a mark that follows it`, async ({ page }) => {
      await page.goto(route);
      const list = page
        .locator('main ul')
        .filter({ has: page.locator('li img') })
        .first();
      const overflow = await list.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow, 'there is more to scroll to').toBeGreaterThan(0);
      const mark = list.locator('xpath=following-sibling::*[@aria-hidden="true"]');
      await expect(mark).toBeVisible();
      const place = () => mark.evaluate((el) => getComputedStyle(el, '::before').transform);
      const before = await place();
      await list.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
      await expect.poll(place, 'the mark moves as the strip scrolls').not.toBe(before);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  for (const route of strips)
    test(`${route}: a strip of pictures fits the page's width without scrolling`, async ({ page }) => {
      await page.goto(route);
      const list = page
        .locator('main ul')
        .filter({ has: page.locator('li img') })
        .first();
      expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
      const heading = (await list.locator('xpath=ancestor::section//h2').first().boundingBox())!;
      const box = (await list.boundingBox())!;
      // Inside the page's content column: no wider than the column the section's heading is centred in.
      expect(Math.abs(box.x + box.width / 2 - (heading.x + heading.width / 2))).toBeLessThan(2);
      expect(box.x).toBeGreaterThanOrEqual(DESKTOP.width * 0.05);
    });
});

for (const viewport of [PHONE, DESKTOP])
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const route of stats)
      test(`${route}: the figures of a stats row line up`, async ({ page }) => {
        await page.goto(route);
        await page.evaluate(() => document.fonts.ready);
        const rows = await page.evaluate(() =>
          // Lists of figures: a <dl> whose every entry is a group holding a <dd>.
          [...document.querySelectorAll('main dl')]
            .filter(
              (list) => list.children.length > 1 && [...list.children].every((entry) => entry.querySelector('dd')),
            )
            .map((list) => {
              // Figures grouped by the row their entry starts in; within a row, one top.
              const byRow = new Map<number, number[]>();
              for (const entry of list.children) {
                const row = Math.round(entry.getBoundingClientRect().top);
                const figure = entry.querySelector('dd')!.getBoundingClientRect().top;
                byRow.set(row, [...(byRow.get(row) ?? []), Math.round(figure)]);
              }
              return [...byRow.values()].map((tops) => Math.max(...tops) - Math.min(...tops));
            }),
        );
        expect(rows.length).toBeGreaterThan(0);
        for (const spreads of rows) for (const spread of spreads) expect(spread).toBeLessThanOrEqual(1);
      });

    for (const route of hours)
      test(`${route}: a span of days such as Tuesday-Sunday stays on one line`, async ({ page }) => {
        await page.goto(route);
        await page.evaluate(() => document.fonts.ready);
        const broken = await page.evaluate(() => {
          const found: string[] = [];
          for (const term of document.querySelectorAll('main dl dt')) {
            const walker = document.createTreeWalker(term, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode())
              for (const match of node.textContent!.matchAll(/\S+[-–]\S+/g)) {
                const range = document.createRange();
                range.setStart(node, match.index);
                range.setEnd(node, match.index + match[0].length);
                const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
                if (lines.size > 1) found.push(match[0]);
              }
          }
          return found;
        });
        expect(broken).toEqual([]);
      });
  });
