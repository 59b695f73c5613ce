import { describe, expect, it } from 'vitest';
import { entryRow, shownRows, tagsOf } from '../../../../src/editor/collections/entry-rows.ts';

const ON = '2026-06-01';
const row = (file: string, data: Record<string, unknown>) => entryRow(file, data, 'listing', ON);

describe("a collection's list of entries", () => {
  it('says whether each entry is built as the engine decides it: draft, scheduled for its date, or published', () => {
    expect(row('s/collections/l/a.json', { title: 'A', draft: true, date: '2026-01-01' }).statusWords).toBe('Draft');
    const later = row('s/collections/l/b.json', { title: 'B', date: '2026-07-04' });
    expect(later.status).toBe('scheduled');
    expect(later.statusWords).toBe('Scheduled for July 4, 2026');
    expect(row('s/collections/l/c.json', { title: 'C', date: ON }).statusWords).toBe('Published');
    expect(row('s/collections/l/d.json', { title: 'D' }).status).toBe('published');
  });

  it("shows a listing's price, its date in words, its slug from the file name and its card's picture", () => {
    const listing = row('s/collections/listings/2026/oak-lane.json', {
      title: 'Oak Lane',
      date: '2026-03-03',
      price: 435000,
      status: 'active',
      address: 'Oak Lane',
      bedrooms: 3,
      bathrooms: 2,
      area: 1500,
      photos: [{ src: 'gallery/oak.svg', alt: 'A house' }],
    });
    expect(listing).toMatchObject({
      slug: 'oak-lane',
      price: '$435,000',
      when: 'March 3, 2026',
      picture: 'gallery/oak.svg',
    });
  });

  it('lists an entry its card cannot be made for yet, without a picture, by its file name when it has no title', () => {
    expect(row('s/collections/listings/new-one.json', {})).toMatchObject({ title: 'new-one', picture: undefined });
  });

  const rows = [
    row('x/b.json', { title: 'Bay View', date: '2026-02-01' }),
    row('x/a.json', { title: 'apple Court', date: '2026-04-01' }),
    row('x/c.json', { title: 'Cedar Bay Lane' }),
  ];
  const titles = (list: { title: string }[]) => list.map((r) => r.title);

  it('finds entries by every word of their title, in any case', () => {
    expect(titles(shownRows(rows, 'bay', 'title'))).toEqual(['Bay View', 'Cedar Bay Lane']);
    expect(titles(shownRows(rows, 'LANE bay', 'title'))).toEqual(['Cedar Bay Lane']);
    expect(shownRows(rows, 'nowhere', 'title')).toEqual([]);
  });

  it('sorts by title, newest or oldest first, undated entries last', () => {
    expect(titles(shownRows(rows, '', 'title'))).toEqual(['apple Court', 'Bay View', 'Cedar Bay Lane']);
    expect(titles(shownRows(rows, '', 'newest'))).toEqual(['apple Court', 'Bay View', 'Cedar Bay Lane']);
    expect(titles(shownRows(rows, '', 'oldest'))).toEqual(['Bay View', 'apple Court', 'Cedar Bay Lane']);
  });

  it('narrows to one status and one tag, with the search, and offers each tag once', () => {
    const tagged = [
      row('x/d.json', { title: 'Dune Road', draft: true, tags: ['Coast', 'New'] }),
      row('x/e.json', { title: 'Elm Street', date: '2026-08-01', tags: ['New'] }),
      row('x/f.json', { title: 'Fern Bay', date: '2026-01-01', tags: ['coast-only', 7] }),
    ];
    expect(titles(shownRows(tagged, '', 'title', { status: 'draft' }))).toEqual(['Dune Road']);
    expect(titles(shownRows(tagged, '', 'title', { status: 'scheduled' }))).toEqual(['Elm Street']);
    expect(titles(shownRows(tagged, '', 'title', { status: 'published' }))).toEqual(['Fern Bay']);
    expect(titles(shownRows(tagged, '', 'title', { tag: 'New' }))).toEqual(['Dune Road', 'Elm Street']);
    expect(titles(shownRows(tagged, '', 'title', { tag: 'New', status: 'draft' }))).toEqual(['Dune Road']);
    expect(titles(shownRows(tagged, 'elm', 'title', { tag: 'Coast' }))).toEqual([]);
    expect(tagsOf(tagged)).toEqual(['Coast', 'coast-only', 'New']);
  });
});
