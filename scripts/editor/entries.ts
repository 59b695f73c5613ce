import { existsSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { linksTo } from '../content/core/links.ts';
import { referencesIn, settingsOf, typeOf } from '../content/core/collections.ts';
import { COLLECTIONS_FOLDER, findEntryFiles } from '../content/entry-files.ts';
import { referenceOf } from '../../src/content/collections.ts';
import { sectionReferences } from '../../src/content/named-people.ts';
import { contentRelative, resolveInside } from './content-paths.ts';
import { readDocument, siteFolder } from './documents.ts';
import { HttpError } from './http-error.ts';
import { editorSchemas } from './schemas.ts';
import { checkContent } from './validation.ts';
import { entryOfFile, MAX_SLUG, slugOfTitle } from '../../src/editor/collections/entry-address.ts';
import type { NewEntry } from '../../src/editor/protocol.ts';
import { listWords } from '../../src/content/list-words.ts';

export { slugOfTitle };

const dataOf = (text: string): Record<string, unknown> => {
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/**
 * The file name a person wrote for a new entry, when they changed the one made
 * from its title: lower-case letters, digits and single dashes only, so it is
 * the end of an address as it stands; anything else is refused with a
 * suggestion ("Oak Lane" could be "oak-lane"), and so is an empty one. Undefined when none was sent.
 */
export function chosenSlug(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const written = typeof value === 'string' ? value : '';
  if (written === '') throw new HttpError(400, "The entry needs a file name: it is the end of the entry's address.");
  const suggestion = slugOfTitle(written);
  if (written !== suggestion || written.length > MAX_SLUG)
    throw new HttpError(
      400,
      `A file name is lower-case letters, digits and dashes, the end of the entry's address${suggestion ? `: "${written}" could be "${suggestion}"` : ''}.`,
    );
  return written;
}

/** A site's collection by its folder name, with its type and folder, or a plain refusal. */
export function collectionSetting(contentDir: string, siteId: unknown, name: unknown) {
  const folder = siteFolder(contentDir, siteId);
  const setting =
    typeof name === 'string'
      ? settingsOf(dataOf(readDocument(contentDir, `${folder}/site.json`).text)).get(name)
      : undefined;
  const type = typeOf(setting);
  if (!setting || !type)
    throw new HttpError(404, `The site ${String(siteId)} has no collection called "${String(name)}".`);
  const siteDir = resolveInside(contentDir, folder);
  return { folder, name: name as string, title: setting.title ?? (name as string), type, siteDir };
}

/** A site's collection with its entry files, found as the checker finds them. */
function collectionOf(contentDir: string, siteId: unknown, name: unknown) {
  const collection = collectionSetting(contentDir, siteId, name);
  const files = findEntryFiles(collection.siteDir, contentDir, contentDir, []).get(collection.name) ?? [];
  return { ...collection, files };
}

/** The content path of a file the checker read (its paths start from the content folder as given). */
const contentPath = (contentDir: string, path: string) => relative(contentDir, path).split(sep).join('/');

/**
 * A new entry's file and first data, made from a title only; nothing is written.
 * The file is written by the Save, like any edit. It starts as a draft, so it is
 * never live until someone publishes it. `from` names an entry to copy (Duplicate).
 */
export async function newEntry(
  contentDir: string,
  query: { site: unknown; collection: unknown; title: unknown; from?: unknown; slug?: unknown },
): Promise<NewEntry> {
  const collection = collectionOf(contentDir, query.site, query.collection);
  const title = typeof query.title === 'string' ? query.title.trim() : '';
  if (!title) throw new HttpError(400, 'The entry needs a title.');
  const slug = chosenSlug(query.slug) ?? slugOfTitle(title);
  if (!slug)
    throw new HttpError(
      400,
      `"${title}" has no letters or digits to name the entry's file: give it a title with words.`,
    );
  const taken = collection.files.find((file) => file.slug === slug);
  if (taken)
    throw new HttpError(
      409,
      // Said without its file, which a client of team mode never reads.
      `${collection.title} already has an entry named "${slug}": choose another title.`,
    );
  const schema = (await editorSchemas()).collections[collection.type] as {
    properties: Record<string, { default?: unknown }>;
  };
  const titleKey = 'title' in schema.properties ? 'title' : 'name';
  const file = `${collection.folder}/${COLLECTIONS_FOLDER}/${collection.name}/${slug}.json`;
  return {
    file,
    slug,
    data: { ...firstData(contentDir, collection, schema, query.from), [titleKey]: title, draft: true },
  };
}

/** What a new entry starts with: a copy of the entry to duplicate, or its schema's defaults under the same "$schema" line as its neighbours. */
function firstData(
  contentDir: string,
  collection: ReturnType<typeof collectionOf>,
  schema: { properties: Record<string, { default?: unknown }> },
  from: unknown,
): Record<string, unknown> {
  if (from !== undefined) {
    const source = collection.files.find((file) => file.slug === from);
    if (!source) throw new HttpError(404, `${collection.title} has no entry called "${String(from)}" to copy.`);
    return dataOf(readDocument(contentDir, contentRelative(contentDir, source.path)).text);
  }
  const defaults = Object.entries(schema.properties).flatMap(([key, property]) =>
    property.default === undefined ? [] : [[key, property.default]],
  );
  const neighbour = collection.files.find((file) => existsSync(file.path));
  const schemaLine = neighbour
    ? dataOf(readDocument(contentDir, contentRelative(contentDir, neighbour.path)).text).$schema
    : undefined;
  return { ...(typeof schemaLine === 'string' && { $schema: schemaLine }), ...Object.fromEntries(defaults) };
}

/** Where an entry file sits: its site folder, its collection and its slug; undefined for any other file. */
export function entryPlace(file: string): { folder: string; collection: string; slug: string } | undefined {
  const entry = entryOfFile(file);
  const folder = file.slice(0, file.indexOf(`/${COLLECTIONS_FOLDER}/`));
  return entry && folder ? { folder, ...entry } : undefined;
}

/**
 * Refuses to delete an entry while anything refers to it: a link to its page
 * (the engine's one link walker) or a reference from another entry (a
 * listing's agent) or from a section of a page (a team's people). The refusal names each referrer as people know it.
 */
export function checkDeletable(contentDir: string, file: string): void {
  const place = entryPlace(file);
  if (!place) throw new HttpError(400, `"${file}" is not a collection entry: only entries are deleted this way.`);
  if (!existsSync(resolveInside(contentDir, file)))
    throw new HttpError(404, `There is no entry file "${file}" any more.`);
  const { content, docOf } = checkContent(contentDir);
  const own = dataOf(readDocument(contentDir, file).text);
  const name = String(own.title ?? own.name ?? place.slug);
  const referrers = new Map<string, string>();
  const route = content.routes.find((r) => contentPath(contentDir, r.pageFile) === file);
  for (const link of route ? linksTo(content, route) : [])
    if (docOf(link.file) !== file) referrers.set(docOf(link.file), link.title);
  const reference = referenceOf(place.collection, place.slug);
  for (const source of content.sources) {
    if (contentPath(contentDir, source.dir) !== place.folder) continue;
    const settings = settingsOf(source.site.data);
    for (const collection of source.collections) {
      const type = typeOf(settings.get(collection.name));
      if (!type) continue;
      for (const entry of collection.entries) {
        if (!referencesIn(entry.source.data, type).some((r) => r.reference === reference)) continue;
        const data = dataOf(entry.source.text);
        referrers.set(contentPath(contentDir, entry.path), String(data.title ?? data.name ?? entry.slug));
      }
    }
    for (const page of source.pages) {
      if (!sectionReferences(page.data).some((r) => r.reference === reference)) continue;
      const file = contentPath(contentDir, join(source.dir, 'pages', basename(page.file)));
      const title = String(dataOf(page.text).title ?? '')
        .split(' | ')[0]
        .trim();
      referrers.set(file, title || basename(file, '.json'));
    }
  }
  if (referrers.size)
    throw new HttpError(
      409,
      `"${name}" cannot be deleted while ${referrers.size === 1 ? 'this refers' : `these ${referrers.size} refer`} to it: ${listWords([...referrers.values()])}. Change or remove those first.`,
      { referrers: [...referrers].map(([path, title]) => ({ title, file: path })) },
    );
}
