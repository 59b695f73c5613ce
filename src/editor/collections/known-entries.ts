import { referenceOf } from '@/content/collections';
import type { SiteCollection } from '../protocol';
import type { EditedDoc } from '../store/state';
import { entryOfFile } from './entry-address';

/** An entry as the editor knows it: whole when open, else as the site's answer summarised it (no rich text). */
export interface KnownEntry {
  file: string;
  version: string;
  data: Record<string, unknown>;
}

/**
 * Every entry of a site's collections as the editor knows it now: those it
 * holds open (changed, new and not saved yet included) as they are, and the
 * others as the site's answer summarised them, but for `gone`: files deleted
 * since that answer (a new entry of the same name, open, is still known). The editor opens an entry's whole file only when it is asked
 * for, so a site of 10,000 entries opens without them.
 */
export function knownEntries(
  folder: string,
  collections: Pick<SiteCollection, 'entries'>[],
  docs: Record<string, EditedDoc>,
  gone: ReadonlySet<string> = new Set(),
): KnownEntry[] {
  const known: KnownEntry[] = [];
  const summarised = new Set<string>();
  for (const collection of collections)
    for (const summary of collection.entries) {
      summarised.add(summary.file);
      const open = docs[summary.file];
      if (open) known.push(open);
      else if (!gone.has(summary.file)) known.push(summary);
    }
  const opened = `${folder}/collections/`;
  for (const doc of Object.values(docs)) if (doc.file.startsWith(opened) && !summarised.has(doc.file)) known.push(doc);
  return known;
}

/**
 * The site's published entries by reference ("posts/speed"), as the build
 * would show them today: the preview's collection lists, teams and an entry's
 * named people draw from these. As the site's answer sent them, without their
 * rich text, which no list or card shows.
 */
export function publishedEntries(collections: Pick<SiteCollection, 'name' | 'entries'>[]): Record<string, unknown> {
  const published: Record<string, unknown> = {};
  for (const collection of collections)
    for (const summary of collection.entries) {
      const entry = summary.published && entryOfFile(summary.file);
      if (entry) published[referenceOf(entry.collection, entry.slug)] = summary.data;
    }
  return published;
}
