/**
 * Each gallery look lays out as it promises, measured once on the engine's
 * fixture site, at 1280 and 375 px, for all pictures and after each filter: tiles in an even
 * grid; cards with their words under the picture; the mosaic's large picture
 * over two columns and two rows, the grid closing with no empty cell; tall
 * 4:5 portraits and large 3:2 showcase pictures with their title under
 * them; the journal's picture beside its words on laptops, the sides
 * alternating, and above them on phones. In every look a picture opens the
 * viewer on the filtered list, Escape closes it and focus returns to the
 * picture; on phones the viewer's picture takes the screen's width.
 */
import type { Locator, Page } from '@playwright/test';
import type { GalleryBlock } from '../../../src/content/types.generated.ts';
import { expect, hydrated, test } from '../fixtures.ts';
import { DESKTOP, PHONE } from '../support/every-route.ts';
import { oneUsePerLook, usedLook } from './look-uses.ts';

/** Every look of the gallery, with the first gallery on a page of the fixture site drawn in it. */
const galleries = oneUsePerLook('gallery', 'variant');

/** The views of a gallery: all pictures (no filter), then each filter with the titles it shows. */
const viewsOf = (block: GalleryBlock) => [
  { label: undefined, titles: block.items.map((item) => item.title) },
  ...(block.filters ?? []).map((filter) => ({
    label: filter.label,
    titles: block.items.filter((item) => item.category === filter.id).map((item) => item.title),
  })),
];

const gridOf = (page: Page, nth: number) =>
  page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('link', { name: /^Open / }) })
    .nth(nth);

const shownItems = (grid: Locator) => grid.locator(':scope > li:visible');

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The grid's tracks and the cells no shown item covers. */
function gridCells(grid: Locator) {
  return grid.evaluate((ul) => {
    const style = getComputedStyle(ul);
    const tracks = (list: string) => list.split(' ').map(parseFloat);
    const columns = tracks(style.gridTemplateColumns);
    const rows = tracks(style.gridTemplateRows);
    const centres = (sizes: number[], start: number, gap: number) => {
      let at = start;
      return sizes.map((size) => {
        const centre = at + size / 2;
        at += size + gap;
        return centre;
      });
    };
    const box = ul.getBoundingClientRect();
    const xs = centres(columns, box.left, parseFloat(style.columnGap));
    const ys = centres(rows, box.top, parseFloat(style.rowGap));
    const items = [...ul.children]
      .filter((li) => getComputedStyle(li).display !== 'none')
      .map((li) => li.getBoundingClientRect());
    const empty = ys.flatMap((y, row) =>
      xs.flatMap((x, column) =>
        items.some((r) => x > r.left && x < r.right && y > r.top && y < r.bottom)
          ? []
          : [`row ${row + 1}, column ${column + 1}`],
      ),
    );
    return { columns, rows, gap: { column: parseFloat(style.columnGap), row: parseFloat(style.rowGap) }, empty };
  });
}

const box = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;
const near = (a: number, b: number, tolerance = 2) => Math.abs(a - b) <= tolerance;

/** Chooses the filter with this label, or All (the first radio) for none. */
async function choose(page: Page, label: string | undefined) {
  const group = page.getByRole('radiogroup', { name: 'Filter pictures' });
  if (!(await group.count())) return;
  const radio = label ? group.getByRole('radio', { name: label, exact: true }) : group.getByRole('radio').first();
  await radio.click();
  await expect(radio).toBeChecked();
}

/** Pictures of one shape, `perRow` to a row, each with its title under it. */
async function evenRows(grid: Locator, perRow: number, aspect: number) {
  const items = shownItems(grid);
  const boxes = await Promise.all((await items.all()).map((item) => box(item.locator('img'))));
  const inFirstRow = boxes.filter((b) => near(b.y, boxes[0].y)).length;
  expect(inFirstRow, 'pictures to a row').toBe(Math.min(boxes.length, perRow));
  for (const [i, picture] of boxes.entries()) {
    expect(near(picture.width / picture.height, aspect, 0.02), `pictures are ${aspect.toFixed(2)}:1`).toBe(true);
    const title = await box(items.nth(i).locator('a > span').nth(1));
    expect(title.y, 'the title is under the picture').toBeGreaterThanOrEqual(picture.y + picture.height - 1);
  }
}

