/**
 * Saves as commits, and the history read back from them. Every commit holds
 * exactly the files one save wrote; nothing is ever rewritten, so going back
 * to a version is a new commit.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { cleanName } from './person-name.ts';
import { publishMoment } from '../../../src/content/collections.ts';
import { siteTimeZone } from '../../../src/content/time-zone.ts';
import {
  commitMessage,
  fieldChanges,
  fileWords,
  saveSentences,
  type SavedFile,
  type SiteClock,
} from './change-words.ts';
import { resolveInside } from '../content-paths.ts';
import { HttpError } from '../http-error.ts';
import { GitError, type Author, type Git } from './git.ts';
import { commitOneFile } from './undo-writes.ts';
import { changedFiles } from './commit-files.ts';
import type { FieldChange, FileChanges, HistoryEntry } from '../../../src/editor/protocol.ts';

/** A saved file as the commit message needs it: given, or read from the last commit and the disk. */
async function savedFile(git: Git, file: SavedFile | string): Promise<SavedFile> {
  if (typeof file !== 'string') return file;
  const path = join(git.cwd, file);
  return { file, before: await textAt(git, 'HEAD', file), after: existsSync(path) ? readFileSync(path, 'utf8') : '' };
}

/**
 * Now (or `at`) on the clock of the site a saved file is in, its site.json's
 * "timeZone" as the folder holds it: whether a save's entry moment is still
 * ahead, for the words "Scheduled … for …".
 */
export function siteClock(contentDir: string, at?: Date): SiteClock {
  return (file) => {
    const parts = file.split('/');
    const collections = parts.lastIndexOf('collections');
    let site: unknown;
    try {
      if (collections > 0)
        site = JSON.parse(readFileSync(join(contentDir, ...parts.slice(0, collections), 'site.json'), 'utf8'));
    } catch {
      // An unreadable site.json has no zone: the server's clock, as the scheduler would read it.
    }
    return publishMoment(at ?? new Date(), siteTimeZone(site));
  };
}

/**
 * Commits exactly these files (paths relative to the content folder, a folder
 * standing for every file in it) as one save; answers the commit id, or undefined when nothing differed. A file given
 * by its path alone is compared with the last commit for the message.
 */
