/**
 * The files an editor write changed, read from its request and its answer, so
 * team mode can commit exactly those. A route that writes must be listed here:
 * the test of this module checks it against the editor's write routes.
 */
import { siteFolder } from '../documents.ts';
import type { Author, Git } from './git.ts';
import { commitSave } from './history.ts';
import { HttpError } from '../http-error.ts';
import { returnToWaiting } from '../pending-uploads.ts';
import { undoWrites } from './undo-writes.ts';

type Json = Record<string, unknown>;

/** Pictures a write took out of the content (scripts/editor/unused-pictures.ts). */
const removedPictures = (answer: Json) => (answer.removed as string[] | undefined) ?? [];

export const WRITES: Record<
  string,
  (body: Json, answer: Json, siteFolder: (id: unknown) => string, query: URLSearchParams) => string[]
> = {
  // A save commits its pages with the uploaded pictures they brought into the content, and the removal of those they stopped using.
  '/api/save': (_body, answer) => [
    ...((answer.saved as { file: string }[] | undefined) ?? []).map((saved) => saved.file),
    ...((answer.deleted as string[] | undefined) ?? []),
    ...((answer.pictures as string[] | undefined) ?? []),
    ...removedPictures(answer),
  ],
  '/api/pages/create': (_body, answer) => (typeof answer.file === 'string' ? [answer.file] : []),
  '/api/pages/delete': (_body, answer) => [
    ...(typeof answer.deleted === 'string' ? [answer.deleted] : []),
    ...removedPictures(answer),
  ],
  // An upload waits outside the content until a save uses it.
  '/api/upload': () => [],
  '/api/sites/duplicate': (_body, answer) => (typeof answer.folder === 'string' ? [answer.folder] : []),
};

/** Routes that write nothing (they only check, or draw a page's share card). */
export const READ_ONLY_POSTS = new Set(['/api/validate', '/api/share-card']);

export function writtenFiles(
  path: string,
  body: unknown,
  answer: unknown,
  siteFolder: (id: unknown) => string,
  query: URLSearchParams,
): string[] {
  const files = WRITES[path];
  if (!files || !answer || typeof answer !== 'object') return [];
  return files((body ?? {}) as Json, answer as Json, siteFolder, query);
}

/**
 * After an editor write: one commit of exactly the files it wrote, by `author`
 * (git's own settings when absent). When git refuses it, the files go back as
 * the last commit has them and the person is told.
 */
export function commitWrites(
  git: Git,
  contentDir: string,
  author?: Author,
): (url: URL, result: unknown) => Promise<void> {
  return async (url, result) => {
    const files = writtenFiles(url.pathname, undefined, result, (id) => siteFolder(contentDir, id), url.searchParams);
    try {
      await commitSave(git, files, author);
    } catch (error) {
      // Not recorded, not kept: the write is undone, so nothing goes live without its history;
      // the uploads it brought in wait again for the next save.
      returnToWaiting(contentDir, ((result as Json | undefined)?.pictures as string[] | undefined) ?? []);
      await undoWrites(git, contentDir, files);
      throw new HttpError(
        500,
        `The change could not be recorded in the history, so it was not kept. ${error instanceof Error ? error.message : ''}`.trim(),
      );
    }
  };
}
