/**
 * A site's collections as the core sees them: each folder of collections/
 * with its setting in site.json, its entries, and the pages they make (each
 * published entry's page, the index pages, one list per tag). The routes,
 * the link checks, the build's inputs and the feeds all ask here.
 */
import {
  byDate,
  collectionRoute,
  entryRoute,
  listRoute,
  referenceOf,
  publishMoment,
  waitingOf,
  type CollectionView,
  type EntryWaiting,
} from '../../../src/content/collections.ts';
import { siteTimeZone } from '../../../src/content/time-zone.ts';
import { selectEntries } from '../../../src/content/collection-list.ts';
import { sectionReferences } from '../../../src/content/named-people.ts';
import type { CollectionListBlock } from '../../../src/content/types.generated.ts';
import { COLLECTION_TYPES, isCollectionType, type CollectionType } from '../../../src/content/collection-types.ts';
import type { CollectionSource, SiteSource, SourceFile } from '../load.ts';
import { isRecord } from '../locate.ts';
import { list, text } from '../readable.ts';

/** A collection's setting in site.json, as far as it could be read. */
export interface CollectionSetting {
  type?: string;
  title?: string;
  description?: string;
  path?: string;
  perPage: number;
  tags: string[];
}

/** One entry with what its file says about where and whether it shows. */
export interface EntryInHand {
  collection: string;
  slug: string;
  path: string;
  source: SourceFile;
  published: boolean;
  /** Why it is not published on the day asked about, when it is not. */
  waiting?: EntryWaiting;
}

/**
 * The site whose preview link is built (`npm run build -- --site <id> --preview`):
 * its drafts and entries going live later are built like published ones, each
 * entry's page marked as waiting. Every other site stays as published, so a
 * preview shows its own site's drafts alone. Never set for a build that is published.
 */
export const PREVIEW_VARIABLE = 'BUILD_PREVIEW_SITE';
export const previewedSite = (): string | undefined => globalThis.process?.env?.[PREVIEW_VARIABLE] || undefined;

export const DEFAULT_PER_PAGE = 10;

/** The setting of each collection named in a site.json, by name. */
export function settingsOf(site: unknown): Map<string, CollectionSetting> {
  const all = isRecord(site) && isRecord(site.collections) ? site.collections : {};
  return new Map(
    Object.entries(all).map(([name, value]) => [
      name,
      {
        type: text(value, 'type'),
        title: text(value, 'title'),
        description: text(value, 'description'),
        path: text(value, 'path'),
        perPage:
          isRecord(value) && typeof value.perPage === 'number' && value.perPage >= 1 ? value.perPage : DEFAULT_PER_PAGE,
        tags: list(value, 'tags').filter((tag): tag is string => typeof tag === 'string'),
      },
    ]),
  );
}

/** Now on the site's wall clock: in its time zone (site.json "timeZone"), or the local one without it. */
export const siteMoment = (source: Pick<SiteSource, 'site'>, now = new Date()): string =>
  publishMoment(now, siteTimeZone(source.site.data));

/**
 * Every entry of a site that parsed, each with whether it is published on
 * `on` (in a preview's build, every entry is, its `waiting` kept).
 */
export function entriesOf(source: SiteSource, on = siteMoment(source)): EntryInHand[] {
  const preview = source.id === previewedSite();
  return source.collections.flatMap((collection: CollectionSource) =>
    collection.entries.flatMap(({ slug, path, source: file }) => {
      if (!isRecord(file.data)) return [];
      const facts = { draft: file.data.draft === true, date: text(file.data, 'date'), time: text(file.data, 'time') };
      const waiting = waitingOf(facts, on);
      return [{ collection: collection.name, slug, path, source: file, published: preview || !waiting, waiting }];
    }),
  );
}

/** The type of a collection, when its setting names one that exists. */
export function typeOf(setting: CollectionSetting | undefined): CollectionType | undefined {
  return setting?.type !== undefined && isCollectionType(setting.type) ? setting.type : undefined;
}

/** The references an entry makes ("people/mira-holt"), with the property each is in. */
export function referencesIn(entry: unknown, type: CollectionType): { key: string; reference: string }[] {
  return COLLECTION_TYPES[type].references.flatMap((key) => {
    const reference = text(entry, key);
    return reference === undefined ? [] : [{ key, reference }];
  });
}

/** A page a collection makes: its address, the file it shows (an entry, or the site.json for a list), and what it shows. */
export interface CollectionPage {
  path: string;
  file: string;
  view: CollectionView;
  /** The entries it shows, by reference, as absolute paths. */
  entries: Record<string, string>;
}

