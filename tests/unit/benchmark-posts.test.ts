import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addOnePost, addPosts } from '../../scripts/benchmark/many-posts.ts';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { FIXTURE_DIR } from '../support/engine-fixture.ts';

const scratch = mkdtempSync(join(tmpdir(), 'benchmark-posts-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the benchmark's many posts", () => {
  it('are valid content: each its own slug and title, dated no later than the written ones', () => {
    const contentDir = join(scratch, 'content');
    cpSync(FIXTURE_DIR, contentDir, { recursive: true });
    const before = loadContent(contentDir, scratch);
    const folder = join(contentDir, addPosts(contentDir, 25));
    const files = readdirSync(folder).filter((name) => name.endsWith('.json'));
    const read = (name: string) =>
      JSON.parse(readFileSync(join(folder, name), 'utf8')) as { title: string; date: string };
    const added = files.filter((name) => name.startsWith('benchmark-post-'));
    expect(added).toHaveLength(25);
    const written = files.filter((name) => !added.includes(name)).map(read);
    const newest = written
      .map((post) => post.date)
      .sort()
      .at(-1)!;
    expect(new Set(added.map((name) => read(name).title)).size).toBe(25);
    for (const name of added) expect(read(name).date <= newest).toBe(true);

    const after = loadContent(contentDir, scratch);
    expect(after.problems).toEqual([]);
    // Every added post has a page of its own, and the collection's index gains pages.
    expect(after.routes.length).toBeGreaterThanOrEqual(before.routes.length + 25);

    expect(addOnePost(contentDir)).toMatch(/^one new post \(.+\.json\)$/);
    expect(readdirSync(folder).filter((name) => name.endsWith('.json'))).toHaveLength(files.length + 1);
    expect(loadContent(contentDir, scratch).problems).toEqual([]);
  });

  it('are refused, in words, where no site has posts to copy', () => {
    const empty = join(scratch, 'no-posts');
    cpSync(join(FIXTURE_DIR, 'demos'), join(empty, 'demos'), { recursive: true });
    expect(() => addPosts(empty, 3)).toThrow(/No site .* has a collection of posts/);
  });
});
