/**
 * A site's header and footer lay out as their looks say, each look measured
 * once on the engine's fixture site, at 1280 and 375 px: the header inline or
 * centred, the footer in columns or centred, and the footer's call band shown
 * first, or left out on a page that ends with its own call to action. A look
 * no served site of the fixture shows fails its test, by name.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOT_FOUND_PATH, routeOf } from '../../../scripts/content/core/route.ts';
import { SCHEMA_DIR } from '../../../scripts/paths.ts';
import type { SiteDocument } from '../../../src/content/types.generated.ts';
import { expect, hydrated, test } from '../fixtures.ts';
import { footerChecks, headerLook } from '../support/chrome-looks.ts';
import { DESKTOP, PHONE } from '../support/every-route.ts';
import { served } from './look-uses.ts';

type Part = 'header' | 'footer';
type Layout = { enum: string[]; default: string };
const siteSchema = JSON.parse(readFileSync(join(SCHEMA_DIR, 'site.schema.json'), 'utf8')) as {
  properties: Record<Part, { properties: { layout: Layout } }>;
};

/** A served page of the fixture, with the site it belongs to and whether it ends with a call to action. */
const pages = served.flatMap(({ site, pages }) =>
  pages
    .filter(({ page }) => page.path !== NOT_FOUND_PATH)
    .map(({ page }) => ({ site, route: routeOf(site, page), endsWithCall: page.blocks.at(-1)?.type === 'cta' })),
);
const homeOf = (site: SiteDocument) =>
  pages.find((page) => page.site === site && page.route === routeOf(site, { path: '/' }));

/** Each layout the schema offers for a part, with the home page of the first served site drawn in it. */
function oneHomePerLayout(part: Part) {
  const { enum: layouts, default: fallback } = siteSchema.properties[part].properties.layout;
  return layouts.map((layout) => ({
    layout,
    home: served.map(({ site }) => site).find((site) => (site[part].layout ?? fallback) === layout),
  }));
}

/** The first served page whose site sets a footer call band and which ends (or does not end) with a call to action. */
const bandPage = (endsWithCall: boolean) =>
  pages.find((page) => page.site.footer.callBand && page.site.contact.phone && page.endsWithCall === endsWithCall);

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { layout, home: site } of oneHomePerLayout('header'))
      test(`the header in the ${layout} layout`, async ({ page }) => {
        expect(site, `a site the fixture serves has its header in the "${layout}" layout`).toBeDefined();
        await page.goto(homeOf(site!)!.route);
        await hydrated(page);
        await headerLook(page, site!, viewport.width);
      });

    for (const { layout, home: site } of oneHomePerLayout('footer'))
      test(`the footer in the ${layout} layout`, async ({ page }) => {
        expect(site, `a site the fixture serves has its footer in the "${layout}" layout`).toBeDefined();
        expect(site!.footer.columns?.length, `the "${layout}" footer has a column of links to lay out`).toBeTruthy();
        const home = homeOf(site!)!;
        await page.goto(home.route);
        await hydrated(page);
        await footerChecks(page, site!, viewport.width >= 900, home.endsWithCall);
      });

    for (const endsWithCall of [false, true])
      test(`the footer's call band on a page that ${endsWithCall ? 'ends' : 'does not end'} with a call to action`, async ({
        page,
      }) => {
        const shown = bandPage(endsWithCall);
        expect(shown, 'a served page of the fixture for the call band').toBeDefined();
        await page.goto(shown!.route);
        await hydrated(page);
        const band = page.getByRole('contentinfo').getByText(shown!.site.footer.callBand!, { exact: true });
        // Measured by the footer's checks; the band's presence is asserted here too, so a check skipped cannot pass.
        await expect(band).toHaveCount(endsWithCall ? 0 : 1);
        await footerChecks(page, shown!.site, viewport.width >= 900, endsWithCall);
      });
  });
}
