import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { publishMoment } from '../../src/content/collections.ts';
import { siteTimeZone } from '../../src/content/time-zone.ts';
import {
  cardOf,
  entryFacts,
  inOrder,
  matching,
  PAGE_SIZE,
  tagsOf,
  type EntryRow,
  type EntrySort,
  type EntryStatus,
} from '../../src/editor/collections/entry-rows.ts';
import type { EntryPage, EntryPageQuery } from '../../src/editor/protocol.ts';
import { RICH_TEXT_FIELDS } from '../../src/content/rich-text.ts';
import { readDocument, versionOf } from './documents.ts';
import { collectionSetting } from './entries.ts';
import { COLLECTIONS_FOLDER } from '../content/entry-files.ts';
import { HttpError } from './http-error.ts';

/** The most rows one answer holds; the list asks for fewer. */
export const MAX_PAGE = 200;
const SORTS: readonly EntrySort[] = ['newest', 'oldest', 'title'];
const STATUSES: readonly EntryStatus[] = ['draft', 'scheduled', 'published'];

/** What a row is made from, kept per file while the file is unchanged (same size and time), and the row as of one moment. */
export interface Known {
  mtimeMs: number;
  size: number;
  /** The version of its text, as a save compares it. */
  version: string;
  /** False when the file is not a JSON object: the editor cannot open it (the checker says why). */
  readable: boolean;
  /** Every field but its rich text: the list's rows and the site's summaries (GET /api/site) read these. */
  data: Record<string, unknown>;
  on?: string;
  row?: Omit<EntryRow, 'picture'>;
}

/**
 * Entry files read before, by absolute path. A collection of 10,000 entries is
 * read once; after that a list answer costs a look at each file's size and time,
 * and the file read again only when it changed (a save, a pull, a hand edit).
 */
const known = new Map<string, Known>();

function wholeData(text: string): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * What the editor needs of an entry it has not opened: every field but its
 * rich text (a post's body), which only the entry's own page and form show.
 * Rows, cards, lists, teams, reference pickers and link choices read the
 * rest, so the cache does not hold whole articles.
 */
export function entrySummaryData(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !RICH_TEXT_FIELDS.includes(key)));
}

/** Whether a text is a JSON object. */
function isObjectText(text: string): boolean {
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null && !Array.isArray(data);
  } catch {
    return false;
  }
}

/** A file's fields, read again only when its size or time changed since the last look. */
function freshFile(path: string): Known {
  const stat = statSync(path);
  const entry = known.get(path);
  if (entry && entry.mtimeMs === stat.mtimeMs && entry.size === stat.size) return entry;
  const text = readFileSync(path, 'utf8');
  // Not readable JSON gives no fields: the entry is listed by its file name, and the checker says why.
  const read: Known = {
    mtimeMs: stat.mtimeMs,
    size: stat.size,
    version: versionOf(text),
    readable: isObjectText(text),
    data: entrySummaryData(wholeData(text)),
  };
  known.set(path, read);
  return read;
}

/** A file's row as of `on`: time moves one way, so only a row still waiting for its moment is made again. */
function rowAt(entry: Known, file: string, on: string): Omit<EntryRow, 'picture'> {
  if (!entry.row || entry.row.status === 'scheduled' || entry.on! > on) {
    entry.row = entryFacts(file, entry.data, on);
    entry.on = on;
  }
  return entry.row;
}

/** A collection folder as last listed: its entry files, its folders' times, its rows in each order, and when its files were last looked at. */
interface Listing {
  dirs: { path: string; mtimeMs: number }[];
  names: string[];
  rows: Omit<EntryRow, 'picture'>[];
  orders: Map<EntrySort, Omit<EntryRow, 'picture'>[]>;
  lookedAt: number;
}
const listings = new Map<string, Listing>();
/** How often, at most, every file of a listed collection is looked at again, after an answer and never before it. */
export const LOOK_AGAIN_MS = 1000;

/**
 * The entry files of a collection's folder, its subfolders included, by their
 * place in it ("2026/oak-lane.json"). A symbolic link is left out, as the
 * checker leaves it out (and names it). Listed again when a folder's time
 * changed: a file added, removed or written as the editor, git and most
 * programs write (a new file put in place of the old one).
 */
