/**
 * A collection list shows the entries its filter, sort and limit pick, each
 * linking to its page, from those handed to the page; the content core hands
 * a page exactly the entries its lists show, published ones only. In the
 * price-list look it is a menu: dishes by course, with prices and marks.
 */
import { describe, expect, it } from 'vitest';
import { selectEntries, type ListableEntry } from '../../../src/content/collection-list.ts';
import type { CollectionListBlock, SiteDocument } from '../../../src/content/types.generated.ts';
import collectionList from '../../../src/blocks/collection-list/rules.ts';
import { exampleSite, renderBlocks } from '../../support/render.tsx';

const home = (slug: string, price: number, status: string, extra: Record<string, unknown> = {}): ListableEntry => ({
  collection: 'homes',
  slug,
  data: { title: slug.replace(/-/g, ' '), price, status, ...extra },
});
const homes = [
  home('small-cottage', 300_000, 'sold', { featured: true }),
  home('big-house', 900_000, 'active', { featured: true }),
  home('mid-flat', 500_000, 'active'),
  { collection: 'posts', slug: 'a-post', data: { title: 'A post', date: '2026-01-01' } },
];
const slugs = (entries: ListableEntry[]) => entries.map((entry) => entry.slug);

describe('collection list: which entries it shows', () => {
  it('keeps to its collection and filter, in its order, up to its limit', () => {
    expect(slugs(selectEntries({ collection: 'homes', sort: 'price-high' }, homes))).toEqual([
      'big-house',
      'mid-flat',
      'small-cottage',
    ]);
    expect(slugs(selectEntries({ collection: 'homes', sort: 'price-low', limit: 2 }, homes))).toEqual([
      'small-cottage',
      'mid-flat',
    ]);
    expect(slugs(selectEntries({ collection: 'homes', filter: { status: 'active' }, sort: 'title' }, homes))).toEqual([
      'big-house',
      'mid-flat',
    ]);
    expect(slugs(selectEntries({ collection: 'homes', filter: { featured: true, status: 'sold' } }, homes))).toEqual([
      'small-cottage',
    ]);
    expect(slugs(selectEntries({ collection: 'posts' }, homes))).toEqual(['a-post']);
  });

  it('picks the same entries from any set that holds the ones it picked from all', () => {
    const query: CollectionListBlock = { type: 'collection-list', collection: 'homes', sort: 'price-high', limit: 2 };
    const picked = selectEntries(query, homes);
    expect(selectEntries(query, [...picked, homes[0]].reverse())).toEqual(picked);
  });
});

const site: SiteDocument = {
  ...exampleSite,
  collections: { posts: { type: 'post', title: 'Journal', path: '/journal' } },
};
const post = (title: string, date: string) => ({
  title,
  description: 'A post about something a small business owner wants to know about.',
  date,
  author: 'people/someone',
  summary: `${title}, in a sentence.`,
  body: ['Words.'],
});

describe('collection list: what it renders', () => {
  const handed = {
    'posts/old-news': post('Old news', '2025-01-01'),
    'posts/fresh-news': post('Fresh news', '2026-01-01'),
  };
  const render = (block: CollectionListBlock) => renderBlocks([block], site, 'example', '/', {}, handed);

  it('links each entry to its page, newest first, as cards or a compact list', () => {
    for (const variant of ['cards', 'compact'] as const) {
      const html = render({ type: 'collection-list', collection: 'posts', heading: 'Latest', variant });
      expect(html).toContain('href="/example/journal/fresh-news"');
      expect(html.indexOf('Fresh news')).toBeLessThan(html.indexOf('Old news'));
    }
    const one = render({ type: 'collection-list', collection: 'posts', limit: 1 });
    expect(one).toContain('Fresh news');
    expect(one).not.toContain('Old news');
  });

  it('shows its heading and no entry for a collection the site does not have', () => {
    const html = render({ type: 'collection-list', collection: 'recipes', heading: 'Recipes' });
    expect(html).toContain('Recipes');
    expect(html).not.toContain('news');
  });
});

const dish = (slug: string, course: string, price: number, extra: Record<string, unknown> = {}): ListableEntry => ({
  collection: 'dishes',
  slug,
  data: { name: slug.replace(/-/g, ' '), course, price, ...extra },
});

describe('collection list: a menu of dishes', () => {
  const menu = [
    dish('tiramisu', 'dessert', 12, { description: 'Mascarpone and espresso', dietary: ['vegetarian'] }),
    dish('osso-buco', 'main', 44, { featured: true }),
    dish('carpaccio', 'starter', 18),
    dish('burrata', 'starter', 16, { dietary: ['vegetarian', 'gluten-free'] }),
    dish('espresso', 'drink', 3.5),
    dish('ragu', 'pasta', 26, { featured: true }),
  ];

  it('sorts by course as a meal runs, the lowest price first within a course', () => {
    expect(slugs(selectEntries({ collection: 'dishes', sort: 'course' }, menu))).toEqual([
      'burrata',
      'carpaccio',
      'ragu',
      'osso-buco',
      'tiramisu',
      'espresso',
    ]);
    expect(slugs(selectEntries({ collection: 'dishes', sort: 'course', filter: { featured: true } }, menu))).toEqual([
      'ragu',
      'osso-buco',
    ]);
  });

  const withMenu: SiteDocument = { ...exampleSite, collections: { dishes: { type: 'dish', title: 'Menu' } } };
  const handed = Object.fromEntries(menu.map((entry) => [`dishes/${entry.slug}`, entry.data]));
  const block: CollectionListBlock = {
    type: 'collection-list',
    heading: 'Menu highlights',
    collection: 'dishes',
    variant: 'price-list',
    sort: 'course',
  };

  it('draws the price-list look as the price-list section, each name with its price and marks, linking nowhere', () => {
    const html = renderBlocks([block], withMenu, 'example', '/', {}, handed);
    const plain = renderBlocks(
      [{ type: 'price-list', heading: 'Menu highlights', items: [{ name: 'burrata', price: '$16' }] }],
      withMenu,
    );
    // The same section: the price list's own list of rows, in the course order, with menu prices.
    expect(html).toContain(plain.slice(plain.indexOf('<ul'), plain.indexOf('<li')));
    expect(html.indexOf('burrata')).toBeLessThan(html.indexOf('ragu'));
    expect(html.indexOf('ragu')).toBeLessThan(html.indexOf('tiramisu'));
    for (const price of ['$16', '$44', '$12', '$3.50']) expect(html).toContain(`>${price}<`);
    expect(html).toContain('Mascarpone and espresso');
    expect(html).toContain('>Gluten-free<');
    expect(html).not.toContain('href=');
  });

  it('may list a collection without pages only in the price-list look', () => {
    const problems: string[] = [];
    const at = {
      file: { path: 'pages/home.json' } as never,
      path: ['blocks', 0],
      site: withMenu,
      report: (_file: unknown, _path: unknown, code: string) => problems.push(code),
    };
    collectionList.section!(block as never, at);
    expect(problems).toEqual([]);
    collectionList.section!({ ...block, variant: 'cards' } as never, at);
    expect(problems).toEqual(['list-of-unknown-collection']);
  });
});
