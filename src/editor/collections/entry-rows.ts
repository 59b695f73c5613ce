import type { CollectionType } from '@/content/collection-types';
import { isCollectionType } from '@/content/collection-types';
import { isPublished, publishMoment } from '@/content/collections';
import { entryCards } from '@/collections/cards';
import type { EntryCard } from '@/content/entry-card';
import { priceTag } from '@/collections/listing/facts';
import { readableDate } from '@/collections/readable-date';

/** Whether the engine builds an entry: never (a draft), from a later day, or now. */
export type EntryStatus = 'draft' | 'scheduled' | 'published';

/** One entry as its collection's list shows it. */
export interface EntryRow {
  file: string;
  slug: string;
  title: string;
  /** Year-month-day, for sorting. */
  date?: string;
  /** The date in words, "March 3, 2026". */
  when?: string;
  price?: string;
  status: EntryStatus;
  /** The status in words: "Draft", "Scheduled for March 3, 2026", "Published". */
  statusWords: string;
  /** The picture of its card, as a content path inside the site's images. */
  picture?: string;
  /** Its tags, as written in its file. */
  tags: string[];
}

/** What the list is narrowed to besides the search: one status, one tag, or all. */
export interface EntryFilter {
  status?: EntryStatus;
  tag?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The file name without its folders and .json: the entry's slug, as the engine reads it. */
export const slugOf = (file: string): string =>
  file
    .split('/')
    .pop()!
    .replace(/\.json$/, '');

/** The entry's card as lists show it (title, a line of facts, picture), when the entry is whole enough for its type's card to be made. */
export function cardOf(type: string, data: Record<string, unknown>): EntryCard | undefined {
  if (!isCollectionType(type)) return undefined;
  try {
    return (entryCards[type as CollectionType] as (entry: unknown) => EntryCard)(data);
  } catch {
    // An entry still being written may lack what its card reads; it is listed without its card's facts.
    return undefined;
  }
}

const cardPicture = (type: string, data: Record<string, unknown>) => text(cardOf(type, data)?.image?.src);

/** An entry's row without its picture (the one costly part, made for the rows shown only): its status by the engine's own rule. */
export function entryFacts(
  file: string,
  data: Record<string, unknown>,
  on = publishMoment(),
): Omit<EntryRow, 'picture'> {
  const date = text(data.date);
  const time = text(data.time);
  const draft = data.draft === true;
  const status: EntryStatus = draft ? 'draft' : isPublished({ draft, date, time }, on) ? 'published' : 'scheduled';
  const when = date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? readableDate(date) : date;
  const statusWords =
    status === 'draft'
      ? 'Draft'
      : status === 'scheduled'
        ? `Scheduled for ${when}${time ? ` at ${time}` : ''}`
        : 'Published';
  return {
    file,
    slug: slugOf(file),
    title: text(data.title) ?? text(data.name) ?? slugOf(file),
    date,
    when,
    price: typeof data.price === 'number' ? priceTag(data.price) : undefined,
    status,
    statusWords,
    tags: Array.isArray(data.tags) ? data.tags.filter((tag): tag is string => typeof tag === 'string') : [],
  };
}

/** An entry's row: its status is decided by the engine's own rule (a draft never shows; a dated entry from its date). */
export function entryRow(file: string, data: Record<string, unknown>, type: string, on = publishMoment()): EntryRow {
  return { ...entryFacts(file, data, on), picture: cardPicture(type, data) };
}

/** Rows a page of a collection's list holds: enough to fill a screen twice, few enough to answer at once at 10,000 entries. */
export const PAGE_SIZE = 50;

export type EntrySort = 'newest' | 'oldest' | 'title';

// One collator for every comparison: as localeCompare with these options, many times faster over thousands of rows.
const titleOrder = new Intl.Collator('en', { sensitivity: 'base' });
const byTitle = (a: Pick<EntryRow, 'title'>, b: Pick<EntryRow, 'title'>) => titleOrder.compare(a.title, b.title);
/** Newest first, undated after dated, then by title, so the order never depends on the files' order. */
const byNewest = (a: Pick<EntryRow, 'title' | 'date'>, b: Pick<EntryRow, 'title' | 'date'>) => {
  const [x, y] = [a.date ?? '', b.date ?? ''];
  // Dates are written year first, so their order as text is their order in time.
  return x === y ? byTitle(a, b) : x < y ? 1 : -1;
};

/** Every tag the rows use, in alphabetical order, for the filter's choices. */
export const tagsOf = (rows: Pick<EntryRow, 'tags'>[]): string[] =>
  [...new Set(rows.flatMap((row) => row.tags))].sort(titleOrder.compare);

/** The rows whose title holds every word searched for (in any case), with the status and tag asked for, in the order asked for. */
export function shownRows<Row extends Omit<EntryRow, 'picture'>>(
  rows: Row[],
  search: string,
  sort: EntrySort,
  filter: EntryFilter = {},
): Row[] {
  return inOrder(rows.filter(matching(search, filter)), sort);
}

/** The test of a row against a search (every word, in any case, in its title) and a filter. */
export function matching(search: string, filter: EntryFilter = {}) {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return (row: Omit<EntryRow, 'picture'>) =>
    words.every((word) => row.title.toLocaleLowerCase().includes(word)) &&
    (filter.status === undefined || row.status === filter.status) &&
    (filter.tag === undefined || row.tags.includes(filter.tag));
}

/** The rows in the order asked for (sorted in place): newest first, oldest first (undated last either way), or by title. */
export function inOrder<Row extends Omit<EntryRow, 'picture'>>(found: Row[], sort: EntrySort): Row[] {
  if (sort === 'title') return found.sort(byTitle);
  const newest = found.sort(byNewest);
  return sort === 'oldest'
    ? newest
        .filter((row) => row.date)
        .reverse()
        .concat(newest.filter((row) => !row.date))
    : newest;
}
