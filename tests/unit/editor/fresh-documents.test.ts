import { describe, expect, it } from 'vitest';
import { freshDocuments } from '../../../src/editor/team/fresh-documents';
import { isDirty } from '../../../src/editor/store/selectors';
import type { EditedDoc } from '../../../src/editor/store/state';

const doc = (file: string, version: string, saved: object, data = saved): EditedDoc =>
  ({ file, version, saved, data }) as EditedDoc;
const onDisk = (file: string, version: string, value: object) => ({ file, version, text: JSON.stringify(value) });

describe('files read again after a change was taken back', () => {
  const open = {
    's/site.json': doc('s/site.json', 'a', { name: 'Salon' }),
    's/pages/home.json': doc('s/pages/home.json', 'b', { title: 'Old' }),
    's/pages/about.json': doc('s/pages/about.json', 'c', { title: 'About' }, { title: 'About us' }),
  };

  it('loads every file whose saved version moved, and keeps those with unsaved edits', () => {
    const site = {
      id: 's',
      folder: 's',
      site: onDisk('s/site.json', 'a2', { name: 'Salon again' }),
      pages: [
        onDisk('s/pages/home.json', 'b2', { title: 'New' }),
        onDisk('s/pages/about.json', 'c2', { title: 'About them' }),
      ],
    };
    const { files, kept } = freshDocuments(open, site, isDirty);
    expect(files.map((f) => f.file)).toEqual(['s/site.json', 's/pages/home.json']);
    expect(kept).toEqual(['s/pages/about.json']);
  });

  it('names an open entry that moved, to be read whole, and leaves entries that are not open', () => {
    const entry = (file: string, version: string) => ({ file, version, data: { title: file } });
    const site = {
      id: 's',
      folder: 's',
      site: onDisk('s/site.json', 'a', { name: 'Salon' }),
      pages: [],
      collections: [
        {
          name: 'posts',
          title: 'Journal',
          type: 'post',
          entries: [entry('s/collections/posts/open.json', 'e2'), entry('s/collections/posts/closed.json', 'f2')],
        },
      ],
    };
    const withEntry = { ...open, 's/collections/posts/open.json': doc('s/collections/posts/open.json', 'e', {}) };
    expect(freshDocuments(withEntry, site, isDirty)).toEqual({
      files: [],
      entries: ['s/collections/posts/open.json'],
      kept: [],
    });
  });

  it('leaves alone what did not move', () => {
    const site = {
      id: 's',
      folder: 's',
      site: onDisk('s/site.json', 'a', { name: 'Salon' }),
      pages: [
        onDisk('s/pages/home.json', 'b', { title: 'Old' }),
        onDisk('s/pages/about.json', 'c', { title: 'About' }),
      ],
    };
    expect(freshDocuments(open, site, isDirty)).toEqual({ files: [], entries: [], kept: [] });
  });
});
