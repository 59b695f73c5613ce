/**
 * "Undo this change": only the fields one commit changed go back to what they
 * were before it; everything changed since, elsewhere on the page, stays. If a
 * later change edited one of those same fields, nothing is written and the
 * refusal names the field, so no one's later work is overwritten unseen.
 */
import { resolveInside } from '../content-paths.ts';
import { editedText } from '../minimal-edit.ts';
import { sameJson } from '../../../src/content/same-json.ts';
import { changeSentence, fieldChanges, fileWords, saveSentences, valueWords } from './change-words.ts';
import { GitError, type Author, type Git } from './git.ts';
import { commitOneFile } from './undo-writes.ts';
import { checkCommitId, textAt } from './history.ts';

type Json = unknown;
type Path = (string | number)[];

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where two versions differ, as deep as both have the same shape (a list that grew or shrank is one value). */
function changedPaths(before: Json, after: Json, path: Path = []): Path[] {
  if (sameJson(before, after)) return [];
  if (isObject(before) && isObject(after))
    return [...new Set([...Object.keys(before), ...Object.keys(after)])].flatMap((key) =>
      changedPaths(before[key], after[key], [...path, key]),
    );
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length)
    return after.flatMap((item, i) => changedPaths(before[i], item, [...path, i]));
  return [path];
}

function valueAt(doc: Json, path: Path): Json {
  return path.reduce<Json>(
    (node, key) => (isObject(node) || Array.isArray(node) ? (node as Record<string, Json>)[key] : undefined),
    doc,
  );
}

/** A copy of `doc` with the value at `path` replaced (or taken out, for undefined). */
function withValue(doc: Json, [key, ...rest]: Path, value: Json): Json {
  if (key === undefined) return value;
  if (Array.isArray(doc)) return doc.map((item, i) => (i === key ? withValue(item, rest, value) : item));
  const copy = { ...(isObject(doc) ? doc : {}) };
  const next = withValue(copy[key], rest, value);
  if (next === undefined) delete copy[key];
  else copy[key] = next;
  return copy;
}

/** A field in the words History uses: "Salon packages: price of "Color & Cut"". */
function fieldName(file: string, doc: Json, path: Path): string {
  const [change] = fieldChanges(doc, withValue(doc, path, '\u0000'), file);
  return change ? changeSentence({ ...change, kind: 'changed', before: undefined, after: undefined }) : 'a field';
}

const parse = (text: string): Json => (text ? JSON.parse(text) : undefined);

/**
 * Undoes what `commit` changed in `file`, as a new commit by `author`; answers
 * its id, or undefined when those fields already are as they were before it.
 */
export async function undoChange(
  git: Git,
  contentDir: string,
  file: string,
  commit: unknown,
  author?: Author,
): Promise<string | undefined> {
  const id = checkCommitId(commit);
  resolveInside(contentDir, file);
  const place = fileWords(file);
  const parent = (await git.run(['rev-list', '--parents', '-n1', id])).trim().split(' ')[1];
  const [beforeText, afterText, currentText] = await Promise.all([
    parent ? textAt(git, parent, file) : '',
    textAt(git, id, file),
    textAt(git, 'HEAD', file),
  ]);
  if (!beforeText) throw new GitError(`This change created ${place}: to undo it, delete the page.`);
  if (!afterText || !currentText)
    throw new GitError(
      `${place} was deleted, so this change cannot be undone on its own. Use "Go back to this version".`,
    );
  const [before, after, current] = [beforeText, afterText, currentText].map(parse);
  let undone = current;
  for (const path of changedPaths(before, after)) {
    if (!sameJson(valueAt(current, path), valueAt(after, path)))
      throw new GitError(
        `Not undone: ${fieldName(file, after, path)} was changed again later (it now reads ${valueWords(valueAt(current, path))}). ` +
          `Undoing this change would overwrite that, so change that field by hand instead.`,
      );
    undone = withValue(undone, path, valueAt(before, path));
  }
  if (sameJson(undone, current)) return undefined;
  const text = editedText(currentText, undone as Parameters<typeof editedText>[1]);
  const summary = (await git.run(['show', '-s', '--format=%s', id])).trim();
  const words = saveSentences([{ file, before: currentText, after: text }]);
  const message = `Undid a change to ${place}: ${summary}\n\n${words.map((s) => `- ${s}`).join('\n')}`;
  return commitOneFile(git, contentDir, file, text, message, author);
}
