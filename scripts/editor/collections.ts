import { contentRelative, resolveInside } from './content-paths.ts';
import { readDocument } from './documents.ts';
import { HttpError } from './http-error.ts';
import { findEntryFiles } from '../content/entry-files.ts';
import { settingsOf } from '../content/core/collections.ts';
import type { DocumentFile, SiteCollection } from '../../src/editor/protocol.ts';

/** A site.json's data, or nothing when it is not readable JSON (the checker says why). */
function siteData(site: DocumentFile): unknown {
  try {
    return JSON.parse(site.text);
  } catch {
    return undefined;
  }
}

/**
 * A site's collections as the editor lists them: each folder of collections/
 * that site.json declares, by the plain name its setting gives it, with every
 * entry file read fresh. Files are found as the checker finds them (a symbolic
 * link is left out and named by the checker), so the editor shows what is built.
 */
export function readCollections(contentDir: string, folder: string, site: DocumentFile): SiteCollection[] {
  const settings = settingsOf(siteData(site));
  const found = findEntryFiles(resolveInside(contentDir, folder), contentDir, contentDir, []);
  return [...settings].map(([name, setting]) => ({
    name,
    title: setting.title ?? 'Untitled collection',
    type: setting.type ?? '',
    path: setting.path,
    entries: (found.get(name) ?? []).flatMap((entry) => readable(contentDir, contentRelative(contentDir, entry.path))),
  }));
}

/**
 * An entry's file, or nothing when its name is not one the editor's paths
 * allow ("Oak Lane.json"): the checker names it, and the rest of the site still opens.
 */
function readable(contentDir: string, file: string): DocumentFile[] {
  try {
    return [readDocument(contentDir, file)];
  } catch (error) {
    if (error instanceof HttpError) return [];
    throw error;
  }
}
