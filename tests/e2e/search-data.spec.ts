import { NOT_FOUND_PATH } from '../../scripts/content/core/route.ts';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { siteUrlOf } from '../../src/content/site-url.ts';
import { expect, test } from './fixtures.ts';
import { shareTagProblems, shareTagsOf, structuredDataProblems } from '../support/search-data.ts';

const content = loadContent();
const studioUrl = siteUrlOf(content.sites.find(({ site }) => site.kind === 'studio')!.site.url!)!;
const typeOf = new Map(content.sites.map(({ source, site }) => [source.id, site.businessType ?? 'LocalBusiness']));
// Every page of the studio's website, the pages collections make (posts, lists) included.
const pages = content.routes
  .filter((route) => route.kind !== 'client' && route.path !== NOT_FOUND_PATH)
  .map((route) => ({
    route: route.path,
    type: typeOf.get(route.siteId)!,
    post: route.view?.kind === 'entry' && route.view.type === 'post',
  }));

/** A PNG's width and height, from its header. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

// Every page the build wrote, as a search engine and a chat app read it: from the HTML alone.
for (const { route, type, post } of pages) {
  test(`${route} carries structured data and share tags`, async ({ request }) => {
    const response = await request.get(route);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(structuredDataProblems(html, type)).toEqual([]);
    expect(shareTagProblems(html, `${studioUrl}${route}`)).toEqual([]);
    if (post) expect(html).toContain('"@type":"BlogPosting"');

    // The picture the tags name is there, a 1200 x 630 PNG.
    const picture = await request.get(new URL(shareTagsOf(html)['og:image']).pathname);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
    expect(pngSize(await picture.body())).toEqual({ width: 1200, height: 630 });
  });
}
