import { collectionRoute, feedRoutes } from '@/content/collections';
import type { SiteDocument } from '@/content/types.generated';
import { COLLECTION_TYPES, isCollectionType } from '@/content/collection-types';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The site's feeds: each collection with an address whose type has feeds, with where its Atom and RSS files are. */
export function feedsOf(site: SiteDocument): { collection: string; title: string; atom: string; rss: string }[] {
  return Object.entries(site.collections ?? {}).flatMap(([collection, setting]) =>
    setting?.path && isCollectionType(setting.type) && COLLECTION_TYPES[setting.type].feed
      ? [
          {
            collection,
            title: `${setting.title} | ${site.name}`,
            ...feedRoutes(collectionRoute(site.basePath, setting.path)),
          },
        ]
      : [],
  );
}

/** `<link rel="alternate">` tags naming the site's feeds, so readers and browsers find them from any page. */
export function feedLinkTags(site: SiteDocument): string {
  return feedsOf(site)
    .map(
      ({ title, atom, rss }) =>
        `<link rel="alternate" type="application/atom+xml" title="${escapeAttribute(title)}" href="${escapeAttribute(atom)}" />` +
        `<link rel="alternate" type="application/rss+xml" title="${escapeAttribute(title)}" href="${escapeAttribute(rss)}" />`,
    )
    .join('');
}
