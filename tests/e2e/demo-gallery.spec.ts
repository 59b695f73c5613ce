/**
 * The portfolio gallery of every demo: 12 pictures, filters that narrow the
 * grid, and the lightbox over the filtered list. The filters are a group of
 * radio buttons and each picture is a link to its file, so both work before
 * and without JavaScript (see no-js.spec.ts); the lightbox takes over the links.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { demos } from './support/demos.ts';

/** SPEC section 2: the filter categories (in button order) and the extra categories without a button. */
const CATEGORIES: Record<string, { filters: string[]; extra: string[]; labels?: string[] }> = {
  detailing: { filters: ['luxury', 'standard', 'truck', 'sports'], extra: ['electric', 'suv'] },
  hvac: { filters: ['ac', 'heating', 'commercial', 'ductwork'], extra: ['other'] },
  carpet: { filters: ['residential', 'commercial', 'upholstery', 'pet'], extra: ['tile'] },
  'auto-repair': { filters: ['engine', 'brakes', 'transmission', 'suspension'], extra: ['electrical', 'maintenance'] },
  restaurant: {
    filters: ['pasta', 'mains', 'appetizers', 'desserts'],
    extra: ['seafood', 'drinks', 'ambiance'],
    labels: ['All', 'Pasta', 'Main Courses', 'Appetizers', 'Desserts'],
  },
  'real-estate': {
    filters: ['active', 'sold'],
    extra: [],
    labels: ['All Properties', 'Active Listings', 'Recently Sold'],
  },
  salon: {
    filters: ['cuts', 'color', 'special'],
    extra: [],
    labels: ['All Work', 'Haircuts', 'Color', 'Special Events'],
  },
  general: { filters: [], extra: [] },
};

const tiles = (page: Page) => page.getByRole('main').getByRole('link', { name: /^Open / });
/** Each picture with its title, whether the title is over the picture (tiles) or under it (cards). */
const entries = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /^Open / }) });
const filterGroup = (page: Page) => page.getByRole('radiogroup', { name: 'Filter pictures' });
const lightbox = (page: Page) => page.getByRole('dialog');

async function expectCounter(page: Page, title: string, position: number, total: number) {
  const dialog = lightbox(page);
  await expect(dialog).toHaveAccessibleName(`${title}, picture ${position} of ${total}`);
  await expect(dialog.locator('figcaption')).toHaveText(`${title}${position} / ${total}`);
}

for (const d of demos) {
  const route = `${d.base}/portfolio`;
  const [gallery] = d.blocks('/portfolio', 'gallery');
  const expected = CATEGORIES[d.id];
  const filters = gallery.filters ?? [];

  test(`${route}: the content has 12 pictures in the spec's categories`, () => {
    expect(gallery.items).toHaveLength(12);
    expect(filters.map((f) => f.id)).toEqual(expected.filters);
    const categories = new Set(gallery.items.map((item) => item.category).filter(Boolean));
    expect([...categories].sort()).toEqual([...expected.filters, ...expected.extra].sort());
    if (expected.labels) expect([gallery.allLabel ?? 'All', ...filters.map((f) => f.label)]).toEqual(expected.labels);
  });

  test(`${route}: each filter narrows the grid to its category`, async ({ page }) => {
    await page.goto(route);
    await hydrated(page);
    await expect(tiles(page)).toHaveCount(12);
    await expect(entries(page)).toContainText(gallery.items.map((item) => item.title));
    await expect(tiles(page).first()).toHaveAccessibleName(`Open ${gallery.items[0].title}`);

    if (d.id === 'general') {
      await expect(filterGroup(page)).toHaveCount(0);
      await expect(page.locator('main input[type=radio]')).toHaveCount(0);
      return;
    }
    const buttons = filterGroup(page).getByRole('radio');
    await expect(filterGroup(page).locator('label')).toHaveText([
      gallery.allLabel ?? 'All',
      ...filters.map((f) => f.label),
    ]);
    const all = buttons.first();
    await expect(all).toBeChecked();

    for (const [i, filter] of filters.entries()) {
      const button = buttons.nth(i + 1);
      await button.click();
      const titles = gallery.items.filter((item) => item.category === filter.id).map((item) => item.title);
      expect(titles.length).toBeGreaterThan(0);
      await expect(tiles(page)).toHaveCount(titles.length);
      await expect(entries(page)).toContainText(titles);
      await expect(page.locator('main li[data-category]:visible')).toHaveCount(titles.length);
      for (const category of await page
        .locator('main li[data-category]:visible')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-category')))) {
        expect(category).toBe(expected.filters[i]);
      }
      await expect(button).toBeChecked();
      await expect(filterGroup(page).locator(':checked')).toHaveCount(1);
    }
    await all.click();
    await expect(all).toBeChecked();
    await expect(tiles(page)).toHaveCount(12);
  });

  test(`${route}: the lightbox steps through the filtered list and closes three ways`, async ({ page }) => {
    await page.goto(route);
    await hydrated(page);
    // The last filter (or, for the general demo, all 12 pictures).
    const filter = filters.at(-1);
    if (filter) await filterGroup(page).getByRole('radio', { name: filter.label, exact: true }).click();
    const list = gallery.items.filter((item) => !filter || item.category === filter.id).map((item) => item.title);
    const n = list.length;
    await expect(tiles(page)).toHaveCount(n);

    // Open the second picture of the filtered list.
    const opened = tiles(page).nth(1);
    await opened.click();
    const dialog = lightbox(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expectCounter(page, list[1], 2, n);
    await expect(dialog.getByRole('img')).toHaveAccessibleName(
      gallery.items.find((item) => item.title === list[1])!.image.alt,
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
    await opened.click();
    await expectCounter(page, list[1], 2, n);
    await dialog.click({ position: { x: 8, y: 8 } });
    await expect(dialog).toHaveCount(0);
    await expect(opened).toBeFocused();

    // Escape, after opening the first picture.
    const first = tiles(page).first();
    await first.click();
    await expectCounter(page, list[0], 1, n);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(first).toBeFocused();
    // Still filtered after all that.
    await expect(tiles(page)).toHaveCount(n);
  });
}

test('the lightbox keeps Tab inside it', async ({ page }) => {
  await page.goto('/demo-hvac/portfolio');
  await hydrated(page);
  await tiles(page).first().click();
  const dialog = lightbox(page);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  for (const name of ['Previous picture', 'Next picture', 'Close']) {
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name })).toBeFocused();
  }
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Next picture' })).toBeFocused();
});