function listingOf(dir: string): Listing {
  const last = listings.get(dir);
  if (last && last.dirs.every((d) => existsSync(d.path) && statSync(d.path).mtimeMs === d.mtimeMs)) return last;
  const found = existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }) : [];
  const place = (parent: string, name: string) =>
    join(parent, name)
      .slice(dir.length + 1)
      .split('\\')
      .join('/');
  const listing: Listing = {
    dirs: [dir, ...found.filter((f) => f.isDirectory()).map((f) => join(f.parentPath, f.name))].flatMap((path) =>
      existsSync(path) ? [{ path, mtimeMs: statSync(path).mtimeMs }] : [],
    ),
    names: found.filter((f) => f.isFile() && f.name.endsWith('.json')).map((f) => place(f.parentPath, f.name)),
    rows: [],
    orders: new Map(),
    lookedAt: 0,
  };
  for (const name of listing.names) freshFile(join(dir, name));
  // Files gone from the folder are forgotten.
  const here = new Set(listing.names.map((name) => join(dir, name)));
  for (const path of last?.names.map((name) => join(dir, name)) ?? []) if (!here.has(path)) known.delete(path);
  listings.set(dir, listing);
  return listing;
}

/**
 * After an answer, every file of the collection is looked at again (at most
 * once a second), so a file changed where it lies (a text editor saving in
 * place) is seen by the next answer; the answer itself never waits for 10,000 looks.
 */
function lookAgainLater(dir: string, listing: Listing): void {
  if (Date.now() - listing.lookedAt < LOOK_AGAIN_MS) return;
  listing.lookedAt = Date.now();
  setImmediate(() => {
    for (const name of listing.names) {
      try {
        freshFile(join(dir, name));
      } catch {
        // Gone since: the folder's time changed too, and the next answer lists it again.
      }
    }
  });
}

/**
 * Every entry file of a collection's folder (`dir`), by its place in it
 * ("2026/oak-lane.json"), with what was read of it: the site's answer reads
 * from the same files, looked at and kept as the list keeps them.
 */
export function collectionFiles(dir: string): { place: string; file: Known }[] {
  const listing = listingOf(dir);
  const files = listing.names.map((place) => {
    const path = join(dir, place);
    return { place, file: known.get(path) ?? freshFile(path) };
  });
  lookAgainLater(dir, listing);
  return files;
}

const oneOf = <T extends string>(value: string | undefined, allowed: readonly T[], what: string): T | undefined => {
  if (value === undefined || value === '') return undefined;
  if (!allowed.includes(value as T))
    throw new HttpError(400, `${what} is one of ${allowed.join(', ')}, not "${value}".`);
  return value as T;
};

const count = (value: string | undefined, what: string, fallback: number, most: number): number => {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > most)
    throw new HttpError(400, `${what} is a whole number from 0 to ${most}, not "${value}".`);
  return number;
};

/**
 * One page of a collection's list, searched, narrowed and ordered on the server
 * by the list's own rules (entry-rows.ts), so the browser never holds the whole
 * collection: the rows asked for (with their cards' pictures), how many match,
 * how many there are, and every tag for the filter.
 */
export function entryPage(contentDir: string, query: EntryPageQuery): EntryPage {
  const collection = collectionSetting(contentDir, query.site, query.collection);
  const sort = oneOf(query.sort, SORTS, 'The order') ?? 'newest';
  const status = oneOf(query.status, STATUSES, 'The status');
  const offset = count(query.offset, 'Where the page starts', 0, Number.MAX_SAFE_INTEGER);
  const limit = count(query.limit, 'The page size', PAGE_SIZE, MAX_PAGE);
  const site = JSON.parse(readDocument(contentDir, `${collection.folder}/site.json`).text) as unknown;
  const on = publishMoment(new Date(), siteTimeZone(site));
  const inSite = `${COLLECTIONS_FOLDER}/${collection.name}`;
  const dir = join(collection.siteDir, inSite);
  const listing = listingOf(dir);
  const rows = listing.names.map((name) => {
    const path = join(dir, name);
    return rowAt(known.get(path) ?? freshFile(path), `${collection.folder}/${inSite}/${name}`, on);
  });
  // The orders made before hold while every row is the one they were made from.
  if (rows.length !== listing.rows.length || rows.some((row, i) => row !== listing.rows[i])) {
    listing.rows = rows;
    listing.orders.clear();
  }
  if (!listing.orders.has(sort)) listing.orders.set(sort, inOrder([...rows], sort));
  const found = listing.orders.get(sort)!.filter(matching(query.search ?? '', { status, tag: query.tag || undefined }));
  lookAgainLater(dir, listing);
  return {
    total: rows.length,
    found: found.length,
    offset,
    tags: tagsOf(rows),
    rows: found.slice(offset, offset + limit).map((row) => {
      // Only the rows shown are read whole, for their cards' pictures.
      const picture = cardOf(collection.type, wholeData(readDocument(contentDir, row.file).text))?.image?.src;
      return typeof picture === 'string' && picture ? { ...row, picture } : { ...row };
    }),
  };
}
