/**
 * Each look a site or a block can choose lays out as it says, wherever the
 * content uses it, at both widths: the header's name in the middle or at the
 * start, the footer in columns or centred, with its call band; stats as a band,
 * a strip, ruled figures or cards; the FAQ in one column, two, or beside its
 * heading; pricing as cards side by side or rows. The footer never parts a
 * town from its state and postcode.
 */
import type { Locator, Page } from '@playwright/test';
import { loadContent } from '../../../scripts/content/core/load-content.ts';
import { NOT_FOUND_PATH, routeOf } from '../../../scripts/content/core/route.ts';
import type { Block, SiteDocument } from '../../../src/content/types.generated.ts';
import { expect } from '../fixtures.ts';
import { addressTail, linesOfTail } from '../support/address.ts';
import { blockUses, type BlockOf } from '../support/block-uses.ts';
import type { PageCheck } from './check.ts';

const sites = loadContent().sites;

/** Every use of a block type, with the route of its page and its look (the schema's default when unset). */
function uses<T extends Block['type']>(type: T, fallback: string) {
  return blockUses(type).map(({ route, block }) => ({
    route,
    block,
    look: ('variant' in block && block.variant) || fallback,
  }));
}

/** One page of each site, for the chrome. */
const homes = sites.map(({ site, pages }) => ({
  site,
  route: routeOf(site, pages.find(({ page }) => page.path === '/')!.page),
}));

/**
 * The pages each site's footer is checked on: the home page and, where the site sets a call band,
 * its first page that does not end with a call to action (a page that does shows no band).
 */
const footerPages = sites.flatMap(({ site, pages }) => {
  const shown = pages
    .map(({ page }) => page)
    .filter((page) => page.path !== NOT_FOUND_PATH)
    .map((page) => ({ site, route: routeOf(site, page), endsWithCall: page.blocks.at(-1)?.type === 'cta' }));
  const home = shown.find(({ route }) => route === routeOf(site, { path: '/' }))!;
  const withBand = site.footer.callBand ? shown.find(({ endsWithCall }) => !endsWithCall) : undefined;
  return withBand && withBand !== home ? [home, withBand] : [home];
});

const box = async (locator: Locator) => (await locator.boundingBox())!;
const centreX = (b: { x: number; width: number }) => b.x + b.width / 2;
/** How many links each line holds, from their tops. */
const linksPerRow = (tops: number[]) =>
  tops
    .reduce((rows, top) => rows.set(Math.round(top), (rows.get(Math.round(top)) ?? 0) + 1), new Map<number, number>())
    .values();

/** One look to measure on a page, at the page's width. */
type LookCheck = (page: Page, width: number) => Promise<void>;

/** The looks each page shows, by its address. */
const looksAt = new Map<string, LookCheck[]>();
const measure = (route: string, check: LookCheck) => looksAt.set(route, [...(looksAt.get(route) ?? []), check]);

for (const { site, route } of homes) measure(route, (page, width) => headerLook(page, site, width));
for (const { site, route, endsWithCall } of footerPages)
  measure(route, (page, width) => footerChecks(page, site, width >= 900, endsWithCall));
for (const { route, block, look } of uses('stats', 'band'))
  measure(route, (page, width) => statsLook(page, block, look, width >= 900));
for (const { route, block, look } of uses('faq', 'accordion'))
  measure(route, (page, width) => faqLook(page, block, look, width >= 900));
for (const { route, block, look } of uses('pricing', 'cards'))
  measure(route, (page, width) => pricingLook(page, block, look, width >= 900));

export const looks: PageCheck = {
  title: 'its header, footer, stats, FAQ and pricing lay out as their looks say',
  applies: ({ site }) => looksAt.has(site.route),
  run: async ({ page, site, width }) => {
    for (const check of looksAt.get(site.route)!) await check(page, width);
  },
};

/** The header's name and menu: centred with the menu under it, or the menu beside the name. */
async function headerLook(page: Page, site: SiteDocument, width: number) {
  const wide = width >= 900;
  const layout = site.header.layout ?? 'inline';
  const header = page.getByRole('banner');
  const brand = await box(header.getByRole('link', { name: site.name, exact: true }));
  const bar = await box(header);
  if (!wide) {
    // Phones: the name at the start, the menu behind its toggle.
    expect.soft(brand.x).toBeLessThan(width / 3);
    return;
  }
  const nav = await box(header.getByRole('navigation', { name: 'Main' }));
  if (layout === 'centered') {
    expect.soft(Math.abs(centreX(brand) - width / 2)).toBeLessThanOrEqual(2);
    expect.soft(nav.y).toBeGreaterThanOrEqual(brand.y + brand.height - 1);
    expect.soft(Math.abs(centreX(nav) - centreX(bar))).toBeLessThanOrEqual(2);
  } else {
    expect.soft(brand.x).toBeLessThan(width / 4);
    // One row: the menu beside the name.
    expect.soft(nav.y).toBeLessThan(brand.y + brand.height);
    expect.soft(nav.x).toBeGreaterThan(brand.x + brand.width);
  }
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

async function footerChecks(page: Page, site: SiteDocument, wide: boolean, endsWithCall: boolean) {
  const footer = page.getByRole('contentinfo');
  const layout = site.footer.layout ?? 'columns';
  const [firstColumn] = site.footer.columns ?? [];
  if (firstColumn) {
    const links = footer.getByRole('navigation', { name: firstColumn.heading }).getByRole('link');
    const tops = new Set(
      (await links.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().y))).map(Math.round),
    );
    // Columns list their links one under another; the centred footer runs them along a line.
    if (layout === 'columns') expect.soft(tops.size).toBe(await links.count());
    else if (wide) expect.soft(tops.size).toBe(1);
    else {
      // On a phone a longer list wraps into balanced rows: none holds a link alone, none a link more than another.
      const rows = [...linksPerRow(await links.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().y)))];
      if (rows.length > 1) {
        expect.soft(Math.min(...rows)).toBeGreaterThan(1);
        expect.soft(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(1);
      }
    }
    const name = await box(footer.getByText(site.name, { exact: true }).first());
    if (layout === 'centered')
      expect.soft(Math.abs(centreX(name) - page.viewportSize()!.width / 2)).toBeLessThanOrEqual(2);
  }
  const phone = site.contact.phone;
  if (site.footer.callBand && endsWithCall) {
    // The page's own closing call is enough: the footer does not repeat it.
    await expect.soft(footer.getByText(site.footer.callBand, { exact: true })).toHaveCount(0);
  } else if (site.footer.callBand && phone) {
    await expect.soft(footer.getByText(site.footer.callBand, { exact: true })).toBeVisible();
    const call = footer.getByRole('link', { name: phone }).first();
    // The band comes first in the footer, its number larger than the footer's text.
    expect.soft(await call.evaluate((a) => parseFloat(getComputedStyle(a).fontSize))).toBeGreaterThanOrEqual(20);
    const band = await box(call);
    const columns = await box(footer.getByRole('navigation').first());
    expect.soft(band.y + band.height).toBeLessThan(columns.y);
  }
  const address = site.contact.address;
  if (address && site.footer.contactHeading) {
    // The last part of the address (with its town, when it ends in a postcode) on one line.
    const lines = await linesOfTail(footer.getByText(address, { exact: true }), address);
    expect.soft(lines, `"${addressTail(address)}" on one line`).toBe(1);
  }
}
