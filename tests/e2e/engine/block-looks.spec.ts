/**
 * The looks of the stats, the FAQ and pricing lay out as they say, each look
 * measured once on the engine's fixture site, at 1280 and 375 px: stats as a
 * band, a strip, ruled figures or cards; the FAQ in one column, two, or beside
 * its heading; pricing as cards side by side, rows or a menu.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from '../fixtures.ts';
import { DESKTOP, PHONE } from '../support/every-route.ts';
import { oneUsePerLook, usedLook, type BlockOf } from './look-uses.ts';

const box = async (locator: Locator) => (await locator.boundingBox())!;
const centreX = (b: { x: number; width: number }) => b.x + b.width / 2;

/** Measures a block drawn in a look, on a page laptop-wide or not. */
function measure(page: Page, block: BlockOf<'stats' | 'faq' | 'pricing'>, look: string, wide: boolean) {
  if (block.type === 'stats') return statsLook(page, block, look, wide);
  if (block.type === 'faq') return faqLook(page, block, look, wide);
  return pricingLook(page, block, look, wide);
}

for (const viewport of [DESKTOP, PHONE]) {
  const wide = viewport.width >= 900;

  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const type of ['stats', 'faq', 'pricing'] as const)
      for (const { look, use } of oneUsePerLook(type, 'variant'))
        test(`${type} in the ${look} look`, async ({ page }) => {
          const { route, block } = usedLook(type, look, use);
          await page.goto(route);
          await hydrated(page);
          await measure(page, block, look, wide);
        });
  });
}

async function statsLook(page: Page, block: BlockOf<'stats'>, look: string, wide: boolean) {
  const list = page.locator('main dl').filter({ has: page.locator('dd', { hasText: block.items[0].value }) });
  const entries = await list.evaluate((dl) =>
    [...dl.children].map((entry) => {
      const rect = (el: Element | Range) => el.getBoundingClientRect().toJSON() as DOMRect;
      const figure = entry.querySelector('dd')!;
      const text = document.createRange();
      text.selectNodeContents(figure.lastChild!);
      return {
        entry: rect(entry),
        figure: rect(text),
        icon: figure.querySelector('svg') ? rect(figure.querySelector('svg')!) : null,
        ruled: parseFloat(getComputedStyle(entry).borderTopWidth) >= 1,
        ground: getComputedStyle(entry).backgroundColor,
        fontSize: parseFloat(getComputedStyle(figure).fontSize),
      };
    }),
  );
  const tops = new Set(entries.map(({ entry }) => Math.round(entry.y)));
  if (look === 'band' || look === 'cards')
    for (const { entry, figure } of entries) expect.soft(Math.abs(centreX(figure) - centreX(entry))).toBeLessThan(2);
  if (look === 'cards') for (const { ground } of entries) expect.soft(ground).not.toBe('rgba(0, 0, 0, 0)');
  if (look === 'strip') {
    // Inline: every figure in one row on a laptop; the icon before its figure, level with it.
    if (wide) expect.soft(tops.size).toBe(1);
    for (const { figure, icon } of entries) {
      if (!icon) continue;
      expect.soft(icon.x + icon.width).toBeLessThanOrEqual(figure.x);
      expect.soft(icon.y).toBeLessThan(figure.y + figure.height);
    }
  }
  if (look === 'ruled')
    for (const { entry, figure, ruled, fontSize } of entries) {
      expect.soft(ruled).toBe(true);
      expect.soft(Math.abs(figure.x - entry.x)).toBeLessThan(4);
      expect.soft(fontSize).toBeGreaterThanOrEqual(wide ? 56 : 40);
    }
  if (look !== 'strip' && look !== 'cards')
    for (const { ground } of entries) expect.soft(ground).toBe('rgba(0, 0, 0, 0)');
}

async function faqLook(page: Page, block: BlockOf<'faq'>, look: string, wide: boolean) {
  const first = page.locator('summary', { hasText: block.items[0].question });
  const section = page.locator('main section').filter({ has: first });
  const lefts = new Set(
    (await section.locator('summary').evaluateAll((all) => all.map((s) => s.getBoundingClientRect().x))).map(
      Math.round,
    ),
  );
  expect.soft(lefts.size).toBe(look === 'columns' && wide ? 2 : 1);
  if (look === 'side' && block.heading) {
    const heading = await box(section.getByRole('heading', { level: 2, name: block.heading }));
    const question = await box(first);
    if (wide) expect.soft(heading.x + heading.width).toBeLessThan(question.x);
    else expect.soft(heading.y + heading.height).toBeLessThan(question.y);
  }
}

async function pricingLook(page: Page, block: BlockOf<'pricing'>, look: string, wide: boolean) {
  const tiers = await Promise.all(
    block.tiers.map((tier) => box(page.getByRole('article', { name: `${tier.name} plan` }))),
  );
  const sideBySide = tiers.every((tier) => Math.abs(tier.y - tiers[0].y) < 2);
  if (look === 'cards' && wide) expect.soft(sideBySide).toBe(true);
  if (look === 'rows' || look === 'menu' || !wide)
    for (const [i, tier] of tiers.entries())
      if (i) expect.soft(tier.y).toBeGreaterThanOrEqual(tiers[i - 1].y + tiers[i - 1].height - 1);
  if (look === 'rows' && wide) {
    // A row reads across: name and price, then the features, then the button.
    const row = page.getByRole('article', { name: `${block.tiers[0].name} plan` });
    const price = await box(row.getByText(block.tiers[0].price, { exact: true }));
    const button = await box(row.getByRole('link'));
    expect.soft(button.x).toBeGreaterThan(price.x + price.width);
    expect.soft(button.y).toBeLessThan(tiers[0].y + tiers[0].height);
  }
}
