import { describe, expect, it } from 'vitest';
import type { PageDocument } from '../../src/content/types.generated.ts';
import { loadContent } from '../../scripts/content/core/load-content.ts';

/** A page's skeleton: its section types in order, such as "hero > featured > stats". */
const sequenceOf = (page: PageDocument) => page.blocks.map((block) => block.type).join(' > ');

/** Groups of sites whose page at one path has the same skeleton (each group two or more sites). */
function sharedSequences(pages: { site: string; page: PageDocument }[]): string[][] {
  const bySequence = new Map<string, string[]>();
  for (const { site, page } of pages)
    bySequence.set(sequenceOf(page), [...(bySequence.get(sequenceOf(page)) ?? []), site]);
  return [...bySequence.values()].filter((sites) => sites.length > 1);
}

const page = (path: string, types: string[]): PageDocument =>
  ({
    path,
    title: 'A page',
    description: 'A page used to test the comparison of section sequences.',
    blocks: types.map((type) => ({ type })),
  }) as unknown as PageDocument;

describe('no two demos are one site in different colours', () => {
  const demos = loadContent().sites.filter(({ site }) => site.basePath.startsWith('/demo-'));

  it('has demos to compare', () => {
    expect(demos.length).toBeGreaterThan(1);
  });

  // Every demo's home and about page, read from the content: a ninth demo is compared too.
  it.each(['/', '/about'])('no two demo pages at %s share the same sequence of section types', (path) => {
    const pages = demos.flatMap(({ source, pages }) =>
      pages.filter(({ page }) => page.path === path).map(({ page }) => ({ site: source.id, page })),
    );
    expect(pages.length, `every demo has a page at ${path}`).toBe(demos.length);
    expect(sharedSequences(pages)).toEqual([]);
  });

  it('names the sites that share a sequence, and only those', () => {
    const pages = [
      { site: 'bakery', page: page('/', ['hero', 'card-grid', 'cta']) },
      { site: 'florist', page: page('/', ['hero', 'featured', 'cta']) },
      { site: 'barber', page: page('/', ['hero', 'card-grid', 'cta']) },
    ];
    expect(sharedSequences(pages)).toEqual([['bakery', 'barber']]);
    // The same types in another order are another sequence.
    expect(sharedSequences([pages[0], { site: 'florist', page: page('/', ['hero', 'cta', 'card-grid']) }])).toEqual([]);
  });
});
