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

/** Choices made before, by the entry's data: an unchanged entry keeps its data object, so typing elsewhere rebuilds nothing. */
const made = new WeakMap<object, { file: string; collection: unknown; choice: ReferenceChoice }>();
const byName = new Intl.Collator('en', { sensitivity: 'base' });

function choiceOf(file: string, data: Record<string, unknown>, collection: ReferenceSource['collections'][number]) {
  const known = made.get(data);
  if (known && known.file === file && known.collection === collection) return known.choice;
  const slug = entryOfFile(file)!.slug;
  const card = cardOf(collection.type, data);
  const choice: ReferenceChoice = {
    reference: referenceOf(collection.name, slug),
    collection: collection.name,
    collectionTitle: collection.title,
    title: words(card?.title) ?? words(data.title) ?? words(data.name) ?? slug,
    meta: words(card?.meta),
    picture: words(card?.image?.src),
  };
  made.set(data, { file, collection, choice });
  return choice;
}

/** Every entry of the site's declared collections as a choice, named as the validator resolves references (folder/slug). */
export function referenceChoices({ collections, entries }: ReferenceSource): ReferenceChoice[] {
  const declared = new Map(collections.map((collection) => [collection.name, collection]));
  const seen = new Set<string>();
  const choices: ReferenceChoice[] = [];
  for (const { file, data } of entries) {
    const collection = declared.get(entryOfFile(file)?.collection ?? '');
    if (!collection) continue;
    const choice = choiceOf(file, data, collection);
    if (seen.has(choice.reference)) continue;
    seen.add(choice.reference);
    choices.push(choice);
  }
  return choices.sort(
    (a, b) => byName.compare(a.collectionTitle, b.collectionTitle) || byName.compare(a.title, b.title),
  );
}

/** The entry a reference names, as a choice; undefined when the site has no such entry. */
export function chosenEntry(
  reference: unknown,
  { collections, entries }: ReferenceSource,
): ReferenceChoice | undefined {
  const named = readReference(reference);
  const collection = named && collections.find((candidate) => candidate.name === named.collection);
  if (!named || !collection) return undefined;
  const entry = entries.find(({ file }) => {
    const at = entryOfFile(file);
    return at?.collection === named.collection && at.slug === named.slug;
  });
  return entry && choiceOf(entry.file, entry.data, collection);
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
