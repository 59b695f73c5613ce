/**
 * The build's check of what changed. After a check that found no problem,
 * the build records each site's files by their size, times and inode (its
 * stamp) and the little of it the rules across sites read: its kind, base
 * path, address, name, and its pages' addresses and anchors (its outline).
 * The next build reads again only the sites whose stamp changed; the others
 * take part in the rules across sites by their outline alone. When what a
 * changed site shows the others (its outline) changed too, when a changed
 * file has a problem, or when the code, the schema or the set of sites
 * changed, every file is checked, so problems are always reported by the
 * full check, in its words. Kept in .build/content-checks/, one file per
 * content folder, written whole or not at all.
 */
import { createHash } from 'node:crypto';
import { lstatSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Content } from '../content/core/load-content.ts';
import { checkSources, withSeverity } from '../content/core/load-content.ts';
import { shownPath } from '../content/files.ts';
import { loadSite, siteFolder, type ReadSite, type SiteSource, type SourceFile } from '../content/load.ts';
import { isWarning, type Problem } from '../content/problem.ts';
import { isRecord } from '../content/locate.ts';
import { BLOCK_REFERENCES } from '../../src/content/named-people.ts';
import { list, text } from '../content/readable.ts';
import { BUILD_DIR } from '../paths.ts';
import { writeWhole } from './write-file.ts';

const FORMAT = 3;
const RECORDS_DIR = join(BUILD_DIR, 'content-checks');
/**
 * A file changed this shortly before its stamp was taken could change again
 * without its times showing it (on disks that keep times to the second):
 * such a site is not trusted next time.
 */
const UNSETTLED_MS = 2000;

/** What the rules across sites read of a site (routes.ts, site-kinds.ts, client-links.ts). */
interface SiteOutline {
  kind?: string;
  basePath?: string;
  url?: string;
  name?: string;
  /**
   * Each page file by name, in the order read, with its path, each section's anchor (null for none),
   * and its collection lists whole and the names its sections give (a team's people), by their place
   * among the sections: the entries a page shows are worked out again from them (core/collections.ts,
   * listedEntries).
   */
  pages: { name: string; path?: string; anchors: (string | null)[]; lists?: Record<number, unknown> }[];
  /** The site's collections as its site.json sets them (where they live, their tags). */
  settings?: unknown;
  /** Each collection folder's entries, with what their pages' addresses and lists are made from. */
  collections?: { name: string; entries: { slug: string; file: string; facts: Record<string, unknown> }[] }[];
}

/** What of an entry decides its pages and the lists it is in (core/collections.ts); the rest is read when it changes. */
const ENTRY_FACTS = ['draft', 'date', 'time', 'tags', 'author', 'agent', 'title', 'price', 'status', 'featured'];

interface ContentRecord {
  format: typeof FORMAT;
  contentDir: string;
  /** The hash of the code and schema it was checked with. */
  code: string;
  /** Each site by its folder, relative to the content folder; a null stamp is never trusted. */
  sites: Record<string, { stamp: string | null; outline: SiteOutline }>;
}

/** A site's stamp: taken before its files are read, so a change made while they are read shows next time. */
export interface SiteStamp {
  stamp: string | undefined;
  /** The latest change or modification time among its files. */
  newest: number;
}

const recordFile = (contentDir: string) =>
  join(RECORDS_DIR, `${createHash('sha256').update(resolve(contentDir)).digest('hex').slice(0, 16)}.json`);

/** Every file and folder of a site the check reads (site.json, pages/, images/), by size, times and inode. */
export function stampSite(dir: string): SiteStamp {
  const hash = createHash('sha256');
  let newest = 0;
  const add = (name: string) => {
    const stat = lstatSync(join(dir, name));
    newest = Math.max(newest, stat.mtimeMs, stat.ctimeMs);
    hash.update(`${name}\0${stat.mode}\0${stat.size}\0${stat.mtimeMs}\0${stat.ctimeMs}\0${stat.ino}\n`);
    return stat;
  };
  try {
    add('site.json');
    for (const folder of ['pages', 'images', 'collections']) {
      let stat;
      try {
        stat = add(folder);
      } catch {
        hash.update(`${folder}\0none\n`);
        continue;
      }
      if (!stat.isDirectory()) continue;
      for (const name of readdirSync(join(dir, folder), { recursive: true, encoding: 'utf8' }).sort())
        add(join(folder, name));
    }
  } catch {
    return { stamp: undefined, newest }; // something unreadable: the full check says what
  }
  return { stamp: hash.digest('hex'), newest };
}

/** A section that decides which entries its page is handed: a collection list whole, the names a section gives with its type and anchor. */
function shownEntriesOf(block: unknown, index: number): [number, unknown][] {
  const type = text(block, 'type');
  if (type === 'collection-list') return [[index, block]];
  if (type === undefined || !isRecord(block) || !Object.hasOwn(BLOCK_REFERENCES, type)) return [];
  const names = BLOCK_REFERENCES[type].keys.filter((key) => key in block);
  if (!names.length) return [];
  return [[index, { type, anchor: block.anchor, ...Object.fromEntries(names.map((key) => [key, block[key]])) }]];
}

function outlineOf(source: SiteSource): SiteOutline {
  const site = source.site.data;
  return {
    kind: text(site, 'kind'),
    basePath: text(site, 'basePath'),
    url: text(site, 'url'),
    name: text(site, 'name'),
    pages: source.pages.map((page) => ({
      name: page.file.slice(page.file.lastIndexOf('/') + 1),
      path: text(page.data, 'path'),
      anchors: list(page.data, 'blocks').map((block) => text(block, 'anchor') ?? null),
      lists: Object.fromEntries(list(page.data, 'blocks').flatMap((block, index) => shownEntriesOf(block, index))),
    })),
    settings: isRecord(site) ? site.collections : undefined,
    collections: source.collections.map(({ name, entries }) => ({
      name,
      entries: entries.map(({ slug, path, source: entry }) => ({
        slug,
        file: relative(source.dir, path),
        facts: Object.fromEntries(
          ENTRY_FACTS.flatMap((key) => (isRecord(entry.data) && key in entry.data ? [[key, entry.data[key]]] : [])),
        ),
      })),
    })),
  };
}

