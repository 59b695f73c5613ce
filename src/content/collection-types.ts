/**
 * The collection types, from the generated types: every schema in
 * schema/collections/ is one, and each needs its facts here and its
 * component in ./registry.tsx, or the project does not compile.
 */
import type { Content } from './types.generated.ts';

/** "post" | "person" | ...: every collection type the schema declares. */
export type CollectionType = Exclude<keyof Content, 'site' | 'page'>;

/** An entry of a type, as its schema describes it. */
export type EntryOf<T extends CollectionType> = NonNullable<Content[T]>;

export interface TypeFacts {
  /** Its entries' properties that name another entry ("people/mira-holt"). */
  references: readonly string[];
  /** Whether its collections get Atom and RSS feeds. */
  feed: boolean;
}

export const COLLECTION_TYPES: Record<CollectionType, TypeFacts> = {
  post: { references: ['author'], feed: true },
  person: { references: [], feed: false },
  listing: { references: ['agent'], feed: false },
  dish: { references: [], feed: false },
  package: { references: [], feed: false },
};

export const isCollectionType = (type: string): type is CollectionType => Object.hasOwn(COLLECTION_TYPES, type);
