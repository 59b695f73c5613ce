/**
 * What the specification asks of a gallery, checked on one gallery of a page
 * whatever its look: its pictures, filters that narrow it, and the viewer a
 * click on a picture opens, with its counter and title, next and previous
 * that wrap at both ends, and three ways to close it (Escape among them).
 */
import type { Locator, Page } from '@playwright/test';
import type { GalleryBlock } from '../../../src/content/types.generated.ts';
import { expect } from '../fixtures.ts';

/** The page's galleries, in order: each section with a filter group or a picture that opens the viewer. */
export const galleryAt = (page: Page, nth = 0): Locator =>
  page
    .getByRole('main')
    .locator('section')
    .filter({ has: page.getByRole('link', { name: /^Open / }) })
    .nth(nth);

/** The links of a gallery's pictures, each named "Open" and the words the tile shows. */
export const tiles = (gallery: Locator) => gallery.getByRole('link', { name: /^Open / });
/** Each picture with its words, wherever the look puts them (over, under or beside the picture). */
const entries = (gallery: Locator) =>
  gallery.getByRole('listitem').filter({ has: gallery.page().getByRole('link', { name: /^Open / }) });
const filterGroup = (gallery: Locator) => gallery.getByRole('radiogroup', { name: 'Filter pictures' });
const lightbox = (page: Page) => page.getByRole('dialog');

/** Opens the viewer the way a visitor does: a click on the picture itself. */
const clickPicture = (tile: Locator) => tile.getByRole('img').click();

async function expectCounter(page: Page, title: string, position: number, total: number) {
  const dialog = lightbox(page);
  await expect(dialog).toHaveAccessibleName(`${title}, picture ${position} of ${total}`);
  await expect(dialog.locator('figcaption')).toHaveText(`${title}${position} / ${total}`);
}

/** All pictures show at first; each filter narrows the grid to its category; All brings every picture back. */
export async function expectFiltersNarrow(gallery: Locator, block: GalleryBlock) {
  const filters = block.filters ?? [];
  await expect(tiles(gallery)).toHaveCount(block.items.length);
  await expect(entries(gallery)).toContainText(block.items.map((item) => item.title));
  for (const [i, item] of block.items.entries()) {
    const name = await tiles(gallery).nth(i).getAttribute('aria-label');
    expect(name, 'a picture link is named by the title it shows').toContain(item.title);
  }
  if (!filters.length) {
    await expect(filterGroup(gallery)).toHaveCount(0);
    await expect(gallery.locator('input[type=radio]')).toHaveCount(0);
    return;
  }
  const buttons = filterGroup(gallery).getByRole('radio');
  await expect(filterGroup(gallery).locator('label')).toHaveText([
    block.allLabel ?? 'All',
    ...filters.map((f) => f.label),
  ]);
  const all = buttons.first();
  await expect(all).toBeChecked();
  for (const [i, filter] of filters.entries()) {
    const button = buttons.nth(i + 1);
    await button.click();
    const titles = block.items.filter((item) => item.category === filter.id).map((item) => item.title);
    expect(titles.length).toBeGreaterThan(0);
    await expect(tiles(gallery)).toHaveCount(titles.length);
    await expect(entries(gallery)).toContainText(titles);
    const shown = gallery.locator('li[data-category]:visible');
    await expect(shown).toHaveCount(titles.length);
    for (const category of await shown.evaluateAll((els) => els.map((el) => el.getAttribute('data-category'))))
      expect(category).toBe(filter.id);
    await expect(button).toBeChecked();
    await expect(filterGroup(gallery).locator(':checked')).toHaveCount(1);
  }
  await all.click();
  await expect(all).toBeChecked();
  await expect(tiles(gallery)).toHaveCount(block.items.length);
}

/** The viewer over the last filter's pictures (all of them without filters): counter, title, wrapping, closing. */
export async function expectViewerHolds(gallery: Locator, block: GalleryBlock) {
  const page = gallery.page();
  const filter = block.filters?.at(-1);
  if (filter) await filterGroup(gallery).getByRole('radio', { name: filter.label, exact: true }).click();
  const list = block.items.filter((item) => !filter || item.category === filter.id).map((item) => item.title);
  const n = list.length;
  expect(n, 'the viewer is checked over at least two pictures').toBeGreaterThanOrEqual(2);
  await expect(tiles(gallery)).toHaveCount(n);

  // Open the second picture of the filtered list.
  const opened = tiles(gallery).nth(1);
  await clickPicture(opened);
  const dialog = lightbox(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expectCounter(page, list[1], 2, n);
  await expect(dialog.getByRole('img')).toHaveAccessibleName(
    block.items.find((item) => item.title === list[1])!.image.alt,
  );

  // Next button to the end, then it wraps to the first.
  for (let i = 2; i < n; i++) {
    await dialog.getByRole('button', { name: 'Next picture' }).click();
    await expectCounter(page, list[i], i + 1, n);
  }
  await dialog.getByRole('button', { name: 'Next picture' }).click();
  await expectCounter(page, list[0], 1, n);
  // Previous from the first wraps to the last.
  await dialog.getByRole('button', { name: 'Previous picture' }).click();
  await expectCounter(page, list[n - 1], n, n);
  await dialog.getByRole('button', { name: 'Previous picture' }).click();
  await expectCounter(page, list[n - 2], n - 1, n);
  // The arrow keys do the same, wrapping both ways.
  await page.keyboard.press('ArrowRight');
  await expectCounter(page, list[n - 1], n, n);
  await page.keyboard.press('ArrowRight');
  await expectCounter(page, list[0], 1, n);
  await page.keyboard.press('ArrowLeft');
  await expectCounter(page, list[n - 1], n, n);
  await page.keyboard.press('ArrowLeft');
  await expectCounter(page, list[n - 2], n - 1, n);

  // A click on the picture keeps it open; the close button closes it and focus goes back.
  await dialog.getByRole('img').click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(opened).toBeFocused();

  // A click on the backdrop, outside the picture and buttons.
  await clickPicture(opened);
  await expectCounter(page, list[1], 2, n);
  await dialog.click({ position: { x: 8, y: 8 } });
  await expect(dialog).toHaveCount(0);
  await expect(opened).toBeFocused();

  // Escape, after opening the first picture.
  const first = tiles(gallery).first();
  await clickPicture(first);
  await expectCounter(page, list[0], 1, n);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(first).toBeFocused();
  // Still filtered after all that.
  await expect(tiles(gallery)).toHaveCount(n);
}
