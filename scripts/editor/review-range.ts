/**
 * A review of a range of commits in local mode (`npm run review`): the
 * content documents read at two git revisions (never a build, never the
 * working tree unless asked for), grouped by site, each site's changes in the
 * same shape as team mode's review answer, so the same review page shows
 * them. Only git's reading commands run here: nothing is written to the
 * content folder or to the repository.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { sendJson } from './api.ts';
import { HttpError } from './http-error.ts';
import { pictureTypeOf } from '../media-types.ts';
import { MEDIA_POLICY } from '../security-headers.ts';
import type { SavedFile } from './team/change-words.ts';
import { changedFiles } from './team/commit-files.ts';
import { Git, GitError } from './team/git.ts';
import { textAt } from './team/history.ts';
import { reviewFile } from './team/review-api.ts';
import type { ReviewFile, ReviewRange, ReviewRequest } from '../../src/editor/protocol.ts';

/** A refusal said in one line; the command prints it and stops. */
export class ReviewRangeError extends Error {
  name = 'ReviewRangeError';
}

/** The side of a picture that exists: a picture is told by its presence alone. */
const PRESENT = '(present)';

/** One end of a range: a commit, or the working tree (uncommitted changes). */
interface End {
  name: string;
  commit?: string;
}

/** What the review server answers for one site: the review page's own answer, with the range it covers. */
export interface SiteReview {
  request: ReviewRequest;
  files: ReviewFile[];
  newer: false;
  range: ReviewRange;
}

export interface RangeReview {
  label: string;
  before: End;
  /** The later end: without a commit, the working tree. */
  after: End;
  /** Each site's folder in the content folder, by site id, and the content folder. */
  folders: Record<string, string>;
  cwd: string;
  /** The part of the content folder looked at ("" for all of it). */
  path: string;
  /** By site id. */
  sites: Record<string, SiteReview>;
}

/** What the command line asked: a range (absent: the uncommitted changes), a path to narrow it, a port. */
export interface ReviewArgs {
  range?: string;
  path?: string;
  port?: number;
}

export const USAGE =
  'Usage: npm run review -- [<from>..<to> | <branch>] [<path in the content folder>] [--port <number>]';

export function parseReviewArgs(argv: string[]): ReviewArgs {
  const args: ReviewArgs = {};
  const plain: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--port' || arg.startsWith('--port=')) {
      const value = arg === '--port' ? argv[++i] : arg.slice('--port='.length);
      const port = Number(value);
      if (!/^\d+$/.test(value ?? '') || port < 1 || port > 65535)
        throw new ReviewRangeError(`--port needs a port number between 1 and 65535, not "${value ?? ''}".`);
      args.port = port;
    } else if (arg === '--help' || arg === '-h') throw new ReviewRangeError(USAGE);
    else if (arg.startsWith('-')) throw new ReviewRangeError(`Unknown option ${arg}. ${USAGE}`);
    else plain.push(arg);
  }
  if (plain.length > 2) throw new ReviewRangeError(`Too many arguments. ${USAGE}`);
  [args.range, args.path] = plain;
  return args;
}

/** The commit a name stands for, or a refusal naming it. */
async function commitOf(git: Git, name: string): Promise<string> {
  // A name starting with "-" would be read by git as an option.
  const found = name.startsWith('-')
    ? ''
    : (await git.run(['rev-parse', '--verify', '--quiet', `${name}^{commit}`], { okCodes: [1] })).trim();
  if (!found) throw new ReviewRangeError(`There is no revision "${name}" in the content folder's repository.`);
  return found;
}

async function mergeBase(git: Git, one: string, other: string, names: string): Promise<string> {
  const base = (await git.run(['merge-base', one, other], { okCodes: [1] })).trim();
  if (!base) throw new ReviewRangeError(`${names} have no commit in common, so there is no "before" to compare with.`);
  return base;
}

/**
 * The two ends a range names: `<from>..<to>` (either side empty means HEAD),
 * `<from>...<to>` (from where they parted), one branch (from where it left
 * HEAD to the branch), or nothing (HEAD against the uncommitted changes).
 */