/** What each look promises of the shown items, measured at one width. */
const PROMISES: Record<string, (page: Page, grid: Locator, wide: boolean) => Promise<void>> = {
  async tiles(_page, grid) {
    const items = shownItems(grid);
    const first = await box(items.first().locator('img'));
    for (const item of await items.all()) {
      const picture = await box(item.locator('img'));
      expect(near(picture.width, first.width), 'every tile is as wide as the first').toBe(true);
      expect(near(picture.width / picture.height, 4 / 3, 0.03), 'tiles are 4:3').toBe(true);
    }
  },

  async cards(_page, grid) {
    for (const item of await shownItems(grid).all()) {
      const picture = await box(item.locator('img'));
      const title = await box(item.getByRole('heading'));
      expect(title.y, 'the title is under the picture').toBeGreaterThanOrEqual(picture.y + picture.height - 1);
    }
  },

  async mosaic(_page, grid, wide) {
    const cells = await gridCells(grid);
    expect(cells.columns, wide ? 'four columns on laptops' : 'two columns on phones').toHaveLength(wide ? 4 : 2);
    expect(cells.empty, 'no empty cell').toEqual([]);
    const count = await shownItems(grid).count();
    // A large picture opens the mosaic once there are enough pictures for one (three on phones, five on laptops).
    if (count < (wide ? 5 : 3)) return;
    const large = await box(shownItems(grid).first());
    const [column] = cells.columns;
    const [row] = cells.rows;
    expect(near(large.width, 2 * column + cells.gap.column), 'the first picture spans two columns').toBe(true);
    expect(near(large.height, 2 * row + cells.gap.row), 'and two rows').toBe(true);
  },

  portrait: (_page, grid, wide) => evenRows(grid, wide ? 4 : 2, 4 / 5),
  showcase: (_page, grid, wide) => evenRows(grid, wide ? 2 : 1, 3 / 2),

  async journal(_page, grid, wide) {
    const items = await shownItems(grid).all();
    for (const [position, item] of items.entries()) {
      const picture = await box(item.locator('img'));
      const words = await box(item.getByRole('heading'));
      if (!wide) {
        expect(words.y, 'phones: the words under the picture').toBeGreaterThanOrEqual(picture.y + picture.height - 1);
        continue;
      }
      expect(words.y, 'laptops: the words beside the picture').toBeLessThan(picture.y + picture.height);
      const right = position % 2 === 1;
      if (right) expect(words.x + words.width, 'the picture on the right').toBeLessThanOrEqual(picture.x + 1);
      else expect(words.x, 'the picture on the left').toBeGreaterThanOrEqual(picture.x + picture.width - 1);
    }
  },
};

for (const viewport of [DESKTOP, PHONE]) {
  const wide = viewport.width >= 900;

  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { look, use } of galleries) {
      test(`the ${look} gallery lays out as its look promises, for all pictures and each filter`, async ({ page }) => {
        expect(Object.keys(PROMISES), `the look "${look}" has a promise to check`).toContain(look);
        const { route, nth, block } = usedLook('gallery', look, use);
        await page.goto(route);
        await hydrated(page);
        const grid = gridOf(page, nth);
        for (const view of viewsOf(block)) {
          await choose(page, view.label);
          await expect(shownItems(grid), view.label ?? 'all').toHaveCount(view.titles.length);
          await PROMISES[look](page, grid, wide);
        }
      });

      test(`a ${look} picture opens the viewer on the filtered list, and closing returns focus`, async ({ page }) => {
        const { route, nth, block } = usedLook('gallery', look, use);
        await page.goto(route);
        await hydrated(page);
        const grid = gridOf(page, nth);
        const view = viewsOf(block).at(-1)!;
        await choose(page, view.label);
        const last = shownItems(grid)
          .last()
          .getByRole('link', { name: /^Open / });
        // A click on the picture itself, wherever the look puts the picture's words.
        await last.getByRole('img').click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toHaveAccessibleName(
          `${view.titles.at(-1)}, picture ${view.titles.length} of ${view.titles.length}`,
        );
        if (!wide) {
          const picture = await box(dialog.locator('img'));
          expect(picture.width, 'the picture takes the phone screen').toBeGreaterThanOrEqual(viewport.width - 2);
        }
        if (view.titles.length > 1) {
          await page.keyboard.press('ArrowRight');
          await expect(dialog).toHaveAccessibleName(`${view.titles[0]}, picture 1 of ${view.titles.length}`);
        }
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(last).toBeFocused();
      });
    }
  });
}
