import type { ComponentType } from 'react';
import type { EntryPageProps } from './entry-props';
import { DishPage } from './dish';
import { ListingPage } from './listing';
import { PackagePage } from './package';
import { PersonPage } from './person';
import { PostPage } from './post';
import type { CollectionType } from '@/content/collection-types';

/** Each collection type's page (its card is in ./cards.ts): one line per type, typed so a missing one does not compile. */
export const collectionRegistry: {
  [T in CollectionType]: { Page: ComponentType<EntryPageProps<T>> };
} = {
  post: { Page: PostPage },
  person: { Page: PersonPage },
  listing: { Page: ListingPage },
  dish: { Page: DishPage },
  package: { Page: PackagePage },
};
