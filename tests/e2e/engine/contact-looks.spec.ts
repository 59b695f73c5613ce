/**
 * Each form block lays out as its layout promises, each layout measured once on
 * the engine's fixture site, at 1280 and 375 px:
 * - aside: the heading centred above, the details in a column to the right of the form;
 * - tiles: the heading centred above, the details as cards in one row and their notes above a narrower, centred form;
 * - panel: on a coloured panel, the heading start-aligned beside the form, the details under the heading
 *   and the notes across the panel's foot.
 * Every one-line field is as tall as the others. On phones every layout is one column: the fields keep the form's full width and nothing
 * reaches past the screen. A FAQ set in columns ends its columns within one question of
 * each other, with nothing of the page's width left empty under the shorter one.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { DESKTOP, PHONE } from '../support/every-route.ts';
import { oneUsePerLook, usedLook } from './look-uses.ts';

const box = async (locator: Locator) => (await locator.boundingBox())!;
const centreX = (b: { x: number; width: number }) => b.x + b.width / 2;

/** A section heading stands centred over the layout, or at its start edge where the site's headings are start-aligned. */
type Box = { x: number; width: number };
async function expectOverFrame(heading: Locator, headingBox: Box, frameBox: Box) {
  const align = await heading.evaluate((element) =>
    element.closest('[data-heading-align]')?.getAttribute('data-heading-align'),
  );
  if (align === 'start') expect(Math.abs(headingBox.x - frameBox.x)).toBeLessThan(2);
  else expect(Math.abs(centreX(headingBox) - centreX(frameBox))).toBeLessThan(2);
}
const bottom = (b: { y: number; height: number }) => b.y + b.height;
const right = (b: { x: number; width: number }) => b.x + b.width;

/** The boxes of an element's descendants that reach past its left or right edge (by more than a pixel). */
async function overflowing(container: Locator) {
  return container.evaluate((root) => {
    const outer = root.getBoundingClientRect();
    return [...root.querySelectorAll('*')]
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && (rect.left < outer.left - 1 || rect.right > outer.right + 1))
      .map(
        ({ element, rect }) => `${element.tagName.toLowerCase()} ${Math.round(rect.left)}-${Math.round(rect.right)}`,
      );
  });
}

