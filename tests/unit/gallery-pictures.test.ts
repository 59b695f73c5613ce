import { describe, expect, it } from 'vitest';
import type { GalleryItem } from '../../src/content/types.generated.ts';
import { loadContent } from '../../scripts/content/core/load-content.ts';

/**
 * Pictures a gallery shows for more than one item, unless every item shows the
 * same one (a gallery of placeholders): a drawing shows one thing, so two
 * items with different titles cannot both be it.
 */
function sharedPictures(items: GalleryItem[]): string[] {
  const titles = new Map<string, string[]>();
  for (const item of items) titles.set(item.image.src, [...(titles.get(item.image.src) ?? []), item.title]);
  if (titles.size === 1) return [];
  return [...titles].filter(([, shown]) => shown.length > 1).map(([src, shown]) => `${src}: ${shown.join(', ')}`);
}

const item = (src: string, title: string) => ({ title, image: { src, alt: title } }) as GalleryItem;

describe('every gallery picture is its own', () => {
  const galleries = loadContent().sites.flatMap(({ source, pages }) =>
    pages.flatMap(({ page }) =>
      page.blocks
        .filter((block) => block.type === 'gallery')
        .map((block) => ({ where: `${source.id} ${page.path}`, items: block.items })),
    ),
  );

  it('has galleries to check', () => {
    expect(galleries.length).toBeGreaterThan(0);
  });

  it.each(galleries.map((gallery) => [gallery.where, gallery.items] as const))(
    '%s: no picture stands for two items',
    (_where, items) => {
      expect(sharedPictures(items)).toEqual([]);
    },
  );

  it('names a picture two items share, and lets a gallery of one placeholder be', () => {
    expect(sharedPictures([item('a.svg', 'Bob'), item('b.svg', 'Waves'), item('a.svg', 'Bob refresh')])).toEqual([
      'a.svg: Bob, Bob refresh',
    ]);
    expect(sharedPictures([item('p.svg', 'Project 1'), item('p.svg', 'Project 2')])).toEqual([]);
  });
});
