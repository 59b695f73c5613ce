/**
 * The editor opens a site with a summary of each entry and reads an entry's
 * whole file when it is opened: what it knows of the entries is the open ones
 * as they are, and the others as summarised.
 */
import { describe, expect, it } from 'vitest';
import { knownEntries, publishedEntries } from '../../../../src/editor/collections/known-entries.ts';
import type { EditedDoc } from '../../../../src/editor/store/state.ts';

const FOLDER = 'demos/x';
const file = (collection: string, slug: string) => `${FOLDER}/collections/${collection}/${slug}.json`;
const collections = [
  {
    name: 'posts',
    entries: [
      { file: file('posts', 'spring'), version: 'a', data: { title: 'Spring' }, published: true as const },
      { file: file('posts', 'summer'), version: 'b', data: { title: 'Summer', draft: true } },
    ],
  },
  {
    name: 'people',
    entries: [{ file: file('people', '2026/ana'), version: 'c', data: { name: 'Ana' }, published: true as const }],
  },
];
const open = (path: string, data: Record<string, unknown>, version = 'z'): EditedDoc =>
  ({ file: path, version, data, saved: data }) as EditedDoc;

describe('the entries the editor knows', () => {
  it('are the summaries, each open entry as it is now instead, and new ones of the site not saved yet', () => {
    const docs = {
      [file('posts', 'spring')]: open(file('posts', 'spring'), { title: 'Spring, changed', body: ['Words.'] }),
      [file('posts', 'new-one')]: open(file('posts', 'new-one'), { title: 'New one' }, 'new'),
      [`${FOLDER}/pages/home.json`]: open(`${FOLDER}/pages/home.json`, { title: 'Home' }),
      ['demos/other/collections/posts/far.json']: open('demos/other/collections/posts/far.json', { title: 'Far' }),
    };
    const known = knownEntries(FOLDER, collections, docs);
    expect(known.map((entry) => [entry.file, entry.data.title ?? entry.data.name])).toEqual([
      [file('posts', 'spring'), 'Spring, changed'],
      [file('posts', 'summer'), 'Summer'],
      [file('people', '2026/ana'), 'Ana'],
      [file('posts', 'new-one'), 'New one'],
    ]);
  });

  it('leave out an entry deleted since the site was read, unless a new one of its name is open', () => {
    const gone = new Set([file('posts', 'summer'), file('posts', 'spring')]);
    const docs = { [file('posts', 'spring')]: open(file('posts', 'spring'), { title: 'Spring again' }, 'new') };
    expect(knownEntries(FOLDER, collections, docs, gone).map((entry) => entry.data.title ?? entry.data.name)).toEqual([
      'Spring again',
      'Ana',
    ]);
  });

  it("give the preview the published entries by reference, as the validator names them (the file's folders aside)", () => {
    expect(publishedEntries(collections)).toEqual({
      'posts/spring': { title: 'Spring' },
      'people/ana': { name: 'Ana' },
    });
  });
});
