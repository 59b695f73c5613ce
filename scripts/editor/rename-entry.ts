import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { linksTo } from '../content/core/links.ts';
import { entriesOf, referencesIn, settingsOf, typeOf } from '../content/core/collections.ts';
import { basePathOf, kindOf } from '../content/core/site-kind.ts';
import { findEntryFiles } from '../content/entry-files.ts';
import { REDIRECTS_FILE } from '../content/load.ts';
import type { Segment } from '../content/locate.ts';
import { collectionRoute, entryRoute, referenceOf } from '../../src/content/collections.ts';
import { sectionReferences } from '../../src/content/named-people.ts';
import { linksIn } from '../../src/content/rich-text.ts';
import { afterMove, type RedirectsDocument } from '../../src/content/redirects.ts';
import { contentRelative, resolveInside } from './content-paths.ts';
import { versionOf } from './documents.ts';
import { chosenSlug, entryPlace } from './entries.ts';
import { HttpError } from './http-error.ts';
import { editedText } from './minimal-edit.ts';
import { newRedirects } from './moved-pages.ts';
import { checkContent, problemsOfWrite, refusalOf } from './validation.ts';
import type { SaveResult } from '../../src/editor/protocol.ts';
import { listWords } from '../../src/content/list-words.ts';

type Json = Record<string, unknown>;

/** A file a rename changes besides the entry itself, as people know it. */
export interface RenameReferrer {
  file: string;
  title: string;
}

