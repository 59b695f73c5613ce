import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { Problem } from '../content/problem.ts';
import { loadContent, type Content } from '../content/core/load-content.ts';
import { listSites } from './documents.ts';
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
  overrides: Map<string, string | null> = new Map(),
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

/** Folders below the content folder the checker never reads, and whose changes say nothing about the content. */
const UNREAD_FOLDERS = new Set(['.git', 'node_modules']);

/**
 * A file changed this shortly before a stamp could change again without its
 * size, times or inode showing it (disks that keep times to the second, two
 * writes in one clock tick): such a file is compared by its bytes as well.
 */
const UNSETTLED_MS = 2000;

/** What a stamp of the content folder holds: its files' facts, and which files changed in the last moments. */
export interface ContentStamp {
  files: string;
  unsettled: string[];
}

/**
 * A stamp of everything the checker reads in the content folder: every file
 * and folder below it by name, type, size, change and modification times (to
 * the nanosecond) and inode, with the files changed in the last moments
 * named. Any write changes it: the editor's writes and git's replace a file by
 * a new one (a new inode), and adding, removing or renaming anything changes
 * the names listed. Statting the files costs a few milliseconds where
 * reading and checking them costs a few hundred.
 */
export function stampContent(contentDir: string): ContentStamp {
  const hash = createHash('sha256');
  const unsettled: string[] = [];
  const now = Date.now();
  const add = (path: string) => {
    const stat = lstatSync(path, { bigint: true });
    hash.update(`${path}\0${stat.mode}\0${stat.size}\0${stat.mtimeNs}\0${stat.ctimeNs}\0${stat.ino}\n`);
    if (stat.isFile() && now - Math.max(Number(stat.mtimeMs), Number(stat.ctimeMs)) < UNSETTLED_MS)
      unsettled.push(path);
    return stat;
  };
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (entry.isDirectory() && UNREAD_FOLDERS.has(entry.name)) continue;
      const path = join(dir, entry.name);
      try {
        if (add(path).isDirectory()) walk(path);
      } catch {
        hash.update(`${path}\0gone\n`); // removed while stamped: the next stamp differs
      }
    }
  };
  add(contentDir);
  walk(contentDir);
  return { files: hash.digest('hex'), unsettled };
}

/** The bytes of some files, as one hash; a file that cannot be read counts as such. */
function bytesOf(paths: string[]): string {
  const hash = createHash('sha256');
  for (const path of paths) {
    try {
      hash.update(path).update('\0').update(readFileSync(path)).update('\n');
    } catch {
      hash.update(`${path}\0unreadable\n`);
    }
  }
  return hash.digest('hex');
}

type SiteSummary = ReturnType<typeof listSites>[number];

/**
 * What was last worked out from a content folder as saved, with the stamp
 * taken before it read anything and the bytes of the files that had just
 * changed then.
 */
interface Kept {
  files: string;
  unsettled: string[];
  bytes: string;
  problems?: readonly EditorProblem[];
  sites?: readonly SiteSummary[];
}
const kept = new Map<string, Kept>();

/**
 * What is known of the content folder as it is now: the last entry when the
 * folder's stamp is the same and the files that had just changed when it was
 * taken still hold the same bytes, else an empty one (undefined when the
 * folder cannot be listed: then nothing is kept).
 */
function unchanged(contentDir: string): Kept | undefined {
  let stamp: ContentStamp;
  try {
    stamp = stampContent(contentDir);
  } catch {
    kept.delete(contentDir);
    return undefined;
  }
  const last = kept.get(contentDir);
  if (last?.files === stamp.files && bytesOf(last.unsettled) === last.bytes) {
    // The same bytes, and files settled since need no reading any more: later changes show in their times.
    if (stamp.unsettled.length < last.unsettled.length)
      Object.assign(last, { unsettled: stamp.unsettled, bytes: bytesOf(stamp.unsettled) });
    return last;
  }
  const fresh: Kept = { files: stamp.files, unsettled: stamp.unsettled, bytes: bytesOf(stamp.unsettled) };
  kept.set(contentDir, fresh);
  return fresh;
}

function problemsOf(contentDir: string, entry: Kept | undefined): readonly EditorProblem[] {
  if (entry?.problems) return entry.problems;
  const problems = Object.freeze(checkContent(contentDir).problems);
  if (entry) entry.problems = problems;
  return problems;
}

function sitesOf(contentDir: string, entry: Kept | undefined): readonly SiteSummary[] {
  if (entry?.sites) return entry.sites;
  const sites = Object.freeze(listSites(contentDir));
  if (entry) entry.sites = sites;
  return sites;
}

/**
 * The problems of the content as saved (no unsaved texts), checked again only
 * when the content folder changed since the last check: the site list and a
 * check without documents ask this on every call, and a full check holds the
 * server for a few hundred milliseconds. The stamp is taken before the files
 * are read, so a change made during a check is seen by the next call. The
 * check runs whole, without waiting in between, so callers arriving together
 * do not each run one: the first checks, the others find its result.
 * Callers must not change what they are given.
 */
export function savedProblems(contentDir: string): readonly EditorProblem[] {
  return problemsOf(contentDir, unchanged(contentDir));
}

/**
 * The start screen's list of sites (`listSites`, which reads every page) with
 * the saved content's problems, both kept as `savedProblems` is, under one stamp.
 */
export function savedOverview(contentDir: string): {
  sites: readonly SiteSummary[];
  problems: readonly EditorProblem[];
} {
  const entry = unchanged(contentDir);
  return { sites: sitesOf(contentDir, entry), problems: problemsOf(contentDir, entry) };
}

/**
 * The start screen's list of sites as `savedOverview` keeps it, without the
 * saved content's check: for a check of edited documents, which only needs to
 * know which site each problem is in.
 */
export function savedSites(contentDir: string): readonly SiteSummary[] {
  return sitesOf(contentDir, unchanged(contentDir));
}

/**
 * The checker's problems with the edited (unsaved) documents of a request in
 * place of what is on disk; a picture uploaded for them and waiting for their
 * save is not missing. Without documents, the content as saved.
 */
export function checkEdited(contentDir: string, body: unknown): EditorProblem[] {
  const docs = parseEdited(body);
  if (docs.length === 0) return [...savedProblems(contentDir)];
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
 * `overrides` maps absolute paths to their new text (`null`: an entry file
 * the write removes); `writing` names the
 * written files inside the content folder. Every write of content asks this
 * before it writes, so no write can leave the content in a state a save could not.
 */
export function problemsOfWrite(
  contentDir: string,
  overrides: Map<string, string | null>,
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
