import { NOT_FOUND_PATH, routeOf } from '../../scripts/content/core/route.ts';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { siteUrlOf } from '../../src/content/site-url.ts';
import { expect, test } from './fixtures.ts';
import { shareTagProblems, structuredDataProblems } from '../support/search-data.ts';

const content = loadContent();
const studioUrl = siteUrlOf(content.sites.find(({ site }) => site.kind === 'studio')!.site.url!)!;
const pages = content.sites
  .filter(({ site }) => site.kind !== 'client')
  .flatMap(({ site, pages }) =>
    pages
      .filter(({ page }) => page.path !== NOT_FOUND_PATH)
      .map(({ page }) => ({ route: routeOf(site, page), type: site.businessType ?? 'LocalBusiness' })),
  );

// Every page the build wrote, as a search engine and a chat app read it: from the HTML alone.
for (const { route, type } of pages) {
  test(`${route} carries structured data and share tags`, async ({ request }) => {
    const response = await request.get(route);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(structuredDataProblems(html, type)).toEqual([]);
    expect(shareTagProblems(html, `${studioUrl}${route}`)).toEqual([]);
  });
}
