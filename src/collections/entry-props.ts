import type { ComponentType } from 'react';
import type { GalleryBlock } from '@/content/types.generated';
import type { CollectionType, EntryOf } from '@/content/collection-types';
import type { EntryWaiting } from '@/content/collections';

/** What a collection type's page component is given. */
export interface EntryPageProps<T extends CollectionType> {
  entry: EntryOf<T>;
  slug: string;
  /** Other entries this one names, by reference ("people/mira-holt"). */
  named: Record<string, unknown>;
  /** The gallery block, for pictures that open full screen (handed down: collections never import blocks). */
  Gallery: ComponentType<GalleryBlock>;
  /** The page of a named entry, when its collection has pages. */
  pageOf: (reference: string) => string | undefined;
  /** The collection's index page and name, to lead back to it; and its tag pages' addresses. */
  collection: { title: string; href: string; tagHref: (tag: string) => string };
  /** In a preview's build only: why the entry is not published yet, for the mark on its page. */
  waiting?: EntryWaiting;
}

export type { EntryCard } from '@/content/entry-card';
