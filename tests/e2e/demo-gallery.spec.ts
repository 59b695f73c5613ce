/**
 * The portfolio gallery of every demo: 12 pictures, filters that narrow the
 * grid, and the lightbox over the filtered list. The filters are a group of
 * radio buttons and each picture is a link to its file, so both work before
 * and without JavaScript (see no-js.spec.ts); the lightbox takes over the links.
 */
import { expect, hydrated, test } from './fixtures.ts';
import { demos } from './support/demos.ts';
import { expectFiltersNarrow, expectViewerHolds, galleryAt, tiles } from './support/spec-gallery.ts';

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
    await expectFiltersNarrow(galleryAt(page), gallery);
  });

  test(`${route}: a click on a picture opens the lightbox, which steps through the filtered list and closes three ways`, async ({
    page,
  }) => {
    await page.goto(route);
    await hydrated(page);
    await expectViewerHolds(galleryAt(page), gallery);
  });
}

test('the lightbox keeps Tab inside it', async ({ page }) => {
  await page.goto('/demo-hvac/portfolio');
  await hydrated(page);
  await tiles(galleryAt(page)).first().getByRole('img').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  for (const name of ['Previous picture', 'Next picture', 'Close']) {
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name })).toBeFocused();
  }
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Next picture' })).toBeFocused();
});