export async function rangeEnds(
  git: Git,
  range: string | undefined,
): Promise<{ label: string; before: End; after: End }> {
  if (range === undefined || range === '') {
    return {
      label: 'uncommitted changes',
      before: { name: 'HEAD', commit: await commitOf(git, 'HEAD') },
      after: { name: 'working tree' },
    };
  }
  const three = range.indexOf('...');
  const two = range.indexOf('..');
  if (three >= 0 || two >= 0) {
    const at = three >= 0 ? three : two;
    const fromName = range.slice(0, at) || 'HEAD';
    const toName = range.slice(at + (three >= 0 ? 3 : 2)) || 'HEAD';
    if (fromName.includes('..') || toName.includes('..'))
      throw new ReviewRangeError(`"${range}" is not a range: use <from>..<to>.`);
    const [from, to] = [await commitOf(git, fromName), await commitOf(git, toName)];
    const start = three >= 0 ? await mergeBase(git, from, to, `${fromName} and ${toName}`) : from;
    return { label: range, before: { name: fromName, commit: start }, after: { name: toName, commit: to } };
  }
  const to = await commitOf(git, range);
  const base = await mergeBase(git, await commitOf(git, 'HEAD'), to, `HEAD and ${range}`);
  return {
    label: range,
    before: { name: `where ${range} left HEAD`, commit: base },
    after: { name: range, commit: to },
  };
}

/**
 * The path given on the command line as a path inside the content folder
 * ("" for the whole folder), or a refusal when it leads anywhere else.
 */
export function contentPath(contentDir: string, path: string | undefined, cwd = process.cwd()): string {
  if (path === undefined) return '';
  const root = realpathSync(contentDir);
  // Read from where the command was typed when it is there, else inside the content folder ("demos/salon").
  let target = existsSync(resolve(cwd, path)) ? resolve(cwd, path) : resolve(root, path);
  // The deepest part that exists decides where it leads (a link may point out of the folder).
  let existing = target;
  while (!existsSync(existing) && dirname(existing) !== existing) existing = dirname(existing);
  target = resolve(realpathSync(existing), relative(existing, target));
  const inside = relative(root, target);
  if (inside.startsWith('..') || isAbsolute(inside))
    throw new ReviewRangeError(
      `${path} is outside the content folder (${root}): name a site, a page or a folder in it.`,
    );
  return inside.split(sep).join('/');
}

async function isPathOnly(git: Git, contentDir: string, arg: string, cwd: string): Promise<boolean> {
  if (arg.includes('..') && !arg.includes('/')) return false;
  const known = await git.run(['rev-parse', '--verify', '--quiet', `${arg}^{commit}`], { okCodes: [1, 128] });
  return !known.trim() && (existsSync(resolve(cwd, arg)) || existsSync(resolve(contentDir, arg)));
}

/** The site folders (those holding a site.json) at one end of the range. */
async function siteFoldersAt(git: Git, contentDir: string, end: End): Promise<Set<string>> {
  if (!end.commit) {
    const { siteFolders } = await import('./documents.ts');
    return new Set(siteFolders(contentDir).values());
  }
  const names = (await git.run(['ls-tree', '-r', '--name-only', '-z', end.commit])).split('\0');
  return new Set(
    names.filter((name) => name === 'site.json' || name.endsWith('/site.json')).map((name) => dirname(name)),
  );
}

/**
 * Every file that differs between the two ends under `path`, with its text at
 * each ("" where it does not exist, a mark for a picture that does). Between
 * two commits in History's own two git calls (commit-files.ts); against the
 * working tree from the files on disk, new untracked files included.
 */
async function changedTexts(git: Git, before: End, after: End, path: string): Promise<SavedFile[]> {
  const spec = ['--', path || '.'];
  if (after.commit) return changedFiles(git, after.commit, [path || '.'], before.commit);
  const parts = (
    await git.run(['diff', '--name-status', '--no-renames', '--relative', '-z', before.commit!, ...spec])
  ).split('\0');
  const names = new Map<string, string>();
  for (let at = 0; at + 1 < parts.length; at += 2) names.set(parts[at + 1], parts[at]);
  const untracked = await git.run(['ls-files', '--others', '--exclude-standard', '-z', ...spec]);
  for (const name of untracked.split('\0').filter(Boolean)) names.set(name, 'A');
  const text = async (end: End, file: string, status: string) => {
    if ((end === before && status === 'A') || (end === after && status === 'D')) return '';
    return file.endsWith('.json') ? textOf(git, git.cwd, end, file) : PRESENT;
  };
  return Promise.all(
    [...names].map(async ([file, status]) => ({
      file,
      before: await text(before, file, status),
      after: await text(after, file, status),
    })),
  );
}

