import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { publishMoment } from '../../src/content/collections.ts';
import { siteTimeZone } from '../../src/content/time-zone.ts';
import {
  cardOf,
  entryFacts,
  shownRows,
  tagsOf,
  type EntryRow,
  type EntrySort,
  type EntryStatus,
} from '../../src/editor/collections/entry-rows.ts';
import type { EntryPage, EntryPageQuery } from '../../src/editor/protocol.ts';
import { readDocument } from './documents.ts';
import { collectionSetting } from './entries.ts';
import { COLLECTIONS_FOLDER } from '../content/entry-files.ts';
import { HttpError } from './http-error.ts';

/** The most rows one answer holds; the list asks for fewer. */
export const MAX_PAGE = 200;
const SORTS: readonly EntrySort[] = ['newest', 'oldest', 'title'];
const STATUSES: readonly EntryStatus[] = ['draft', 'scheduled', 'published'];

/** What a row is made from, kept per file while the file is unchanged (same size and time), and the row as of one moment. */
interface Known {
  mtimeMs: number;
  size: number;
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

/** The few fields a row is made from, so the cache does not hold whole articles. */
function rowData(text: string): Record<string, unknown> {
  // Not readable JSON gives no fields: the entry is listed by its file name, and the checker says why.
  const { title, name, date, time, draft, price, tags } = wholeData(text);
  return { title, name, date, time, draft, price, tags };
}

function rowOf(path: string, file: string, on: string): Omit<EntryRow, 'picture'> {
  const stat = statSync(path);
  let entry = known.get(path);
  if (!entry || entry.mtimeMs !== stat.mtimeMs || entry.size !== stat.size) {
    entry = { mtimeMs: stat.mtimeMs, size: stat.size, data: rowData(readFileSync(path, 'utf8')) };
    known.set(path, entry);
  }
  // Time moves one way: only a row still waiting for its moment can change with it.
  if (!entry.row || entry.row.status === 'scheduled' || entry.on! > on) {
    entry.row = entryFacts(file, entry.data, on);
    entry.on = on;
  }
  return entry.row;
}

/**
 * The entry files of a collection's folder, its subfolders included, by their
 * place in it ("2026/oak-lane.json"). A symbolic link is left out, as the
 * checker leaves it out (and names it); one listing of the folder, without a
 * look at each file, keeps this quick at 10,000 entries.
 */
function entryFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((found) => found.isFile() && found.name.endsWith('.json'))
    .map((found) =>
      join(found.parentPath, found.name)
        .slice(dir.length + 1)
        .split('\\')
        .join('/'),
    );
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
  const limit = count(query.limit, 'The page size', 50, MAX_PAGE);
  const site = JSON.parse(readDocument(contentDir, `${collection.folder}/site.json`).text) as unknown;
  const on = publishMoment(new Date(), siteTimeZone(site));
  const inSite = `${COLLECTIONS_FOLDER}/${collection.name}`;
  const rows = entryFiles(join(collection.siteDir, inSite)).map((name) =>
    rowOf(join(collection.siteDir, inSite, name), `${collection.folder}/${inSite}/${name}`, on),
  );
  const found = shownRows(rows, query.search ?? '', sort, { status, tag: query.tag || undefined });
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