/** What renaming an entry would write: worked out whole before anything is written. */
export interface RenamePlan {
  /** The entry's content path now, and after. */
  from: string;
  to: string;
  slug: string;
  /** The entry's address within its site after the rename, when its collection gives it a page. */
  address?: string;
  /** The files whose links or references to the entry follow it. */
  updated: RenameReferrer[];
  /** Whether the old address is kept as a redirect (the entry had a published page). */
  redirect?: { from: string; to: string };
  /** Absolute path -> new text of every file written (the entry at its new path included). */
  writes: Map<string, string>;
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of a document with the value at `path` replaced. */
function withValueAt(data: unknown, path: Segment[], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  if (Array.isArray(data)) return data.map((item, i) => (i === head ? withValueAt(item, rest, value) : item));
  if (isObject(data)) return { ...data, [head]: withValueAt(data[head], rest, value) };
  return data;
}

const valueAt = (data: unknown, path: Segment[]): unknown =>
  path.reduce<unknown>((at, key) => (isObject(at) || Array.isArray(at) ? (at as Json)[key] : undefined), data);

/**
 * The link once its entry's slug is `slug`: the end of its address changes,
 * its anchor and query stay. Undefined for a link written so that its end is
 * not the entry's slug (then it is not changed for the person, but shown).
 */
export function movedHref(href: string, old: string, slug: string): string | undefined {
  const cut = href.search(/[?#]/);
  const [path, rest] = cut < 0 ? [href, ''] : [href.slice(0, cut), href.slice(cut)];
  const trailing = path.endsWith('/') ? '/' : '';
  const bare = trailing ? path.slice(0, -1) : path;
  if (!bare.endsWith(`/${old}`)) return undefined;
  return `${bare.slice(0, -old.length)}${slug}${trailing}${rest}`;
}

/**
 * Works out renaming a saved entry to `slugValue`: its file moves within its
 * folder, and every link to its page (link fields and rich text, anywhere on
 * its website) and every reference to it (other entries' reference fields, a
 * team's people) is changed to follow, in the same write. When the entry has a
 * published page, its old address is kept as a redirect to the new one.
 * Refused, writing nothing: a name that is not a slug or is taken in the
 * collection (409), and a link to the entry that cannot be changed safely
 * (409, naming each place), or any problem the rename would bring (422).
 */
export function planRename(contentDir: string, file: string, slugValue: unknown): RenamePlan {
  const place = entryPlace(file);
  if (!place) throw new HttpError(400, `"${file}" is not a collection entry: only entries are renamed this way.`);
  const oldPath = resolveInside(contentDir, file);
  if (!existsSync(oldPath))
    throw new HttpError(404, `There is no entry file "${file}": save a new entry before changing its address.`);
  const slug = chosenSlug(slugValue ?? '')!;
  if (slug === place.slug) throw new HttpError(400, `The entry is already named "${slug}".`);
  const siteDir = resolveInside(contentDir, place.folder);
  const taken = (findEntryFiles(siteDir, contentDir, contentDir, []).get(place.collection) ?? []).find(
    (entry) => entry.slug === slug,
  );
  if (taken) throw new HttpError(409, `The collection already has an entry named "${slug}": choose another name.`);
  const to = `${file.slice(0, -`${place.slug}.json`.length)}${slug}.json`;
  const newPath = resolveInside(contentDir, to);

  const { content, docOf } = checkContent(contentDir);
  const source = content.sources.find((s) => contentRelative(contentDir, s.dir) === place.folder);
  if (!source) throw new HttpError(404, `The site of "${file}" could not be read.`);
  const settings = settingsOf(source.site.data);
  const setting = settings.get(place.collection);
  const basePath = basePathOf(source) ?? '/';

  // Every document of the site as it will be written, by content path.
  const documents = new Map<string, { text: string; data: unknown; title: string }>();
  const titleOf = (data: unknown, fallback: string) => {
    const title = isObject(data) ? (data.title ?? data.name) : undefined;
    return typeof title === 'string' && title ? title.split(' | ')[0].trim() : fallback;
  };
  const edit = (docFile: string, path: Segment[], value: unknown) => {
    const doc = documents.get(docFile)!;
    doc.data = withValueAt(doc.data, path, value);
  };
  const all = [
    source.site,
    ...source.pages,
    ...source.collections.flatMap((collection) => collection.entries.map((entry) => entry.source)),
  ];
  for (const doc of all) {
    const name = docOf(doc.file);
    const fallback = name
      .split('/')
      .at(-1)!
      .replace(/\.json$/, '');
    if (doc.data !== undefined)
      documents.set(name, {
        text: doc.text,
        data: doc.data,
        title: name.endsWith('/site.json') ? 'Site settings' : titleOf(doc.data, fallback),
      });
  }
  const own = documents.get(file);
  if (!own) throw new HttpError(409, `"${file}" cannot be read as JSON, so it cannot be renamed here.`);

  // Links to its page, on its whole website (a demo's page may link to the studio's journal).
  const unsafe = new Map<string, string>();
  const address = setting?.path ? entryRoute(setting.path, place.slug) : undefined;
  if (setting?.path) {
    const route = entryRoute(collectionRoute(basePath, setting.path), place.slug);
    for (const link of linksTo(content, { path: route, kind: kindOf(source), siteId: source.id })) {
      const linking = docOf(link.file);
      const doc = documents.get(linking);
      const href = movedHref(link.href, place.slug, slug);
      const value = doc && valueAt(doc.data, link.path);
      if (!doc || href === undefined || typeof value !== 'string') {
        unsafe.set(linking, link.title);
        continue;
      }
      if (value === link.href) {
        edit(linking, link.path, href);
        continue;
      }
      // A link inside a paragraph of rich text: "[words](~/journal/old)" becomes "[words](~/journal/new)".
      const changed = value.split(`](${link.href})`).join(`](${href})`).split(`](${link.href} `).join(`](${href} `);
      if (linksIn(changed).includes(link.href)) unsafe.set(linking, link.title);
      else edit(linking, link.path, changed);
    }
  }
  if (unsafe.size)
    throw new HttpError(
      409,
      `The address cannot be changed while ${unsafe.size === 1 ? 'this links' : `these ${unsafe.size} link`} to the entry in a way the editor cannot follow: ${listWords([...unsafe.values()])}. Change those links first.`,
      { referrers: [...unsafe].map(([path, title]) => ({ file: path, title })) },
    );

  // References by name: other entries' reference fields, and the sections of pages (a team's people).
  const oldReference = referenceOf(place.collection, place.slug);
  const newReference = referenceOf(place.collection, slug);
  for (const collection of source.collections) {
    const type = typeOf(settings.get(collection.name));
    if (!type) continue;
    for (const entry of collection.entries) {
      const name = docOf(entry.source.file);
      const doc = documents.get(name);
      if (!doc) continue;
      for (const reference of referencesIn(doc.data, type))
        if (reference.reference === oldReference) edit(name, [reference.key], newReference);
    }
  }
  for (const page of source.pages) {
    const name = docOf(page.file);
    const doc = documents.get(name);
    if (!doc) continue;
    for (const reference of sectionReferences(doc.data))
      if (reference.reference === oldReference) edit(name, reference.path, newReference);
  }

  const writes = new Map<string, string>();
  const updated: RenameReferrer[] = [];
  for (const [name, doc] of documents) {
    const before = name === file ? readFileSync(oldPath, 'utf8') : doc.text;
    const after = editedText(before, doc.data as Json);
    if (name === file) writes.set(newPath, after);
    else if (after !== before) {
      writes.set(resolveInside(contentDir, name), after);
      updated.push({ file: name, title: doc.title });
    }
  }

  // A published page's old address leads on to the new one, as a moved page's does.
  const published = entriesOf(source).some((entry) => entry.path === oldPath && entry.published);
  const redirect = address && published ? { from: address, to: entryRoute(setting!.path!, slug) } : undefined;
  if (redirect) {
    const redirectsPath = join(source.dir, REDIRECTS_FILE);
    const text = existsSync(redirectsPath) ? readFileSync(redirectsPath, 'utf8') : undefined;
    const document: RedirectsDocument = text ? (JSON.parse(text) as RedirectsDocument) : newRedirects(redirectsPath);
    const redirects = afterMove(document.redirects, redirect.from, redirect.to);
    writes.set(
      redirectsPath,
      text
        ? editedText(text, { ...document, redirects } as unknown as Json)
        : `${JSON.stringify({ ...document, redirects }, null, 2)}\n`,
    );
  }

  const overrides = new Map<string, string | null>([...writes, [oldPath, null]]);
  const problems = problemsOfWrite(
    contentDir,
    overrides,
    new Set([...writes.keys()].map((path) => contentRelative(contentDir, path))),
  );
  if (problems.length) throw refusalOf(problems);
  return {
    from: file,
    to,
    slug,
    ...(setting?.path && { address: entryRoute(collectionRoute(basePath, setting.path), slug) }),
    updated,
    ...(redirect && { redirect }),
    writes,
  };
}

/** The save's answer for a rename: every file written with its text, and the old file as deleted. */
export function renameAnswer(contentDir: string, plan: RenamePlan): SaveResult {
  return {
    saved: [...plan.writes].map(([path, text]) => ({
      file: contentRelative(contentDir, path),
      version: versionOf(text),
      text,
    })),
    unchanged: [],
    pictures: [],
    removed: [],
    deleted: [plan.from],
  };
}
