import type { CollectionType, EntryOf } from '@/content/collection-types';
import type { EntryCard } from '@/content/entry-card';
import { dishCard } from './dish/card';
import { listingCard } from './listing/card';
import { packageCard } from './package/card';
import { personCard } from './person/card';
import { postCard } from './post/card';

/**
 * What each collection type's entries show in lists: one line per type, typed
 * so a missing one does not compile. Apart from the pages (./registry.ts), so
 * whatever lists entries needs no component.
 */
export const entryCards: { [T in CollectionType]: (entry: EntryOf<T>) => EntryCard } = {
  post: postCard,
  person: personCard,
  listing: listingCard,
  dish: dishCard,
  package: packageCard,
};
