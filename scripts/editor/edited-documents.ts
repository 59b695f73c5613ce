import { existsSync, readFileSync } from 'node:fs';
import { resolveInside } from './content-paths.ts';
import { HttpError } from './http-error.ts';
import { editedText } from './minimal-edit.ts';
import type { EditedDocument } from '../../src/editor/protocol.ts';

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

/** The text each edited document would have on disk, made from the file's current text. */
export function textsFor(
  contentDir: string,
  docs: EditedDocument[],
): Map<string, { path: string; before: string; after: string }> {
  const texts = new Map<string, { path: string; before: string; after: string }>();
  for (const doc of docs) {
    const path = resolveInside(contentDir, doc.file);
    if (!existsSync(path)) throw new HttpError(404, `There is no content file "${doc.file}" any more.`);
    const before = readFileSync(path, 'utf8');
    texts.set(doc.file, { path, before, after: editedText(before, doc.data) });
  }
  return texts;
}
