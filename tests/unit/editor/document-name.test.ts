import { beforeAll, describe, expect, it } from 'vitest';
import { contentWords } from '../../../scripts/content/words.ts';
import { entryWhereWords } from '../../../src/editor/collections/entry-address';
import { setContentWords } from '../../../src/editor/form/labels';
import { documentName, problemInWords, savedName, siteDocOf } from '../../../src/editor/problems/problem-words';
import type { EditorProblem } from '../../../src/editor/protocol';
import type { EditedDoc, JsonObject } from '../../../src/editor/store/state';

const doc = (file: string, data: JsonObject): EditedDoc => ({ file, version: '1', saved: data, data });

/** A salon whose menu names its pages but not its home page, whose title is the business's name. */
const site = doc('demos/salon/site.json', {
  name: 'Urban Style Salon',
  basePath: '/demo-salon',
  header: { nav: [{ label: 'Our Work', href: '~/gallery' }] },
});
const home = doc('demos/salon/pages/home.json', { path: '/', title: 'Urban Style Salon', blocks: [] });
const gallery = doc('demos/salon/pages/gallery.json', { path: '/gallery', title: 'Gallery | Urban Style Salon' });
const ava = doc('demos/salon/collections/stylists/ava-martin.json', { name: 'Ava Martin', role: '' });
const docs = Object.fromEntries([site, home, gallery, ava].map((d) => [d.file, d]));

/** Words a client must never read where the editor names a document. */
const FILE_WORDS = /\.json|demos\/|collections\/|ava-martin/;

beforeAll(() => setContentWords(contentWords()));

describe('documents named as the owner knows them', () => {
  it('calls the page at the root "Home" unless a menu names it, not by the business name of its title', () => {
    expect(documentName(home, home.file, siteDocOf(docs, home.file))).toBe('Home');
    expect(documentName(gallery, gallery.file, siteDocOf(docs, gallery.file))).toBe('Our Work');
    expect(savedName(docs, home.file)).toBe('Home');
  });

  it('calls an entry by its title or name, never by its file', () => {
    expect(savedName(docs, ava.file)).toBe('"Ava Martin"');
    const problem: EditorProblem = {
      doc: ava.file,
      path: ['role'],
      message: 'must not be empty',
      code: 'empty-text',
      severity: 'error',
    } as EditorProblem;
    const words = problemInWords(problem, ava, siteDocOf(docs, ava.file));
    expect(words).toMatch(/^Ava Martin › Role: /);
    expect(words).not.toMatch(FILE_WORDS);
  });

  it("tells a client an entry's web address, and the studio its file as well", () => {
    const client = entryWhereWords(ava.file, '/stylists', '/demo-salon', false);
    expect(client).toBe('Its web address: /demo-salon/stylists/ava-martin.');
    expect(client).not.toMatch(/\.json|demos\//);
    expect(entryWhereWords(ava.file, undefined, '/demo-salon', false)).toBeUndefined();
    expect(entryWhereWords(ava.file, '/stylists', '/', true)).toBe(
      'Saved in demos/salon/collections/stylists/ava-martin.json. Its web address: /stylists/ava-martin.',
    );
  });
});
