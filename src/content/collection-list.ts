/**
 * Which entries a collection-list block shows: its filter, its sort and its
 * limit over a collection's published entries. One function for the content
 * core (which hands a page exactly the entries its lists show, so the build's
 * inputs name them) and the renderer (which orders them again from what it was
 * handed: the entries a list picked from all of them are the same it picks
 * from any set that holds them). Browser-safe: no Node imports.
 */
import { referenceOf } from './collections.ts';
import type { CollectionListBlock, DishEntry } from './types.generated.ts';

/** An entry as a list sees it: where it is and what its file says. */
export interface ListableEntry {
  collection: string;
  slug: string;
  data: unknown;
}

const field = (data: unknown, key: string): unknown =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[key] : undefined;
const textOf = (data: unknown, key: string): string => {
  const value = field(data, key);
  return typeof value === 'string' ? value : '';
};
const numberOf = (data: unknown, key: string): number => {
  const value = field(data, key);
  return typeof value === 'number' ? value : Number.NaN;
};

/** Lower numbers last whichever way a list runs: an entry without the value never leads. */
const compareNumbers = (a: number, b: number, direction: 1 | -1) =>
  Number.isNaN(a) || Number.isNaN(b) ? Number(Number.isNaN(a)) - Number(Number.isNaN(b)) : (a - b) * direction;

/** Courses in the order a meal runs: a list sorted by course shows starters first. */
const COURSE_PLACES: Record<DishEntry['course'], number> = {
  starter: 1,
  soup: 2,
  salad: 3,
  pasta: 4,
  main: 5,
  side: 6,
  dessert: 7,
  drink: 8,
};
const courseOf = (data: unknown): number => {
  const course = textOf(data, 'course');
  return Object.hasOwn(COURSE_PLACES, course) ? COURSE_PLACES[course as DishEntry['course']] : Number.NaN;
};

type Sort = NonNullable<CollectionListBlock['sort']>;
const ORDERS: Record<Sort, (a: ListableEntry, b: ListableEntry) => number> = {
  newest: (a, b) => textOf(b.data, 'date').localeCompare(textOf(a.data, 'date')),
  oldest: (a, b) => textOf(a.data, 'date').localeCompare(textOf(b.data, 'date')),
  title: (a, b) => textOf(a.data, 'title').localeCompare(textOf(b.data, 'title')),
  'price-high': (a, b) => compareNumbers(numberOf(a.data, 'price'), numberOf(b.data, 'price'), -1),
  'price-low': (a, b) => compareNumbers(numberOf(a.data, 'price'), numberOf(b.data, 'price'), 1),
  course: (a, b) => compareNumbers(courseOf(a.data), courseOf(b.data), 1) || ORDERS['price-low'](a, b),
};

export const DEFAULT_LIST_LIMIT = 24;

type ListQuery = Pick<CollectionListBlock, 'collection' | 'filter' | 'sort' | 'limit'>;

/** Whether an entry of the list's collection passes its filter. */
function passes(entry: ListableEntry, { collection, filter }: ListQuery): boolean {
  if (entry.collection !== collection) return false;
  if (typeof filter !== 'object' || filter === null) return true;
  const tags = field(entry.data, 'tags');
  if (filter.tag !== undefined && !(Array.isArray(tags) && tags.includes(filter.tag))) return false;
  if (filter.status !== undefined && field(entry.data, 'status') !== filter.status) return false;
  if (filter.featured !== undefined && (field(entry.data, 'featured') === true) !== filter.featured) return false;
  return true;
}

/** The entries a list shows, in its order: ties (and a sort an entry has no value for) fall back to the slug. */
export function selectEntries<E extends ListableEntry>(query: ListQuery, entries: readonly E[]): E[] {
  const order = ORDERS[query.sort !== undefined && Object.hasOwn(ORDERS, query.sort) ? query.sort : 'newest'];
  return entries
    .filter((entry) => passes(entry, query))
    .sort((a, b) => order(a, b) || a.slug.localeCompare(b.slug))
    .slice(0, typeof query.limit === 'number' ? query.limit : DEFAULT_LIST_LIMIT);
}

/** Entries handed over by reference ("posts/speed" -> its document), as a list sees them. */
export const listableOf = (byReference: Record<string, unknown>): ListableEntry[] =>
  Object.entries(byReference).map(([reference, data]) => {
    const at = reference.indexOf('/');
    return { collection: reference.slice(0, at), slug: reference.slice(at + 1), data };
  });

export const referenceOfEntry = (entry: ListableEntry): string => referenceOf(entry.collection, entry.slug);
