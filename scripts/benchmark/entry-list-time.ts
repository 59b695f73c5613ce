/**
 * How fast the editor's list of a collection answers at 10,000 entries: the
 * first page (read cold, as after a start, then again), a search by title that
 * finds one entry, a search that finds many, and the list in title order,
 * through the same handler as the editor's GET /api/entries. Each figure is
 * the median of a few answers after the cold one; it is printed, never judged.
 * Then the site's own answer, as the editor opens the site (GET /api/site): its
 * time (the median of three) and its size.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addPosts } from './many-posts.ts';
import { entryPage } from '../editor/entry-list.ts';
import { siteFolders } from '../editor/documents.ts';
import { openSite } from '../editor/api.ts';
import type { EntryPageQuery } from '../../src/editor/protocol.ts';
import { PAGE_SIZE } from '../../src/editor/collections/entry-rows.ts';

export interface ListTimes {
  entries: number;
  coldMs: number;
  firstPageMs: number;
  searchOneMs: number;
  searchManyMs: number;
  byTitleMs: number;
  /** GET /api/site for the collection's site: its time and its size in bytes. */
  siteMs: number;
  siteBytes: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The time of one answer, in milliseconds. */
function timed(query: EntryPageQuery, contentDir: string): { ms: number; found: number } {
  const started = performance.now();
  const page = entryPage(contentDir, query);
  return { ms: performance.now() - started, found: page.found };
}

/** `collectionFolder`: the collection's folder inside `contentDir` ("studio/collections/posts"), as many-posts.ts names it. */
export async function measureEntryList(contentDir: string, collectionFolder: string, runs = 5): Promise<ListTimes> {
  const [folder, name] = collectionFolder.split('/collections/');
  const site = [...siteFolders(contentDir)].find(([, path]) => path === folder)?.[0];
  if (!site) throw new Error(`No site of ${contentDir} lives in ${folder}.`);
  const base = { site, collection: name };
  const cold = timed(base, contentDir);
  const again = (query: EntryPageQuery) => median(Array.from({ length: runs }, () => timed(query, contentDir).ms));
  // A title of the collection's own, as a person would type it: one entry has it.
  const first = entryPage(contentDir, { ...base, sort: 'oldest', limit: '1' }).rows[0];
  const one = JSON.parse(readFileSync(join(contentDir, first.file), 'utf8')) as { title?: string };
  return {
    entries: cold.found,
    coldMs: cold.ms,
    firstPageMs: again(base),
    searchOneMs: again({ ...base, search: one.title ?? first.title }),
    searchManyMs: again({ ...base, search: 'a' }),
    byTitleMs: again({ ...base, sort: 'title' }),
    ...(await siteAnswer(contentDir, site)),
  };
}

/** The site's answer as the editor opens the site: the median time of three, and its size as sent. */
async function siteAnswer(contentDir: string, site: string): Promise<{ siteMs: number; siteBytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    bytes = Buffer.byteLength(JSON.stringify(await openSite(contentDir, site)));
    times.push(performance.now() - started);
  }
  return { siteMs: median(times), siteBytes: bytes };
}

export function describeEntryList(times: ListTimes): string[] {
  const ms = (value: number) => `${Math.round(value)} ms`;
  return [
    `Editor list at ${times.entries.toLocaleString('en-US')} entries (GET /api/entries, ${PAGE_SIZE} rows a page, median of 5):`,
    `  first page ${ms(times.firstPageMs)} (${ms(times.coldMs)} the first time, reading every file);`,
    `  search finding one ${ms(times.searchOneMs)}, search finding many ${ms(times.searchManyMs)}, by title ${ms(times.byTitleMs)}.`,
    `  opening the site (GET /api/site, entries summarised without their rich text): ${ms(times.siteMs)}, ${(times.siteBytes / 1e6).toFixed(1)} MB.`,
  ];
}

/** The list's figures: on `postsFolder` of `contentDir` when the run made one (--posts), else on a copy of `contentDir` with `count` more posts, removed after. */
export async function entryListFigures(
  contentDir: string,
  postsFolder: string | undefined,
  count: number,
): Promise<ListTimes> {
  if (postsFolder) return measureEntryList(contentDir, postsFolder);
  const scratch = mkdtempSync(join(tmpdir(), 'benchmark-list-'));
  try {
    const copy = join(scratch, 'site-content');
    cpSync(contentDir, copy, { recursive: true });
    return await measureEntryList(copy, addPosts(copy, count));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
