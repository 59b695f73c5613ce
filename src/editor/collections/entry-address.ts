import { collectionRoute, entryRoute, tagSlug } from '@/content/collections';

/** Long enough for any real title, short enough for a path a person can read. */
export const MAX_SLUG = 80;

/** The slug a title gives ("Café on Oak Lane, No. 12" -> "cafe-on-oak-lane-no-12"), as tags' addresses are made, accents dropped. */
export const slugOfTitle = (title: string): string =>
  tagSlug(title.normalize('NFKD').replace(/\p{M}/gu, '')).slice(0, MAX_SLUG).replace(/-+$/, '');

/** The editor's address of a collection's list. */
export const collectionAddress = (siteId: string, collection: string): string =>
  `/edit/${siteId}/collections/${collection}`;

/** The editor's address of one entry: its collection and its slug (slugs are unique within a collection). */
export const entryAddress = (siteId: string, collection: string, slug: string): string =>
  `${collectionAddress(siteId, collection)}/${slug}`;

/** The collection and slug of an entry's content path ("demos/x/collections/listings/2026/oak.json"); entries may sit in folders. */
export function entryOfFile(file: string): { collection: string; slug: string } | undefined {
  const found = /\/collections\/([^/]+)\/(?:[^/]+\/)*([^/]+)\.json$/.exec(file);
  return found ? { collection: found[1], slug: found[2] } : undefined;
}

/**
 * The line under an entry's title saying where it is: its web address where
 * it has a page of its own ("Its web address: /team/ava-martin."),
 * never its file for a client; the studio reads its file too. Undefined when
 * a client has nothing to read there (an entry shown only on other pages).
 */
export function entryWhereWords(
  file: string,
  collectionPath: string | undefined,
  basePath: string,
  studio: boolean,
): string | undefined {
  const slug = entryOfFile(file)?.slug;
  // Made as the build makes the entry's page address, so the two never disagree.
  const address = collectionPath && slug ? entryRoute(collectionRoute(basePath, collectionPath), slug) : '';
  const words = [studio ? `Saved in ${file}.` : '', address ? `Its web address: ${address}.` : ''];
  return words.filter(Boolean).join(' ') || undefined;
}
