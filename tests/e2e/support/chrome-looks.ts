/**
 * How a site's header and footer lay out, by the looks its site.json gives
 * them: the header's name in the middle with the menu under it, or at the
 * start with the menu beside it; the footer in columns or centred, with its
 * call band first and the town of its address on one line. Measured on the
 * content's pages (../page-checks/looks.ts) and once per look on the engine's
 * fixture site (../engine/chrome-looks.spec.ts).
 */
import type { Locator, Page } from '@playwright/test';
import type { SiteDocument } from '../../../src/content/types.generated.ts';
import { expect } from '../fixtures.ts';
import { addressTail, linesOfTail } from './address.ts';

const box = async (locator: Locator) => (await locator.boundingBox())!;
const centreX = (b: { x: number; width: number }) => b.x + b.width / 2;
/** How many links each line holds, from their tops. */
const linksPerRow = (tops: number[]) =>
  tops
    .reduce((rows, top) => rows.set(Math.round(top), (rows.get(Math.round(top)) ?? 0) + 1), new Map<number, number>())
    .values();

/** The header's name and menu: centred with the menu under it, or the menu beside the name. */
export async function headerLook(page: Page, site: SiteDocument, width: number) {
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

export async function footerChecks(page: Page, site: SiteDocument, wide: boolean, endsWithCall: boolean) {
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