/** A site unchanged since it was checked, made again from its outline: documents that hold only what the rules across sites read. */
function fromOutline(outline: SiteOutline, dir: string, contentDir: string, root: string): SiteSource {
  const document = (path: string, data: unknown): SourceFile => ({
    file: shownPath(root, path),
    text: '',
    tree: undefined,
    data,
  });
  const { kind, basePath, url, name, settings } = outline;
  return {
    ...siteFolder(dir, contentDir),
    site: document(join(dir, 'site.json'), { kind, basePath, url, name, collections: settings }),
    pages: outline.pages.map((page) =>
      document(join(dir, 'pages', page.name), {
        path: page.path,
        blocks: page.anchors.map((anchor, index) => page.lists?.[index] ?? (anchor === null ? {} : { anchor })),
      }),
    ),
    pagesListed: true,
    collections: (outline.collections ?? []).map((collection) => ({
      name: collection.name,
      entries: collection.entries.map(({ slug, file, facts }) => {
        const path = join(dir, file);
        return { slug, path, source: document(path, facts) };
      }),
    })),
  };
}

/** The record of the last clean check of `contentDir` with this code, or why there is none to trust. */
export function readRecord(contentDir: string, code: string): ContentRecord | { reason: string } {
  let record: ContentRecord;
  try {
    record = JSON.parse(readFileSync(recordFile(contentDir), 'utf8')) as ContentRecord;
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    return {
      reason: missing ? 'no record of an earlier check was found' : 'the record of the last check is unreadable',
    };
  }
  const wellFormed =
    record?.format === FORMAT &&
    typeof record.sites === 'object' &&
    record.sites !== null &&
    Object.values(record.sites).every(
      (site) =>
        (typeof site?.stamp === 'string' || site?.stamp === null) &&
        Array.isArray(site.outline?.pages) &&
        site.outline.pages.every((page) => typeof page?.name === 'string' && Array.isArray(page.anchors)),
    );
  if (!wellFormed) return { reason: 'the record of the last check is not one this build can read' };
  if (record.contentDir !== resolve(contentDir)) return { reason: 'the record of the last check is of other content' };
  if (record.code !== code) return { reason: 'the code or the schema changed since the last check' };
  return record;
}

/**
 * Check only the sites whose stamp changed since `record`, the others by
 * their outline. Answers the content as the full check would when it has no
 * problem, or why every file must be checked; either way with the sites it
 * read, by folder, for the full check not to read them again.
 */
export function checkChanged(
  record: ContentRecord,
  stamps: ReadonlyMap<string, SiteStamp>,
  contentDir: string,
  root: string,
): { content: Content; read: Map<string, ReadSite> } | { reason: string; read?: Map<string, ReadSite> } {
  const folderOf = (dir: string) => relative(contentDir, dir);
  const dirs = [...stamps.keys()];
  if (dirs.length !== Object.keys(record.sites).length || !dirs.every((dir) => record.sites[folderOf(dir)]))
    return { reason: 'sites were added or removed since the last check' };
  const problems: Problem[] = [];
  const read = new Map<string, ReadSite>();
  const sources = dirs.map((dir) => {
    const earlier = record.sites[folderOf(dir)];
    const { stamp } = stamps.get(dir)!;
    if (stamp && stamp === earlier.stamp) return fromOutline(earlier.outline, dir, contentDir, root);
    const found: Problem[] = [];
    const source = loadSite(dir, contentDir, root, found);
    problems.push(...found);
    read.set(dir, { source, problems: found });
    return source;
  });
  const changed = new Set([...read.values()].map(({ source }) => source));
  // The rules leave grading to the catalogue: a warning (a missing "$schema" line) is no reason to check everything.
  const errors = () => problems.map(withSeverity).filter((problem) => !isWarning(problem)).length;
  if (errors()) return { reason: 'a changed file has a problem', read };
  for (const source of changed)
    if (JSON.stringify(outlineOf(source)) !== JSON.stringify(record.sites[folderOf(source.dir)].outline))
      return { reason: 'pages, addresses or anchors changed since the last check', read };
  const checked = checkSources(sources, contentDir, root, problems, (source) => changed.has(source));
  if (errors()) return { reason: 'a changed file has a problem', read };
  return { content: { problems: [], warnings: [], ...checked }, read };
}

/** A site's stamp when it can be trusted next time: none while a file of it may still change unseen. */
export function settledStamp(stamp: SiteStamp | undefined, stampedAt: number): string | null {
  return stamp?.stamp !== undefined && stamp.newest < stampedAt - UNSETTLED_MS ? stamp.stamp : null;
}

/** Record a check that found no problem: each site's stamp, taken at `stampedAt`, and outline. */
export function writeRecord(
  contentDir: string,
  code: string,
  sources: readonly SiteSource[],
  stamps: ReadonlyMap<string, SiteStamp>,
  stampedAt: number,
): void {
  const sites: ContentRecord['sites'] = {};
  for (const source of sources)
    sites[relative(contentDir, source.dir)] = {
      stamp: settledStamp(stamps.get(source.dir), stampedAt),
      outline: outlineOf(source),
    };
  const record: ContentRecord = { format: FORMAT, contentDir: resolve(contentDir), code, sites };
  writeWhole(recordFile(contentDir), JSON.stringify(record));
}
