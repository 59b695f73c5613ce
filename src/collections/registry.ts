import type { ComponentType } from 'react';
import type { EntryCard, EntryPageProps } from './entry-props';
import { listingCard, ListingPage } from './listing';
import { personCard, PersonPage } from './person';
import { postCard, PostPage } from './post';
import type { CollectionType, EntryOf } from '@/content/collection-types';

/** Each collection type's page and card: one line per type, typed so a missing one does not compile. */
export const collectionRegistry: {
  [T in CollectionType]: { Page: ComponentType<EntryPageProps<T>>; card: (entry: EntryOf<T>) => EntryCard };
} = {
  post: { Page: PostPage, card: postCard },
  person: { Page: PersonPage, card: personCard },
  listing: { Page: ListingPage, card: listingCard },
};
