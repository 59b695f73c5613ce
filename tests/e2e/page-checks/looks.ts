/**
 * Each site's header and footer lay out as the site's looks say, at both
 * widths: the header's name in the middle or at the start, the footer in
 * columns or centred, with its call band. The footer never parts a town from
 * its state and postcode. (The blocks' looks are measured on the engine's
 * fixture site: ../engine/block-looks.spec.ts.)
 */
import type { Page } from '@playwright/test';
import { loadContent } from '../../../scripts/content/core/load-content.ts';
import { NOT_FOUND_PATH, routeOf } from '../../../scripts/content/core/route.ts';
import { footerChecks, headerLook } from '../support/chrome-looks.ts';
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
