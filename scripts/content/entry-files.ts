import { readdirSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { fileProblem, isRealFileInside, kindAt, shownPath, symbolicLinkProblem } from './files.ts';
import type { Problem } from './problem.ts';

/** The folder of a site that holds its collections, one folder each: collections/posts/, collections/people/. */
export const COLLECTIONS_FOLDER = 'collections';

/** An entry's file, found in its collection's folder or a folder inside it (entries may be grouped, by year say). */
export interface EntryFile {
  /** Absolute path. */
  path: string;
  /** Its slug: the file name without .json, wherever in the collection's folder it is. */
  slug: string;
}

/**
 * The entry files of each collection folder of a site, by collection name.
 * A symbolic link is refused, never followed, as for pages.
 */
export function findEntryFiles(siteDir: string, contentDir: string, root: string, problems: Problem[]) {
  const dir = join(siteDir, COLLECTIONS_FOLDER);
  const found = new Map<string, EntryFile[]>();
  const kind = kindAt(dir);
  if (kind === 'missing') return found;
  if (kind !== 'folder') {
    problems.push(
      fileProblem(
        root,
        dir,
        'not-a-folder',
        `${shownPath(root, dir)} should be a folder of collections, but it is a file.`,
        'Make "collections" a folder with one folder per collection, like collections/posts/.',
      ),
    );
    return found;
  }
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const files: EntryFile[] = [];
    const folder = join(dir, entry.name);
    for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
      const path = join(folder, name);
      if (!name.endsWith('.json') || kindAt(path) === 'folder') continue;
      if (!isRealFileInside(contentDir, path)) problems.push(symbolicLinkProblem(root, path));
      else files.push({ path, slug: basename(name, '.json') });
    }
    found.set(entry.name, files);
  }
  return found;
}

/** An entry's place in its collection's folder, as people see it: "2025/speed.json". */
export const placeInCollection = (collectionDir: string, path: string): string =>
  relative(collectionDir, path).split('\\').join('/');

/**
 * The entry files found, with the new entries a check is asked about before
 * they are written (`unsaved`: absolute paths, such as the editor's new entry
 * waiting for its save), each in the collection whose folder it is in.
 */
export function withUnsavedEntries(
  found: Map<string, EntryFile[]>,
  siteDir: string,
  unsaved: Iterable<string>,
): Map<string, EntryFile[]> {
  const dir = join(siteDir, COLLECTIONS_FOLDER) + sep;
  for (const path of unsaved) {
    if (!path.startsWith(dir) || !path.endsWith('.json')) continue;
    const name = path.slice(dir.length).split(sep)[0];
    const files = found.get(name) ?? [];
    if (files.some((file) => file.path === path) || name === basename(path)) continue;
    found.set(name, [...files, { path, slug: basename(path, '.json') }]);
  }
  return found;
}
