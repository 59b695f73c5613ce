import { readReference, referenceOf } from '@/content/collections';
import { entryOfFile } from '../collections/entry-address';
import { cardOf } from '../collections/entry-rows';
import type { SiteCollection } from '../protocol';

/** An entry of the site the form can name, as the editor holds it (new entries not saved yet included). */
export interface SiteEntry {
  file: string;
  data: Record<string, unknown>;
}

/** What the reference pickers know of the site: its collections and every entry open in the editor. */
export interface ReferenceSource {
  collections: Pick<SiteCollection, 'name' | 'title' | 'type'>[];
  entries: SiteEntry[];
}

/** One entry as a picker offers it: by name, with its line of facts (a person's role) and picture. */
export interface ReferenceChoice {
  reference: string;
  collection: string;
  /** The collection's plain name: "Our Agents". */
  collectionTitle: string;
  title: string;
  meta?: string;
  /** The picture, as a path inside the site's images. */
  picture?: string;
}

/** A field that names another entry: the shared definition's title (the form gets the schemas with their references resolved). */
export const isReferenceSchema = (schema: { title?: unknown; type?: unknown }): boolean =>
  schema.title === 'Reference' && schema.type === 'string';

const words = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** Every entry of the site's declared collections as a choice, named as the validator resolves references (folder/slug). */
export function referenceChoices({ collections, entries }: ReferenceSource): ReferenceChoice[] {
  const byName = new Map(collections.map((collection) => [collection.name, collection]));
  const seen = new Set<string>();
  const choices: ReferenceChoice[] = [];
  for (const { file, data } of entries) {
    const at = entryOfFile(file);
    const collection = at && byName.get(at.collection);
    if (!at || !collection) continue;
    const reference = referenceOf(at.collection, at.slug);
    if (seen.has(reference)) continue;
    seen.add(reference);
    const card = cardOf(collection.type, data);
    choices.push({
      reference,
      collection: collection.name,
      collectionTitle: collection.title,
      title: words(card?.title) ?? words(data.title) ?? words(data.name) ?? at.slug,
      meta: words(card?.meta),
      picture: words(card?.image?.src),
    });
  }
  return choices.sort(
    (a, b) => a.collectionTitle.localeCompare(b.collectionTitle) || a.title.localeCompare(b.title, 'en'),
  );
}

/**
 * The collections a reference field picks from: the one its value names; or
 * else the ones the same field names in the site's other entries (a listing's
 * agent among the agents); or else every collection of the site.
 */
export function targetCollections(field: string, value: unknown, source: ReferenceSource): string[] {
  const known = new Set(source.collections.map((collection) => collection.name));
  const named = readReference(value)?.collection;
  if (named && known.has(named)) return [named];
  const used = new Set(
    source.entries
      .map((entry) => readReference(entry.data[field])?.collection)
      .filter((name): name is string => name !== undefined && known.has(name)),
  );
  return used.size ? [...used] : [...known];
}

/** The choices whose name, facts or collection hold every word searched for, in any case. */
export function matchingChoices(choices: ReferenceChoice[], search: string): ReferenceChoice[] {
  const wanted = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return choices.filter((choice) => {
    const said = `${choice.title} ${choice.meta ?? ''} ${choice.collectionTitle}`.toLocaleLowerCase();
    return wanted.every((word) => said.includes(word));
  });
}
