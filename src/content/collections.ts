/**
 * What a collection's pages are, in one place for the content core (routes,
 * links, the build's inputs) and the renderer: which entries are published,
 * in what order, and at which addresses the entries, index pages and tag
 * pages live. Browser-safe: no Node imports.
 */
import { joinPath } from './href.ts';
import { wallClock } from './time-zone.ts';

/**
 * Why an entry a preview shows is not on the published site: it is a draft,
 * or it goes live later (`at`, as `goesLiveAt` writes it).
 */
export type EntryWaiting = { draft: true } | { at: string };

/** What a page made from a collection shows. */
export type CollectionView =
  | {
      kind: 'entry';
      collection: string;
      type: string;
      slug: string;
      /** Only in a preview's build, for an entry not published yet: its page is marked so. */
      waiting?: EntryWaiting;
    }
  | {
      kind: 'list';
      collection: string;
      type: string;
      /** 1 for the first index page. */
      page: number;
      pages: number;
      tag?: string;
      /** The references ("posts/speed") of the entries it lists, in order. */
      listed: string[];
    };

/** An entry as the routes need it: its slug and the little of its data that decides where and whether it shows. */
export interface EntryFacts {
  slug: string;
  draft?: boolean;
  date?: string;
  /** The time of day on `date` it goes live ("09:00"); without one, the start of that day. */
  time?: string;
  tags?: string[];
}

/** Today as year-month-day in UTC: an entry dated after it is not published yet. */
export const today = (now = new Date()): string => now.toISOString().slice(0, 10);

/**
 * Now as the site's wall clock reads, "2026-03-14T09:00:05": an entry goes
 * live once this reaches its date and time. The clock of the site's time zone
 * (site.json "timeZone"), or without one the local clock where the build runs
 * (the server's TZ); compared as text with `goesLiveAt`.
 */
export const publishMoment = (now = new Date(), timeZone?: string): string => wallClock(now, timeZone);

/** When a dated entry goes live, as text that sorts in time order: "2026-03-14", "2026-03-14T09:00". */
export const goesLiveAt = (entry: Pick<EntryFacts, 'date' | 'time'>): string | undefined =>
  entry.date === undefined ? undefined : entry.time ? `${entry.date}T${entry.time}` : entry.date;

/**
 * A draft is never published; a dated entry is published from its date (and
 * time) on. `on` is a day ("2026-03-14", its start) or a moment (publishMoment).
 */
export const isPublished = (entry: Pick<EntryFacts, 'draft' | 'date' | 'time'>, on: string): boolean =>
  waitingOf(entry, on) === undefined;

/** Why an entry is not published on `on`; undefined when it is. */
export function waitingOf(entry: Pick<EntryFacts, 'draft' | 'date' | 'time'>, on: string): EntryWaiting | undefined {
  if (entry.draft === true) return { draft: true };
  const at = goesLiveAt(entry);
  return at !== undefined && at > on ? { at } : undefined;
}

/** Newest first; undated entries after dated ones; then by slug, so every build lists them in one order. */
export function byDate<T extends Pick<EntryFacts, 'slug' | 'date'>>(a: T, b: T): number {
  if (a.date !== b.date) return (b.date ?? '').localeCompare(a.date ?? '');
  return a.slug.localeCompare(b.slug);
}

/** A tag as it reads in an address: "Getting found" -> "getting-found". */
export const tagSlug = (tag: string): string =>
  tag
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The collection's address inside the website ("/journal" under "/" -> "/journal"). */
export const collectionRoute = (basePath: string, path: string): string => joinPath(basePath, path);

export const entryRoute = (collectionAt: string, slug: string): string => `${collectionAt}/${slug}`;

/** The list's address: its first page at the collection's (or tag's) own address, the next at ".../page/2". */
export function listRoute(collectionAt: string, page: number, tag?: string): string {
  const at = tag === undefined ? collectionAt : `${collectionAt}/tags/${tagSlug(tag)}`;
  return page === 1 ? at : `${at}/page/${page}`;
}

/** Where the collection's feeds are written, beside its index page. */
export const feedRoutes = (collectionAt: string) => ({
  atom: `${collectionAt}/feed.xml`,
  rss: `${collectionAt}/rss.xml`,
});

/** A reference as entries write it: "people/mira-holt". */
export const referenceOf = (collection: string, slug: string): string => `${collection}/${slug}`;

/** The collection and slug a reference names, read by the same rule `referenceOf` writes it; undefined for anything else. */
export function readReference(reference: unknown): { collection: string; slug: string } | undefined {
  if (typeof reference !== 'string') return undefined;
  const [collection, slug, ...rest] = reference.split('/');
  return collection && slug && !rest.length && referenceOf(collection, slug) === reference
    ? { collection, slug }
    : undefined;
}