async function textOf(git: Git, contentDir: string, end: End, file: string): Promise<string> {
  if (end.commit) return textAt(git, end.commit, file);
  const path = resolve(contentDir, file);
  return existsSync(path) ? readFileSync(path, 'utf8') : '';
}

const parsed = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

/** The nearest folder above `file` that is a site at either end. */
function siteOf(file: string, sites: Set<string>): string | undefined {
  for (let folder = dirname(file); ; folder = dirname(folder)) {
    if (sites.has(folder)) return folder;
    if (folder === '.' || folder === dirname(folder)) return undefined;
  }
}

/**
 * The range's changes, one review per site it touches. `progress` hears
 * about the slow parts. Refuses a content folder outside git and names no
 * revision git does not know.
 */
export async function readRange(
  contentDir: string,
  args: Pick<ReviewArgs, 'range' | 'path'>,
  progress: (line: string) => void = () => undefined,
  cwd = process.cwd(),
): Promise<RangeReview> {
  if (!existsSync(contentDir)) throw new ReviewRangeError(`The content folder ${contentDir} does not exist.`);
  const git = new Git(realpathSync(contentDir));
  if (!(await git.isRepository()))
    throw new ReviewRangeError(
      `The content folder ${contentDir} is not in a git repository, so there is nothing to compare.`,
    );
  // One argument that names no revision but a file or folder on disk is a path: its uncommitted changes.
  if (args.path === undefined && args.range && (await isPathOnly(git, contentDir, args.range, cwd)))
    args = { path: args.range };
  const path = contentPath(contentDir, args.path, cwd);
  let ends: Awaited<ReturnType<typeof rangeEnds>>;
  try {
    ends = await rangeEnds(git, args.range);
  } catch (error) {
    if (error instanceof GitError) throw new ReviewRangeError(`git could not read "${args.range}": ${error.message}`);
    throw error;
  }
  const { label, before, after } = ends;
  progress(`Reading the content at ${before.name} and ${after.name}…`);
  const changed = await changedTexts(git, before, after, path);
  const sites = new Set([
    ...(await siteFoldersAt(git, git.cwd, before)),
    ...(await siteFoldersAt(git, git.cwd, after)),
  ]);
  const bySite = new Map<string, SavedFile[]>();
  for (const file of changed) {
    const folder = siteOf(file.file, sites);
    if (folder === undefined) continue;
    bySite.set(folder, [...(bySite.get(folder) ?? []), file]);
  }
  const answer: RangeReview = { label, before, after, path, cwd: git.cwd, folders: {}, sites: {} };
  for (const [folder, files] of [...bySite].sort(([a], [b]) => a.localeCompare(b))) {
    progress(`Found ${files.length} changed file${files.length === 1 ? '' : 's'} in ${folder}.`);
    const reviewed = files.map(({ file, before, after }) => reviewFile(file, before, after));
    const id = basename(folder);
    answer.folders[id] = folder;
    answer.sites[id] = {
      request: await requestOf(git, id, folder, label, before, after),
      files: reviewed,
      newer: false,
      range: await rangeOf(git, folder, label, before, after),
    };
  }
  return answer;
}

/** The review page's request, for a range no one asked for: named by the range, with its commits. */
async function requestOf(git: Git, site: string, folder: string, label: string, before: End, after: End) {
  const log = after.commit
    ? await git.run([
        'log',
        '--no-merges',
        '-z',
        '--format=%H%x00%aI%x00%s',
        `${before.commit}..${after.commit}`,
        '--',
        folder,
      ])
    : '';
  const fields = log.split('\0').map((field) => field.replace(/^\n/, ''));
  const commits: ReviewRequest['commits'] = [];
  let time = '';
  for (let at = 0; at + 2 < fields.length; at += 3) {
    commits.push({ commit: fields[at], summary: fields[at + 2] });
    time ||= fields[at + 1];
  }
  const request: ReviewRequest = {
    id: 'range',
    site,
    person: '',
    name: label,
    time: time || new Date().toISOString(),
    note: '',
    from: before.commit,
    to: after.commit ?? 'working tree',
    commits,
    // Never a request waiting for a decision: the page offers none for a range.
    state: 'seen',
  };
  return request;
}