for (const viewport of [DESKTOP, PHONE]) {
  const wide = viewport.width >= 900;

  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { look: layout, use } of oneUsePerLook('form', 'layout')) {
      test(`a form in the ${layout} layout`, async ({ page }) => {
        const { site, route, block } = usedLook('form', layout, use);
        await page.goto(route);
        const form = page.locator(`form[aria-label="${block.heading ?? 'Form'}"]`);
        const frame = page.locator('[data-form-layout]').filter({ has: form });
        await expect(frame).toHaveAttribute('data-form-layout', layout);
        const formBox = await box(form);
        const frameBox = await box(frame);

        // Nothing reaches past the layout's edges, nor the screen's.
        expect(await overflowing(frame)).toEqual([]);
        expect(frameBox.x).toBeGreaterThanOrEqual(-1);
        expect(right(frameBox)).toBeLessThanOrEqual(viewport.width + 1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        // Every one-line field is as tall as the others, whatever its kind, so two sharing a row line up.
        const heights = await form
          .locator('input, select')
          .evaluateAll((controls) => controls.map((control) => control.getBoundingClientRect().height));
        for (const height of heights) expect(Math.abs(height - heights[0]), `${heights}`).toBeLessThan(1);

        const heading = block.heading
          ? page.getByRole('heading', { level: 2, name: block.heading, exact: true })
          : undefined;
        const headingBox = heading ? await box(heading) : undefined;
        const details = block.aside ? frame.locator('[data-form-details]') : undefined;
        const detailsBox = details && (await details.count()) ? await box(details) : undefined;

        if (block.aside?.showContact !== false && site.contact.phone && details)
          await expect(details.locator('a[href^="tel:"]')).toHaveCount(1);

        if (!wide) {
          // One column: each field as wide as the form's inside, the form nearly as wide as the screen.
          expect(formBox.width).toBeGreaterThan(viewport.width * 0.8);
          const inner = await form.evaluate((element) => {
            const style = getComputedStyle(element);
            return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          });
          const widths = await form
            .locator('input, select, textarea')
            .evaluateAll((controls) => controls.map((control) => control.getBoundingClientRect().width));
          for (const width of widths) expect(width).toBeGreaterThan(inner - 2);
          if (headingBox) expect(bottom(headingBox)).toBeLessThanOrEqual(formBox.y);
          if (detailsBox) {
            if (layout === 'tiles') expect(bottom(detailsBox)).toBeLessThanOrEqual(formBox.y);
            else expect(detailsBox.y).toBeGreaterThanOrEqual(bottom(formBox));
          }
          return;
        }

        if (layout === 'aside') {
          if (headingBox) {
            await expectOverFrame(heading!, headingBox, frameBox);
            expect(bottom(headingBox)).toBeLessThanOrEqual(formBox.y);
          }
          if (detailsBox) {
            expect(detailsBox.x).toBeGreaterThanOrEqual(right(formBox));
            expect(Math.abs(detailsBox.y - formBox.y)).toBeLessThan(2);
          }
        }

        if (layout === 'tiles') {
          if (headingBox) {
            await expectOverFrame(heading!, headingBox, frameBox);
            expect(bottom(headingBox)).toBeLessThanOrEqual(frameBox.y);
          }
          // The form is centred under the details, and narrower than the page's width.
          expect(Math.abs(centreX(formBox) - centreX(frameBox))).toBeLessThan(2);
          expect(formBox.width).toBeLessThan(frameBox.width * 0.8);
          if (detailsBox && details) {
            expect(bottom(detailsBox)).toBeLessThanOrEqual(formBox.y);
            const tiles = await Promise.all((await details.locator(':scope > li').all()).map(box));
            expect(tiles.length).toBeGreaterThan(0);
            // Up to four tiles stand in one row, each a card of the same height.
            if (tiles.length <= 4)
              for (const tile of tiles) {
                expect(Math.abs(tile.y - tiles[0].y)).toBeLessThan(1);
                expect(Math.abs(tile.height - tiles[0].height)).toBeLessThan(1);
              }
          }
          // The notes come between the tiles and the form.
          const notes = frame.locator('[data-form-notes]');
          if (await notes.count()) {
            const notesBox = await box(notes);
            if (detailsBox) expect(notesBox.y).toBeGreaterThanOrEqual(bottom(detailsBox));
            expect(bottom(notesBox)).toBeLessThanOrEqual(formBox.y);
          }
        }

        if (layout === 'panel') {
          // The panel has a colour of its own, unlike the band it stands on.
          const [panelColour, bandColour] = await frame.evaluate((element) => [
            getComputedStyle(element).backgroundColor,
            getComputedStyle(element.closest('section')!).backgroundColor,
          ]);
          expect(panelColour).not.toBe('rgba(0, 0, 0, 0)');
          expect(panelColour).not.toBe(bandColour);
          if (headingBox && heading) {
            expect(right(headingBox)).toBeLessThanOrEqual(formBox.x);
            expect(headingBox.y).toBeLessThan(formBox.y + formBox.height / 3);
            expect(await heading.evaluate((element) => getComputedStyle(element).textAlign)).toMatch(/^(start|left)$/);
          }
          // The notes run across the panel's foot, under the form.
          const notes = frame.locator('[data-form-notes]');
          if (await notes.count()) {
            const notesBox = await box(notes);
            expect(notesBox.y).toBeGreaterThanOrEqual(bottom(formBox));
            expect(right(notesBox)).toBeGreaterThan(formBox.x + formBox.width / 2);
          }
          if (detailsBox) {
            expect(right(detailsBox)).toBeLessThanOrEqual(formBox.x);
            if (headingBox) {
              expect(Math.abs(detailsBox.x - headingBox.x)).toBeLessThan(2);
              expect(detailsBox.y).toBeGreaterThanOrEqual(bottom(headingBox));
            }
          }
        }
      });
    }

    for (const { use } of oneUsePerLook('faq', 'variant').filter(({ look }) => look === 'columns'))
      test(`a FAQ's columns end level`, async ({ page }) => {
        const { route, block } = usedLook('faq', 'columns', use);
        await page.goto(route);
        const first = page.locator('details', { has: page.locator('summary', { hasText: block.items[0].question }) });
        const grid = first.locator('xpath=../..');
        const parts = await Promise.all((await grid.locator(':scope > *').all()).map(box));
        const items = await Promise.all((await grid.locator('details').all()).map(box));
        expect(items).toHaveLength(block.items.length);
        const gridBox = await box(grid);
        const shortest = Math.min(...items.map((item) => item.height));
        const columns = parts.filter((part) => part.width < gridBox.width * 0.75);
        const across = parts.filter((part) => part.width >= gridBox.width * 0.75);
        if (!wide) {
          expect(columns).toEqual([]);
          return;
        }
        // Two columns side by side, ending within one question of each other.
        if (block.items.length > 1) {
          expect(columns).toHaveLength(2);
          expect(Math.abs(columns[0].y - columns[1].y)).toBeLessThan(1);
          expect(Math.abs(bottom(columns[0]) - bottom(columns[1]))).toBeLessThan(shortest);
        }
        // Whatever spans both columns stands under them, across the whole width.
        for (const part of across) {
          expect(Math.abs(part.width - gridBox.width)).toBeLessThan(1);
          for (const column of columns) expect(part.y).toBeGreaterThanOrEqual(bottom(column));
        }
      });
  });
}
