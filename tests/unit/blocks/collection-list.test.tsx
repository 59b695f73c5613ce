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

const pkg = (slug: string, price: number, extra: Record<string, unknown> = {}): ListableEntry => ({
  collection: 'packages',
  slug,
  data: { name: slug[0]!.toUpperCase() + slug.slice(1), price, features: [`All of ${slug}`], ...extra },
});

describe('collection list: packages', () => {
  const packages = [
    pkg('showroom', 499, { description: 'Correction and protection.' }),
    pkg('essential', 149, { description: 'A thorough refresh.' }),
    pkg('signature', 1299, { description: 'Our complete detail.', popular: true, features: ['Polish', 'Sealant'] }),
  ];
  const withPackages: SiteDocument = {
    ...exampleSite,
    collections: { packages: { type: 'package', title: 'Packages' } },
  };
  const handed = Object.fromEntries(packages.map((entry) => [`packages/${entry.slug}`, entry.data]));
  const list = (extra: Partial<CollectionListBlock>): CollectionListBlock => ({
    type: 'collection-list',
    eyebrow: 'Packages',
    heading: 'Three ways',
    intro: 'Prices are for sedans.',
    tone: 'muted',
    collection: 'packages',
    sort: 'price-low',
    ...extra,
  });

  it('draws the pricing look exactly as the pricing section written out, the popular package marked', () => {
    const listed = renderBlocks(
      [list({ variant: 'pricing', pricing: { ctaLink: '~/contact', note: 'Coatings are quoted.' } })],
      withPackages,
      'example',
      '/',
      {},
      handed,
    );
    const written = renderBlocks(
      [
        {
          type: 'pricing',
          eyebrow: 'Packages',
          heading: 'Three ways',
          intro: 'Prices are for sedans.',
          tone: 'muted',
          tiers: [
            {
              name: 'Essential',
              price: '$149',
              description: 'A thorough refresh.',
              features: ['All of essential'],
              ctaLink: '~/contact',
            },
            {
              name: 'Showroom',
              price: '$499',
              description: 'Correction and protection.',
              features: ['All of showroom'],
              ctaLink: '~/contact',
            },
            {
              name: 'Signature',
              price: '$1,299',
              description: 'Our complete detail.',
              features: ['Polish', 'Sealant'],
              highlighted: true,
              ctaLink: '~/contact',
            },
          ],
          note: 'Coatings are quoted.',
        },
      ],
      withPackages,
    );
    expect(listed).toBe(written);
    expect(listed.match(/Most Popular/g)).toHaveLength(1);
    expect(listed.indexOf('Most Popular')).toBeGreaterThan(listed.indexOf('Showroom'));
  });

  it('sets the look, the button and its link of every package once, for the list', () => {
    const html = renderBlocks(
      [list({ variant: 'pricing', pricing: { look: 'rows', cta: 'Book it', ctaLink: '~/contact' } })],
      withPackages,
      'example',
      '/',
      {},
      handed,
    );
    const rows = renderBlocks(
      [
        {
          type: 'pricing',
          variant: 'rows',
          eyebrow: 'Packages',
          heading: 'Three ways',
          intro: 'Prices are for sedans.',
          tone: 'muted',
          tiers: packages
            .toSorted((a, b) => (a.data as { price: number }).price - (b.data as { price: number }).price)
            .map(({ data }) => {
              const { name, price, description, features, popular } = data as {
                name: string;
                price: number;
                description: string;
                features: [string, ...string[]];
                popular?: boolean;
              };
              return {
                name,
                price: `$${price.toLocaleString('en-US')}`,
                description,
                features,
                ...(popular ? { highlighted: true } : {}),
                cta: 'Book it',
                ctaLink: '~/contact',
              };
            }) as never,
        },
      ],
      withPackages,
    );
    expect(html).toBe(rows);
    expect(html.match(/>Book it</g)).toHaveLength(3);
  });

  it('draws the price-list look exactly as the price list written out, in its columns', () => {
    const listed = renderBlocks(
      [list({ variant: 'price-list', sort: 'price-high', priceList: { columns: 3 } })],
      withPackages,
      'example',
      '/',
      {},
      handed,
    );
    const written = renderBlocks(
      [
        {
          type: 'price-list',
          eyebrow: 'Packages',
          heading: 'Three ways',
          intro: 'Prices are for sedans.',
          tone: 'muted',
          columns: 3,
          items: [
            { name: 'Signature', price: '$1,299', description: 'Our complete detail.' },
            { name: 'Showroom', price: '$499', description: 'Correction and protection.' },
            { name: 'Essential', price: '$149', description: 'A thorough refresh.' },
          ],
        },
      ],
      withPackages,
    );
    expect(listed).toBe(written);
  });

  it('may list packages without pages in the pricing look, whose buttons without a link need a contact section', () => {
    const problems: string[] = [];
    const at = {
      file: { path: 'pages/home.json' } as never,
      path: ['blocks', 0],
      site: withPackages,
      report: (_file: unknown, _path: unknown, code: string) => problems.push(code),
    };
    collectionList.section!(list({ variant: 'pricing' }) as never, at);
    expect(problems).toEqual([]);
    expect(collectionList.impliedLinks!(list({ variant: 'pricing' }) as never)).toEqual([['#contact', ['variant']]]);
    expect(collectionList.impliedLinks!(list({ variant: 'pricing', pricing: { note: 'Quoted.' } }) as never)).toEqual([
      ['#contact', ['pricing']],
    ]);
    expect(
      collectionList.impliedLinks!(list({ variant: 'pricing', pricing: { ctaLink: '~/contact' } }) as never),
    ).toEqual([]);
    expect(collectionList.impliedLinks!(list({ variant: 'price-list' }) as never)).toEqual([]);
  });
});
