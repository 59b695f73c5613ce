/**
 * The files one commit changed, with their text before and after, read in two
 * git calls whatever the commit's size: a developer's import can touch every
 * file of a site, and History tells such a commit in words when it is listed.
 */
import type { SavedFile } from './change-words.ts';
import type { Git } from './git.ts';

/** Git's id of "no file": the side of an added or removed file that has none. */
const NO_FILE = /^0+$/;
/** Any present file that is not a document is told by its presence alone (a picture added, replaced, removed). */
const PRESENT = '(present)';
const BLOB_HEADER = /^([0-9a-f]{40,64}) blob (\d+)$/;

/**
 * Every file a commit changed under `paths` (relative to the working folder),
 * before (at its first parent, or at `since` when given: a range of commits)
 * and after.
 */
export async function changedFiles(git: Git, commit: string, paths: string[], since?: string): Promise<SavedFile[]> {
  // -z: ":<mode> <mode> <before> <after> <status>\0<path>\0" for each file, whatever its name holds.
  const raw = (
    await git.run([
      'diff-tree',
      '-r',
      '--root',
      '--no-commit-id',
      '--no-renames',
      '-z',
      '--relative',
      ...(since ? [since] : []),
      commit,
      '--',
      ...paths,
    ])
  ).split('\0');
  const files: { file: string; before: string; after: string }[] = [];
  for (let at = 0; at + 1 < raw.length; at += 2) {
    const [, , before, after] = raw[at].replace(/^:/, '').split(' ');
    files.push({ file: raw[at + 1], before, after });
  }
  const documents = files.filter(({ file }) => file.endsWith('.json'));
  const texts = await blobTexts(
    git,
    [...new Set(documents.flatMap((f) => [f.before, f.after]))].filter((id) => !NO_FILE.test(id)),
  );
  const text = (file: string, id: string) =>
    NO_FILE.test(id) ? '' : file.endsWith('.json') ? (texts.get(id) ?? '') : PRESENT;
  return files.map(({ file, before, after }) => ({ file, before: text(file, before), after: text(file, after) }));
}

/** The text of each blob, in one `git cat-file --batch`; documents are UTF-8, so sizes in bytes hold for their text. */
async function blobTexts(git: Git, ids: string[]): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  if (!ids.length) return texts;
  const out = Buffer.from(await git.run(['cat-file', '--batch'], { input: `${ids.join('\n')}\n` }), 'utf8');
  for (let at = 0; at < out.length;) {
    const end = out.indexOf(10, at);
    const header = BLOB_HEADER.exec(out.subarray(at, end < 0 ? out.length : end).toString());
    // A blob that is not UTF-8 throws off the sizes: what was read so far stands, the rest is read one by one below.
    if (!header) break;
    const start = end + 1;
    texts.set(header[1], out.subarray(start, start + Number(header[2])).toString('utf8'));
    at = start + Number(header[2]) + 1;
  }
  for (const id of ids.filter((id) => !texts.has(id))) texts.set(id, await git.run(['cat-file', 'blob', id]));
  return texts;
}
