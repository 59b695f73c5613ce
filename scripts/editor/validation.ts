import { dirname, relative, sep } from 'node:path';
import type { Problem } from '../content/problem.ts';
import { loadContent, type Content } from '../content/core/load-content.ts';
import { parseEdited, textsFor } from './edited-documents.ts';
import { HttpError } from './http-error.ts';
import { withoutWaitingPictures } from './pending-uploads.ts';

/** A problem with the content path of its file, so the page can put it under the field its path names. */
export interface EditorProblem extends Problem {
  /** Path inside the content folder: "demos/bakery/pages/home.json". */
  doc: string;
}

/**
 * Runs the very checker of `npm run validate` over the content folder, with
 * unsaved texts in place of what is on disk. File names in messages are
 * counted from the content folder's parent, as on the command line
 * ("site-content/demos/..."); `docOf` turns such a name into the editor's
 * name for the file, inside the content folder ("demos/...").
 */
export function checkContent(
  contentDir: string,
  overrides: Map<string, string> = new Map(),
): { problems: EditorProblem[]; content: Content; docOf: (file: string) => string } {
  const root = dirname(contentDir);
  const content = loadContent(contentDir, root, overrides);
  const prefix = relative(root, contentDir).split(sep).join('/') + '/';
  const docOf = (file: string) => (file.startsWith(prefix) ? file.slice(prefix.length) : file);
  const problems = content.problems.map((problem) => ({
    ...problem,
    doc: docOf(problem.file),
  }));
  return { problems, content, docOf };
}

/**
 * The checker's problems with the edited (unsaved) documents of a request in
 * place of what is on disk; a picture uploaded for them and waiting for their
 * save is not missing.
 */
export function checkEdited(contentDir: string, body: unknown): EditorProblem[] {
  const docs = parseEdited(body);
  const texts = textsFor(contentDir, docs);
  const overrides = new Map([...texts.values()].map(({ path, after }) => [path, after]));
  return withoutWaitingPictures(contentDir, checkContent(contentDir, overrides).problems, docs);
}

/** Identifies a problem across two runs, whatever its line. */
export function problemKey(problem: EditorProblem): string {
  return `${problem.doc}|${problem.message}|${JSON.stringify(problem.path ?? problem.where ?? '')}`;
}

/**
 * What a write would break: problems in the files it writes, and problems new
 * anywhere else (removing an anchor can break a link on another page).
 * `overrides` maps absolute paths to their new text; `writing` names the
 * written files inside the content folder. Every write of content asks this
 * before it writes, so no write can leave the content in a state a save could not.
 */
export function problemsOfWrite(
  contentDir: string,
  overrides: Map<string, string>,
  writing: Set<string>,
): EditorProblem[] {
  const before = new Set(checkContent(contentDir).problems.map(problemKey));
  return checkContent(contentDir, overrides).problems.filter(
    (problem) => writing.has(problem.doc) || !before.has(problemKey(problem)),
  );
}

/** The refusal of a write that would bring problems: 422, each problem with its file and place. */
export function refusalOf(problems: EditorProblem[]): HttpError {
  return new HttpError(
    422,
    `Not saved: ${problems.length} problem(s) to fix first. ${problems.map((p) => `${p.doc}${p.where ? ` (${p.where})` : ''}: ${p.message}`).join(' ')}`,
    { problems },
  );
}
