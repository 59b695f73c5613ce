import { existsSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { CONTENT_NAME, resolveInside } from './content-paths.ts';
import { readDocument } from './documents.ts';
import { collectionFiles } from './entry-list.ts';
import { entryPlace } from './entries.ts';
import { HttpError } from './http-error.ts';
import { COLLECTIONS_FOLDER } from '../content/entry-files.ts';
import { settingsOf, typeOf } from '../content/core/collections.ts';
import { publishMoment, waitingOf } from '../../src/content/collections.ts';
import { siteTimeZone } from '../../src/content/time-zone.ts';
import type { DocumentFile, EntrySummary, SiteCollection } from '../../src/editor/protocol.ts';

/**
 * A site's collections as the editor lists them: each folder of collections/
 * that site.json declares, by the plain name its setting gives it, with a
 * summary of each entry (its file, version and every field but its rich
 * text). Files are found as the list finds them, and kept with it
 * (entry-list.ts): a symbolic link is left out (the checker names it), and a
 * file is read again only when its size or time changed, so a site opened
 * again, or its list asked for after it, reads only what changed.
 * An entry the build would show today is marked `published` (the first of
 * its name only, as the build takes it). A file that is not a JSON object is
 * left out, as the editor cannot open it; the checker names it.
 */
export function readCollections(contentDir: string, folder: string, site: DocumentFile): SiteCollection[] {
  const data = siteData(site);
  const settings = settingsOf(data);
  const siteDir = resolveInside(contentDir, folder);
  const on = publishMoment(new Date(), siteTimeZone(data));
  const collections = [...settings].map(([name, setting]) => {
    const seen = new Set<string>();
    const entries: EntrySummary[] = [];
    const dir = join(siteDir, COLLECTIONS_FOLDER, name);
    const files = plainName(name) && existsSync(dir) && statSync(dir).isDirectory() ? collectionFiles(dir) : [];
    // In the checker's order, leaving out names the editor's paths refuse ("Oak Lane.json"): the checker names them.
    const places = files.filter(({ place }) => place.split('/').every(plainName)).sort(byPlace);
    for (const { place, file: summary } of places) {
      if (!summary.readable) continue;
      const file = `${folder}/${COLLECTIONS_FOLDER}/${name}/${place}`;
      const slug = basename(place, '.json');
      const facts = {
        draft: summary.data.draft === true,
        date: text(summary.data.date),
        time: text(summary.data.time),
      };
      const published = !waitingOf(facts, on) && !seen.has(slug);
      if (published) seen.add(slug);
      entries.push({ file, version: summary.version, data: summary.data, ...(published && { published: true }) });
    }
    return {
      name,
      title: setting.title ?? 'Untitled collection',
      type: setting.type ?? '',
      path: setting.path,
      entries,
    };
  });
  return collections;
}

/** The checker's order of entry files (findEntryFiles sorts their names). */
const byPlace = (a: { place: string }, b: { place: string }) => (a.place < b.place ? -1 : a.place > b.place ? 1 : 0);

/** A name the editor's paths allow: lower case, never climbing. */
const plainName = (segment: string) => CONTENT_NAME.test(segment) && !segment.includes('..');

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** A site.json's data, or nothing when it is not readable JSON (the checker says why). */
function siteData(site: DocumentFile): unknown {
  try {
    return JSON.parse(site.text);
  } catch {
    return undefined;
  }
}

/**
 * One entry's whole file, asked for when the editor opens it: only an entry of
 * a collection its site declares, so this reads no other content file.
 */
export function readEntry(contentDir: string, file: string): DocumentFile {
  resolveInside(contentDir, file);
  const place = entryPlace(file);
  if (!place) throw new HttpError(400, `"${file}" is not a collection entry.`);
  const site = readDocument(contentDir, `${place.folder}/site.json`);
  if (!typeOf(settingsOf(siteData(site)).get(place.collection)))
    throw new HttpError(404, `The site has no collection called "${place.collection}".`);
  return readDocument(contentDir, file);
}
