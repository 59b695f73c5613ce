/**
 * A collection of posts as large as a busy blog's, in the benchmark's copy of
 * the content: the first site with a post collection gets `count` more posts,
 * each a copy of one of its own with a slug, title and date of its own (one a
 * day, going back), so they validate, sort and page like written ones.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findSiteDirs } from '../content/load.ts';

interface SiteCollections {
  collections?: Record<string, { type: string }>;
}

interface Post {
  title: string;
  date: string;
  [field: string]: unknown;
}

/** The folder of the first post collection under `contentDir`, and its written posts. */
function postFolder(contentDir: string): { folder: string; posts: string[] } {
  for (const site of findSiteDirs(contentDir)) {
    const { collections = {} } = JSON.parse(readFileSync(join(site, 'site.json'), 'utf8')) as SiteCollections;
    for (const [name, { type }] of Object.entries(collections)) {
      if (type !== 'post') continue;
      const folder = join(site, 'collections', name);
      const posts = readdirSync(folder).filter((file) => file.endsWith('.json'));
      if (posts.length) return { folder, posts };
    }
  }
  throw new Error(`No site under ${contentDir} has a collection of posts with a post in it to copy.`);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day `daysBack` days before the newest written post, as YYYY-MM-DD: copies never go live later than the originals. */
const dayBefore = (newest: string, daysBack: number) =>
  new Date(Date.parse(newest) - daysBack * DAY_MS).toISOString().slice(0, 10);

function writePost(folder: string, model: Post, number: number, date: string): string {
  const slug = `benchmark-post-${number}`;
  const post = { ...model, title: `${model.title} (${number})`, date };
  writeFileSync(join(folder, `${slug}.json`), `${JSON.stringify(post, null, 2)}\n`);
  return slug;
}

function readPosts(folder: string, posts: string[]): Post[] {
  return posts.map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as Post);
}

/** Adds `count` posts; returns the collection's folder, relative to `contentDir`. */
export function addPosts(contentDir: string, count: number): string {
  const { folder, posts } = postFolder(contentDir);
  const models = readPosts(folder, posts);
  const newest = models
    .map((post) => post.date)
    .sort()
    .at(-1)!;
  for (let number = 1; number <= count; number += 1)
    writePost(folder, models[number % models.length], number, dayBefore(newest, number));
  return relative(contentDir, folder);
}

/** One new post, dated the day of the newest: the edit a writer's save makes. Returns what was done, in words. */
export function addOnePost(contentDir: string): string {
  const { folder, posts } = postFolder(contentDir);
  const models = readPosts(folder, posts);
  const newest = models.reduce((latest, post) => (post.date > latest.date ? post : latest));
  const slug = writePost(folder, newest, posts.length + 1, newest.date);
  return `one new post (${relative(contentDir, join(folder, slug))}.json)`;
}
