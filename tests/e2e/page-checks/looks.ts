/**
 * Each site's header and footer lay out as the site's looks say, at both
 * widths: the header's name in the middle or at the start, the footer in
 * columns or centred, with its call band. The footer never parts a town from
 * its state and postcode. (The blocks' looks are measured on the engine's
 * fixture site: ../engine/block-looks.spec.ts.)
 */
import type { Locator, Page } from '@playwright/test';
import { loadContent } from '../../../scripts/content/core/load-content.ts';
import { NOT_FOUND_PATH, routeOf } from '../../../scripts/content/core/route.ts';
import type { SiteDocument } from '../../../src/content/types.generated.ts';
import { expect } from '../fixtures.ts';
import { addressTail, linesOfTail } from '../support/address.ts';
import type { PageCheck } from './check.ts';

const sites = loadContent().sites;

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

export const looks: PageCheck = {
  title: 'its header and footer lay out as their looks say',
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