/**
 * The pages of a site's collections: each published entry's (once per slug,
 * the first file wins; the duplicate is refused by the check), then each
 * index page and each tag's. Collections without an address make no page.
 */
export function collectionPages(
  source: SiteSource,
  basePath: string,
  siteFile: string,
  on = siteMoment(source),
): CollectionPage[] {
  const settings = settingsOf(source.site.data);
  const all = entriesOf(source, on);
  const fileOf = new Map(all.map((entry) => [referenceOf(entry.collection, entry.slug), entry.path]));
  const pages: CollectionPage[] = [];
  for (const [name, setting] of settings) {
    const type = typeOf(setting);
    if (!type || setting.path === undefined) continue;
    const at = collectionRoute(basePath, setting.path);
    const seen = new Set<string>();
    const published = all
      .filter((entry) => entry.collection === name && entry.published && !seen.has(entry.slug) && seen.add(entry.slug))
      .map((entry) => ({ ...entry, date: text(entry.source.data, 'date'), tags: list(entry.source.data, 'tags') }))
      .sort(byDate);
    for (const entry of published) {
      const entries: Record<string, string> = {};
      for (const { reference } of referencesIn(entry.source.data, type)) {
        const file = fileOf.get(reference);
        if (file) entries[reference] = file;
      }
      pages.push({
        path: entryRoute(at, entry.slug),
        file: entry.path,
        view: {
          kind: 'entry',
          collection: name,
          type,
          slug: entry.slug,
          ...(entry.waiting ? { waiting: entry.waiting } : {}),
        },
        entries,
      });
    }
    const lists: [string | undefined, typeof published][] = [
      [undefined, published],
      ...setting.tags.map(
        (tag) => [tag, published.filter((entry) => entry.tags.includes(tag))] as [string, typeof published],
      ),
    ];
    for (const [tag, listed] of lists) {
      const count = Math.max(1, Math.ceil(listed.length / setting.perPage));
      for (let page = 1; page <= count; page++) {
        const shown = listed.slice((page - 1) * setting.perPage, page * setting.perPage);
        pages.push({
          path: listRoute(at, page, tag),
          file: siteFile,
          view: {
            kind: 'list',
            collection: name,
            type,
            page,
            pages: count,
            ...(tag === undefined ? {} : { tag }),
            listed: shown.map((entry) => referenceOf(name, entry.slug)),
          },
          entries: Object.fromEntries(shown.map((entry) => [referenceOf(name, entry.slug), entry.path])),
        });
      }
    }
  }
  return pages;
}

/** The published entries of a site, each slug once per collection (the first file wins; the duplicate is refused by the check). */
function publishedEntries(source: SiteSource, on: string): EntryInHand[] {
  const seen = new Set<string>();
  return entriesOf(source, on).filter((entry) => {
    const reference = referenceOf(entry.collection, entry.slug);
    return entry.published && !seen.has(reference) && Boolean(seen.add(reference));
  });
}

/**
 * What every published entry of a site says, by reference ("posts/speed"):
 * the editor's preview lists from these as the built page lists from the
 * entries handed to it.
 */
export function publishedEntryData(source: SiteSource, on = siteMoment(source)): Record<string, unknown> {
  return Object.fromEntries(
    publishedEntries(source, on).map((entry) => [referenceOf(entry.collection, entry.slug), entry.source.data]),
  );
}

/**
 * The entries a page's sections show, by reference, as absolute paths: those
 * its collection lists pick and those its sections name (a team's people).
 * The build hands the page exactly these, and counts them among its inputs,
 * so a new or edited entry renders again the pages that show it, and no other.
 */
export function listedEntries(source: SiteSource, page: unknown, on = siteMoment(source)): Record<string, string> {
  const lists = list(page, 'blocks').filter(
    (block): block is CollectionListBlock =>
      text(block, 'type') === 'collection-list' && text(block, 'collection') !== undefined,
  );
  const named = new Set(sectionReferences(page).map(({ reference }) => reference));
  if (!lists.length && !named.size) return {};
  const entries = publishedEntries(source, on).map((entry) => ({ ...entry, data: entry.source.data }));
  return Object.fromEntries([
    ...lists.flatMap((block) =>
      selectEntries(block, entries).map((entry) => [referenceOf(entry.collection, entry.slug), entry.path]),
    ),
    ...entries.flatMap((entry) => {
      const reference = referenceOf(entry.collection, entry.slug);
      return named.has(reference) ? [[reference, entry.path]] : [];
    }),
  ]);
}
