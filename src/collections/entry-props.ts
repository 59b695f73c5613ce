import type { CollectionType, EntryOf } from '@/content/collection-types';

/** What a collection type's page component is given. */
export interface EntryPageProps<T extends CollectionType> {
  entry: EntryOf<T>;
  slug: string;
  /** Other entries this one names, by reference ("people/mira-holt"). */
  named: Record<string, unknown>;
  /** The collection's index page and name, to lead back to it; and its tag pages' addresses. */
  collection: { title: string; href: string; tagHref: (tag: string) => string };
}

/** What a list shows of an entry: a card with a title, a line of facts, a few words and a picture. */
export interface EntryCard {
  title: string;
  meta?: string;
  text?: string;
  image?: EntryOf<'post'>['cover'];
}
