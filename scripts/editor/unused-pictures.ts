/**
 * Pictures an edit stopped using leave the content with it. When a save (or a
 * page's deletion) takes a picture out of a document, and no page, entry or
 * site.json of that site names it any more, the picture leaves the site's
 * images folder in the same step (in team mode, in the same commit). It then
 * waits outside the content beside unsaved uploads (pending-uploads.ts), so an
 * undo and a second save bring it back as they would an upload, until it is
 * dropped a week later. Pictures no edit took out are left alone, used or not:
 * they may be there on purpose, put in by hand.
 */
import { existsSync, lstatSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { COLLECTIONS_FOLDER } from '../content/entry-files.ts';
import { resolveInside } from './content-paths.ts';
import { folderOfDocument, isPictureName, keepPending } from './pending-uploads.ts';

/** A document as an edit leaves it: its text before, and after (none once deleted). */
export interface DocumentChange {
  file: string;
  before: string;
  after?: string;
}

/** A real file (not a folder, nor a link) in the site's images folder. */
function isPictureFile(contentDir: string, folder: string, name: string): boolean {
  try {
    return lstatSync(resolveInside(contentDir, `${folder}/images/${name}`)).isFile();
  } catch {
    return false;
  }
}

/** Every string in a document's text, or undefined when it does not parse (then it may name anything). */
function stringsOf(text: string): Set<string> | undefined {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') found.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  try {
    visit(JSON.parse(text));
  } catch {
    return undefined;
  }
  return found;
}

/** The JSON documents under a folder of a site (all depths: entries may be grouped in folders), as content paths. */
function documentsUnder(contentDir: string, folder: string): string[] {
  const dir = resolveInside(contentDir, folder);
  return existsSync(dir)
    ? readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.json'))
        .map((name) => `${folder}/${name.split('\\').join('/')}`)
    : [];
}

/**
 * Every string the documents of a site folder hold after the change (its pages, its collections'
 * entries and its site.json), or undefined when one does not parse.
 */
function siteStrings(contentDir: string, folder: string, changes: DocumentChange[]): Set<string> | undefined {
  const documents = [`${folder}/pages`, `${folder}/${COLLECTIONS_FOLDER}`].flatMap((dir) =>
    documentsUnder(contentDir, dir),
  );
  const used = new Set<string>();
  for (const file of [...documents, `${folder}/site.json`]) {
    const change = changes.find((c) => c.file === file);
    const path = resolveInside(contentDir, file);
    const text = change ? change.after : existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    if (text === undefined) continue;
    const strings = stringsOf(text);
    if (!strings) return undefined;
    strings.forEach((s) => used.add(s));
  }
  return used;
}

/** The pictures (content paths) the changes took out of their documents and no document of their site still names. */
export function picturesLeftUnused(contentDir: string, changes: DocumentChange[]): string[] {
  const unused: string[] = [];
  for (const folder of new Set(changes.map((change) => folderOfDocument(change.file)))) {
    const ofSite = changes.filter((change) => folderOfDocument(change.file) === folder);
    const taken = new Set<string>();
    for (const { before, after } of ofSite) {
      const still = stringsOf(after ?? '{}') ?? new Set();
      for (const text of stringsOf(before) ?? []) if (!still.has(text)) taken.add(text);
    }
    const pictures = [...taken].filter((name) => isPictureName(name) && isPictureFile(contentDir, folder, name));
    if (!pictures.length) continue;
    // A document that does not parse could name any picture: then all are kept.
    const used = siteStrings(contentDir, folder, changes);
    if (used) unused.push(...pictures.filter((name) => !used.has(name)).map((name) => `${folder}/images/${name}`));
  }
  return unused;
}

/**
 * Moves pictures (content paths) out of the content, into the waiting room of
 * uploads. It runs once the edit is written: a picture it cannot move stays
 * where it is, and the edit stands.
 */
export function setAside(contentDir: string, pictures: string[]): void {
  for (const file of pictures) {
    const folder = file.slice(0, file.indexOf('/images/'));
    try {
      const path = resolveInside(contentDir, file);
      keepPending(contentDir, folder, file.slice(folder.length + '/images/'.length), readFileSync(path));
      rmSync(path);
    } catch {
      // Left in the content: an unused picture is untidy, never harmful.
    }
  }
}
