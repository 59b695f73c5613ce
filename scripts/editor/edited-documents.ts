import { existsSync, readFileSync } from 'node:fs';
import { resolveInside } from './content-paths.ts';
import { versionOf } from './documents.ts';
import { HttpError } from './http-error.ts';
import { editedText } from './minimal-edit.ts';
import { entryOfFile } from '../../src/editor/collections/entry-address.ts';
import { NEW_FILE_VERSION, type EditedDocument } from '../../src/editor/protocol.ts';

/** Checks the shape of what the browser sent, so nothing odd reaches the file system. */
export function parseEdited(body: unknown): EditedDocument[] {
  const docs = (body as { docs?: unknown } | null)?.docs;
  if (!Array.isArray(docs)) throw new HttpError(400, 'Expected a list of documents ("docs").');
  return docs.map((doc) => {
    const { file, version, data } = (doc ?? {}) as Record<string, unknown>;
    if (typeof file !== 'string' || !file.endsWith('.json'))
      throw new HttpError(400, 'Each document needs the path of its .json file.');
    if (typeof version !== 'string') throw new HttpError(400, `The document "${file}" has no version.`);
    if (typeof data !== 'object' || data === null || Array.isArray(data))
      throw new HttpError(400, `The document "${file}" must be a JSON object.`);
    return { file, version, data };
  });
}

/** A document's text on disk and as edited; `created` when the save is to make its file. */
export interface EditedText {
  path: string;
  before: string;
  after: string;
  created?: boolean;
}

/** The version the browser holds of a text: a file still to be made has the new file's. */
export const versionOfText = (text: EditedText): string => (text.created ? NEW_FILE_VERSION : versionOf(text.before));

/** The entries a save is asked to delete: a list of content paths, or none. */
export function parseDeletions(value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((file) => typeof file === 'string'))
    throw new HttpError(400, 'Expected "delete" to list the content paths of the entries to delete.');
  return [...new Set(value as string[])];
}

/**
 * The text each edited document would have on disk, made from the file's current text.
 * A new entry (its version says it is not written yet) has no text before; a new
 * file of any other kind is refused, and a new entry whose file exists meanwhile
 * comes back as a conflict, since its version no longer matches.
 */
export function textsFor(contentDir: string, docs: EditedDocument[]): Map<string, EditedText> {
  const texts = new Map<string, EditedText>();
  for (const doc of docs) {
    const path = resolveInside(contentDir, doc.file);
    if (!existsSync(path) && doc.version === NEW_FILE_VERSION && entryOfFile(doc.file)) {
      texts.set(doc.file, { path, before: '', after: `${JSON.stringify(doc.data, null, 2)}\n`, created: true });
      continue;
    }
    if (!existsSync(path)) throw new HttpError(404, `There is no content file "${doc.file}" any more.`);
    const before = readFileSync(path, 'utf8');
    texts.set(doc.file, { path, before, after: editedText(before, doc.data) });
  }
  return texts;
}