/** A written path as the files it holds: a folder (a duplicated site) is every file under it. */
function filesAt(git: Git, file: SavedFile | string): (SavedFile | string)[] {
  const path = typeof file === 'string' ? join(git.cwd, file) : undefined;
  if (!path || !existsSync(path) || !statSync(path).isDirectory()) return [file];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(git.cwd, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

export function commitSave(git: Git, written: (SavedFile | string)[], author?: Author): Promise<string | undefined> {
  const given = written.flatMap((file) => filesAt(git, file));
  if (!given.length) return Promise.resolve(undefined);
  const paths = given.map((f) => (typeof f === 'string' ? f : f.file));
  return git.queue.run(async () => {
    const files = await Promise.all(given.map((f) => savedFile(git, f)));
    await git.run(['add', '--all', '--', ...paths]);
    const staged = await git.run(['diff', '--cached', '--name-only', '--', ...paths]);
    if (!staged.trim()) return undefined;
    // --only: whatever else happens to be staged in the working tree stays out of this commit.
    await git.run(['commit', '--quiet', '--only', '--no-verify', '-F', '-', '--', ...paths], {
      author,
      input: commitMessage(files, siteClock(git.cwd)),
    });
    return (await git.run(['rev-parse', 'HEAD'])).trim();
  });
}

/**
 * Log fields are separated by NUL, the one character git keeps out of names,
 * emails and messages alike, so no text in a commit can start a field or an
 * entry of its own; every entry is exactly as many fields as the format has.
 */
const HISTORY_FORMAT = ['%H', '%an', '%ae', '%aI', '%s'];

/** Who a commit made outside the editor (a developer's push, an import) is, to the people reading History. */
export const STUDIO_AUTHOR = 'The studio';

export interface HistoryOptions {
  limit?: number;
  /**
   * Whether an author's email is a person with an editor account. Given (team
   * mode), any other author is told as the studio, with the commit's changes
   * in words rather than its subject; without it (local mode) git's own author
   * and subject stay, as the person at the machine made them.
   */
  isPerson?: (email: string) => boolean;
}

/**
 * Newest first: who, when and what, for the files or folders given (a page, or
 * a whole site). Merges are left out: the changes they bring in are listed by
 * their own commits, and their subject ("Merge branch …") says nothing to a person.
 */
export async function listHistory(git: Git, paths: string[], options: HistoryOptions = {}): Promise<HistoryEntry[]> {
  const { limit = 100, isPerson } = options;
  let out: string;
  try {
    out = await git.run([
      'log',
      '-z',
      '--no-merges',
      `-n${limit}`,
      `--format=${HISTORY_FORMAT.join('%x00')}`,
      '--',
      ...paths,
    ]);
  } catch (error) {
    // A repository without commits yet has no history, which is not a failure.
    if (error instanceof GitError && /does not have any commits|bad default revision/.test(error.stderr)) return [];
    throw error;
  }
  const fields = out.split('\0');
  const entries: HistoryEntry[] = [];
  for (let at = 0; at + HISTORY_FORMAT.length <= fields.length; at += HISTORY_FORMAT.length) {
    const [commit, author, email, date, subject] = fields.slice(at, at + HISTORY_FORMAT.length);
    if (!/^[0-9a-f]{40}$/.test(commit)) continue;
    if (isPerson && !isPerson(email))
      entries.push({
        commit,
        author: STUDIO_AUTHOR,
        email: '',
        date,
        summary: await studioSummary(git, commit, paths, date),
      });
    else entries.push({ commit, author: cleanName(author) || email, email, date, summary: subject });
  }
  return entries;
}

/** Commits never change, so the words of one told once are kept (a bounded number of them). */
const studioWords = new Map<string, string>();
const STUDIO_WORDS_KEPT = 500;

/** A studio commit told as an editor's save is: its changes under `paths` in words, as the commit message would say them. */
async function studioSummary(git: Git, commit: string, paths: string[], date: string): Promise<string> {
  const key = `${git.cwd}\0${commit}\0${paths.join('\0')}`;
  const known = studioWords.get(key);
  if (known !== undefined) return known;
  // A schedule is told as it was when the commit was made.
  const clock = siteClock(git.cwd, new Date(date));
  const summary = commitMessage(await changedFiles(git, commit, paths), clock).split('\n')[0];
  if (studioWords.size >= STUDIO_WORDS_KEPT) studioWords.delete(studioWords.keys().next().value as string);
  studioWords.set(key, summary);
  return summary;
}

const COMMIT_ID = /^[0-9a-f]{7,40}$/;

export function checkCommitId(commit: unknown): string {
  if (typeof commit !== 'string' || !COMMIT_ID.test(commit)) throw new GitError('That is not a version id.');
  return commit;
}

/** A file's text at a commit, or "" when it did not exist then; a folder is refused (400). */
export async function textAt(git: Git, commit: string, file: string): Promise<string> {
  try {
    return await git.run(['cat-file', 'blob', `${commit}:./${file}`]);
  } catch (error) {
    if (error instanceof GitError && /bad file/i.test(error.stderr))
      throw new HttpError(400, `${file} is a folder: only a page, an entry or a site's settings can be restored.`);
    if (
      error instanceof GitError &&
      /does not exist|exists on disk, but not in|invalid object name|bad revision/i.test(error.stderr)
    )
      return '';
    throw error;
  }
}

/**
 * Many files' texts at once, each at its commit (`[commit, file]`), from one
 * git process instead of one each: "" for a file that did not exist then or
 * is not a file. A review of twenty pages reads forty texts; forty processes
 * cost far more than the reading.
 */
export async function textsAt(git: Git, wanted: [commit: string, file: string][]): Promise<string[]> {
  // The batch reads one name a line: a name with a line break in it is asked alone.
  if (wanted.some(([commit, file]) => /[\r\n]/.test(commit + file)))
    return Promise.all(wanted.map(([commit, file]) => textAt(git, commit, file)));
  if (wanted.length === 0) return [];
  const output = await git.runBytes(['cat-file', '--batch'], {
    input: wanted.map(([commit, file]) => `${commit}:./${file}\n`).join(''),
  });
  const texts: string[] = [];
  let at = 0;
  for (let i = 0; i < wanted.length; i++) {
    const end = output.indexOf(0x0a, at);
    if (end < 0) throw new GitError('git cat-file answered fewer files than asked.');
    // "<id> <type> <size>" then the bytes and a line break, or "<name> missing" (or ambiguous).
    const header = output.toString('utf8', at, end).split(' ');
    at = end + 1;
    const size = Number(header[header.length - 1]);
    if (header.length !== 3 || !Number.isInteger(size)) {
      texts.push('');
      continue;
    }
    texts.push(header[1] === 'blob' ? output.toString('utf8', at, at + size) : '');
    at += size + 1;
  }
  return texts;
}

/** Before and after for every field a commit changed, in the files under `paths`. */
export async function showChanges(git: Git, commit: unknown, paths: string[]): Promise<FileChanges[]> {
  const files = await changedFiles(git, checkCommitId(commit), paths);
  return files.map(({ file, before, after }) => {
    const parse = (text: string) => (text ? (JSON.parse(text) as unknown) : undefined);
    // A picture (or any file that is not a document) is told as added, replaced or removed, never as its bytes.
    const whole: FieldChange[] = [
      {
        where: [],
        field: file.endsWith('.json') ? 'file' : 'picture',
        kind: !before ? 'added' : !after ? 'removed' : 'changed',
      },
    ];
    let changes: FieldChange[];
    try {
      changes = file.endsWith('.json') ? fieldChanges(parse(before), parse(after), file) : whole;
    } catch {
      changes = whole;
    }
    return { file, place: fileWords(file), changes };
  });
}

/**
 * "Restore this version": the file as it was right after `commit`, written and
 * committed anew by the person restoring. Later commits stay in the history.
 */
export async function restoreVersion(
  git: Git,
  contentDir: string,
  file: string,
  commit: unknown,
  author?: Author,
): Promise<string | undefined> {
  const id = checkCommitId(commit);
  resolveInside(contentDir, file);
  const wanted = await textAt(git, id, file);
  if (!wanted) throw new GitError(`${fileWords(file)} did not exist in that version, so there is nothing to restore.`);
  const current = await textAt(git, 'HEAD', file);
  if (current === wanted) return undefined;
  // Checked as a save is, where it is written (commitOneFile).
  const date = (await git.run(['show', '-s', '--format=%aI', id])).trim().slice(0, 16).replace('T', ' ');
  const words = saveSentences([{ file, before: current, after: wanted }]);
  const message = `Restored ${fileWords(file)} to the version of ${date}\n\n${words.map((s) => `- ${s}`).join('\n')}`;
  return commitOneFile(git, contentDir, file, wanted, message, author);
}
