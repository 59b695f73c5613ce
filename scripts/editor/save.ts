import { journalFor, writeAllAtomic } from './atomic-write.ts';
import { PROJECT_ROOT } from '../paths.ts';
import { contentRelative, resolveInside } from './content-paths.ts';
import { readDocument, versionOf } from './documents.ts';
import { checkDeletable } from './entries.ts';
import { textsFor, versionOfText } from './edited-documents.ts';
import { HttpError } from './http-error.ts';
import { redirectsForMoves } from './moved-pages.ts';
import { planRename, renameAnswer } from './rename-entry.ts';
import { bringInPictures } from './pending-uploads.ts';
import { picturesLeftUnused, setAside } from './unused-pictures.ts';
import { problemsOfWrite, refusalOf } from './validation.ts';
import type { EditedDocument, SaveResult } from '../../src/editor/protocol.ts';
import { fieldChanges, fileWords } from './team/change-words.ts';

/** Text read as JSON, or undefined when it is not (a file broken by hand). */
function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Saves edited documents, or refuses the whole save:
 * - 409 when a file changed on disk since it was opened (both versions are sent back),
 *   unless the browser says to keep its version (`force`);
 * - 422 when a saved file has problems, or the edits bring problems elsewhere.
 * Only files whose text changes are written, all of them or none, even across a crash.
 * `deletions` are collection entries deleted by the same save, each refused (409,
 * naming what refers to it) while a page links to it or an entry names it.
 */
export function saveDocuments(
  contentDir: string,
  docs: EditedDocument[],
  force = false,
  deletions: string[] = [],
): SaveResult {
  const texts = textsFor(contentDir, docs);
  // An entry is deleted only while nothing refers to it, and never while it is also being saved.
  for (const file of deletions) {
    if (texts.has(file)) throw new HttpError(400, `"${file}" cannot be saved and deleted at once.`);
    checkDeletable(contentDir, file);
  }
  const deleted = deletions.map((file) => ({
    file,
    path: resolveInside(contentDir, file),
    before: readDocument(contentDir, file).text,
  }));
  const conflicts = docs
    .filter((doc) => !force && versionOfText(texts.get(doc.file)!) !== doc.version)
    .map((doc) => ({
      file: doc.file,
      place: fileWords(doc.file),
      // What differs, field by field and in words: "before" is the version on disk now, "after" the browser's.
      changes: fieldChanges(jsonOf(texts.get(doc.file)!.before), jsonOf(texts.get(doc.file)!.after), doc.file),
      theirs: texts.get(doc.file)!.before,
      theirsVersion: versionOf(texts.get(doc.file)!.before),
      mine: texts.get(doc.file)!.after,
    }));
  if (conflicts.length) {
    throw new HttpError(
      409,
      `${conflicts.map((c) => c.file).join(', ')} changed on disk since you opened it. Choose which version to keep.`,
      { conflicts },
    );
  }

  const pictures = bringInPictures(contentDir, docs);
  // A page that changes its address keeps the old one as a redirect, checked and written with the save.
  const moves = redirectsForMoves([...texts.values()]);
  const overrides = new Map([
    ...[...texts.values()].map(({ path, after }): [string, string] => [path, after]),
    ...moves,
  ]);
  const added = problemsOfWrite(contentDir, overrides, new Set(docs.map((doc) => doc.file)));
  if (added.length) {
    pictures.undo();
    throw refusalOf(added);
  }

  const removed = picturesLeftUnused(contentDir, [
    ...[...texts].map(([file, { before, after }]) => ({ file, before, after })),
    ...deleted.map(({ file, before }) => ({ file, before })),
  ]);
  const result: SaveResult = {
    saved: [],
    unchanged: [],
    pictures: pictures.moved,
    removed,
    ...(deleted.length && { deleted: deleted.map(({ file }) => file) }),
  };
  const writes: { path: string; content: string }[] = [];
  for (const doc of docs) {
    const { path, before: old } = texts.get(doc.file)!;
    const after = moves.get(path) ?? texts.get(doc.file)!.after;
    moves.delete(path);
    if (after === old) {
      result.unchanged.push(doc.file);
      continue;
    }
    writes.push({ path, content: after });
    result.saved.push({ file: doc.file, version: versionOf(after), text: after });
  }
  // Redirects the browser did not send are saved too, so it holds their new version and team mode commits them.
  for (const [path, content] of moves) {
    writes.push({ path, content });
    result.saved.push({ file: contentRelative(contentDir, path), version: versionOf(content), text: content });
  }
  try {
    writeAllAtomic(
      writes,
      saveJournal(contentDir),
      deleted.map(({ path }) => path),
    );
  } catch (error) {
    pictures.undo();
    throw error;
  }
  pictures.settle();
  setAside(contentDir, removed);
  return result;
}

/**
 * Renames a saved entry (`planRename`): its file at its new name, the files
 * whose links and references follow it and the redirect from its old address
 * are written, and its old file removed, all of them or none, even across a crash.
 */
export function renameEntry(contentDir: string, file: string, slug: unknown): SaveResult {
  const plan = planRename(contentDir, file, slug);
  writeAllAtomic(
    [...plan.writes].map(([path, content]) => ({ path, content })),
    saveJournal(contentDir),
    [resolveInside(contentDir, plan.from)],
  );
  return renameAnswer(contentDir, plan);
}

/** The journal of the saves into one content folder, kept outside it (scripts/editor/atomic-write.ts). */
export function saveJournal(contentDir: string): string {
  return journalFor(contentDir, `${PROJECT_ROOT}node_modules/.cache/editor-saves`);
}