/** What the page needs besides the changed files: both ends, and the site's settings and home page at each. */
async function rangeOf(git: Git, folder: string, label: string, before: End, after: End): Promise<ReviewRange> {
  const read = async (end: End, file: string) => parsed(await textOf(git, git.cwd, end, file));
  const settings = `${folder}/site.json`;
  const home = `${folder}/pages/home.json`;
  return {
    label,
    before,
    after,
    site: { before: await read(before, settings), after: await read(after, settings) },
    home: { file: home, before: await read(before, home), after: await read(after, home) },
    readOnly:
      'This is a view of a range of commits on this computer: nothing here is saved, approved or published. Team mode’s review requests are decided on their own page.',
  };
}

/**
 * The review server's own answers, asked before the editor's: the review of a
 * site (`GET /api/review/show?site=&id=range`), and a refusal for every write,
 * so nothing the page or anyone else sends can change the content folder.
 * Answers true when it answered.
 */
export async function answerRange(review: RangeReview, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const url = new URL(req.url ?? '/', 'http://editor.invalid');
  if (url.pathname.startsWith('/media/') && req.method === 'GET') return servePicture(review, url.pathname, res);
  if (!url.pathname.startsWith('/api/')) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD')
    throw new HttpError(403, `This server only shows the review of ${review.label}: it saves nothing.`);
  if (url.pathname !== '/api/review/show') return false;
  const site = url.searchParams.get('site') ?? '';
  const found = Object.hasOwn(review.sites, site) ? review.sites[site] : undefined;
  if (!found || url.searchParams.get('id') !== 'range')
    throw new HttpError(
      404,
      `${review.label} changes nothing in a site called "${site}". It changes: ${Object.keys(review.sites).join(', ')}.`,
    );
  sendJson(res, 200, found);
  return true;
}

/** The review page's address of each site the range changes. */
export function reviewAddresses(review: RangeReview, base: string): string[] {
  return Object.keys(review.sites).map((site) => `${base}review/${encodeURIComponent(site)}/range`);
}

/** A picture's bytes at a commit, or undefined when it is not there. */
function blobAt(cwd: string, commit: string, file: string): Promise<Buffer | undefined> {
  return new Promise((done) => {
    execFile(
      'git',
      ['cat-file', 'blob', `${commit}:./${file}`],
      { cwd, encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
      (error, out) => done(error ? undefined : out),
    );
  });
}

/**
 * /media/<site>/<picture>: the picture as the later end of the range has it
 * (else the earlier), read from git, since the working tree may be on another
 * branch altogether. A picture of the working tree's own changes, or of no
 * site of the range, is left to the editor's own answer, from disk.
 */
async function servePicture(review: RangeReview, pathname: string, res: ServerResponse): Promise<boolean> {
  let parts: string[];
  try {
    parts = decodeURIComponent(pathname.slice('/media/'.length)).split('/');
  } catch {
    throw new HttpError(400, 'That picture address is not readable.');
  }
  const [site, ...rest] = parts;
  const folder = Object.hasOwn(review.folders, site) ? review.folders[site] : undefined;
  const type = pictureTypeOf(rest.join('/'));
  if (folder === undefined || !review.after.commit || !type) return false;
  if (!rest.length || rest.some((part) => part === '' || part === '.' || part === '..'))
    throw new HttpError(400, 'That picture address is not readable.');
  const file = `${folder}/images/${rest.join('/')}`;
  const bytes =
    (await blobAt(review.cwd, review.after.commit, file)) ?? (await blobAt(review.cwd, review.before.commit!, file));
  if (!bytes) throw new HttpError(404, 'There is no such picture at either end of the range.');
  res.writeHead(200, {
    'Content-Type': type,
    'Cache-Control': 'no-store',
    'Content-Security-Policy': MEDIA_POLICY,
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(bytes);
  return true;
}
