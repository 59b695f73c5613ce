import { collectionRoute, entryRoute } from '@/content/collections';
import { listableOf, selectEntries } from '@/content/collection-list';
import { isCollectionType } from '@/content/collection-types';
import type { CollectionListBlock, SiteDocument } from '@/content/types.generated';
import type { EntryCard, ListedEntry } from '@/content/entry-card';
import { entryCards } from './cards';

/**
 * The entries a collection-list block shows, in order, from those handed to
 * the page: none for a collection the site does not declare (the validator
 * says so), so a lone example still renders its heading. Entries of a
 * collection without an address have no page to link to (a menu's dishes).
 */
export function entriesInList(
  block: CollectionListBlock,
  site: SiteDocument,
  handed: Record<string, unknown>,
): ListedEntry[] {
  const setting = site.collections?.[block.collection];
  if (!setting || !isCollectionType(setting.type)) return [];
  const card = entryCards[setting.type] as (entry: unknown) => EntryCard;
  const at = setting.path === undefined ? undefined : collectionRoute(site.basePath, setting.path);
  return selectEntries(block, listableOf(handed)).map((entry) => ({
    slug: entry.slug,
    ...(at === undefined ? {} : { href: entryRoute(at, entry.slug) }),
    card: card(entry.data),
  }));
}
