import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { entryPage, LOOK_AGAIN_MS, MAX_PAGE } from '../../../../scripts/editor/entry-list.ts';
import { HttpError } from '../../../../scripts/editor/http-error.ts';
import { copyFixture } from './content-copy.ts';

const content = copyFixture();
afterAll(content.remove);
const SITE = 'studio';
const POSTS = join(content.dir, 'studio/collections/posts');
const page = (query: Partial<Parameters<typeof entryPage>[1]> = {}) =>
  entryPage(content.dir, { site: SITE, collection: 'posts', ...query });

const written = page().total;
const ADDED = 130;
// Posts of the test's own, one a day from 2001 on (before any written post), a few in a subfolder and a few drafts.
const name = (n: number) => `List test ${String(n).padStart(3, '0')}`;
mkdirSync(join(POSTS, 'older'), { recursive: true });
for (let n = 1; n <= ADDED; n += 1) {
  const day = new Date(Date.UTC(2001, 0, n)).toISOString().slice(0, 10);
  const post = { title: name(n), date: day, ...(n % 10 === 0 && { draft: true }), tags: n % 2 ? ['Odd'] : ['Even'] };
  writeFileSync(join(POSTS, n > 120 ? 'older' : '', `list-test-${n}.json`), JSON.stringify(post, null, 2));
}

describe("a collection's list, a page at a time", () => {
  it('answers one page of rows with how many there are, newest first, and pages on from an offset', () => {
    const first = page({ limit: '20' });
    expect(first.total).toBe(written + ADDED);
    expect(first.found).toBe(written + ADDED);
    expect(first.rows).toHaveLength(20);
    const last = page({ sort: 'oldest', limit: '5' });
    expect(last.rows.map((row) => row.title)).toEqual([1, 2, 3, 4, 5].map(name));
    const next = page({ sort: 'oldest', offset: '5', limit: '5' });
    expect(next.offset).toBe(5);
    expect(next.rows.map((row) => row.title)).toEqual([6, 7, 8, 9, 10].map(name));
    expect(next.rows[4].statusWords).toBe('Draft');
    // An entry in a subfolder of the collection is listed with its path.
    expect(page({ search: name(121) }).rows[0].file).toBe('studio/collections/posts/older/list-test-121.json');
  });

  it('searches by title, and filters by status and tag, on the server', () => {
    const found = page({ search: 'list TEST 12', sort: 'title' });
    // "012", "112" and "120" to "129": every word, in any case, anywhere in the title.
    const twelves = [12, 112, ...Array.from({ length: 10 }, (_, i) => 120 + i)];
    expect(found.found).toBe(twelves.length);
    expect(found.rows.map((row) => row.title)).toEqual(twelves.map(name));
    const drafts = page({ search: 'list test', status: 'draft' });
    expect(drafts.found).toBe(ADDED / 10);
    expect(drafts.rows.every((row) => row.status === 'draft')).toBe(true);
    expect(page({ search: 'list test', tag: 'Even' }).found).toBe(ADDED / 2);
    expect(page().tags).toEqual(expect.arrayContaining(['Even', 'Odd']));
  });

  it('sees a file written anew at once, and a file changed in place by the answer after next', async () => {
    expect(page({ search: name(7) }).rows[0].statusWords).toBe('Published');
    // As the editor and git write: a new file put in place of the old one.
    writeFileSync(join(POSTS, 'list-test-7.json.new'), JSON.stringify({ title: 'Renamed and drafted', draft: true }));
    renameSync(join(POSTS, 'list-test-7.json.new'), join(POSTS, 'list-test-7.json'));
    expect(page({ search: name(7) }).found).toBe(0);
    expect(page({ search: 'renamed and drafted' }).rows[0]).toMatchObject({ slug: 'list-test-7', status: 'draft' });
    // As a text editor may write: the same file, changed where it lies. Looked at again after an answer, once a second at most.
    writeFileSync(join(POSTS, 'list-test-8.json'), JSON.stringify({ title: 'Changed in place' }));
    await new Promise((done) => setTimeout(done, LOOK_AGAIN_MS + 100));
    page();
    await new Promise((done) => setImmediate(done));
    expect(page({ search: 'changed in place' }).rows[0]).toMatchObject({ slug: 'list-test-8' });
  });

  it('refuses what it cannot answer with a plain sentence', () => {
    const refusal = (query: Parameters<typeof page>[0]) => {
      try {
        page(query);
      } catch (error) {
        return error instanceof HttpError ? [error.status, error.body.error] : error;
      }
      return 'answered';
    };
    expect(refusal({ collection: 'nothing-here' })).toEqual([404, expect.stringContaining('no collection')]);
    expect(refusal({ sort: 'random' })).toEqual([400, expect.stringContaining('newest, oldest, title')]);
    expect(refusal({ status: 'gone' })).toEqual([400, expect.stringContaining('draft, scheduled, published')]);
    expect(refusal({ limit: String(MAX_PAGE + 1) })).toEqual([400, expect.stringContaining(`0 to ${MAX_PAGE}`)]);
    expect(refusal({ offset: '-1' })).toEqual([400, expect.any(String)]);
  });
});
