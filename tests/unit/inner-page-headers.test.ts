import { describe, expect, it } from 'vitest';
import type { Block, PageDocument } from '../../src/content/types.generated.ts';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { NOT_FOUND_PATH } from '../../scripts/content/core/route.ts';

type Hero = Extract<Block, { type: 'hero' }>;

/** The page's header: its first hero, wherever a notice above it stands. */
const headerOf = (page: PageDocument) => page.blocks.find((block): block is Hero => block.type === 'hero');

/** The inner pages (all but home and not-found) whose header shows the home page's hero picture. */
export function reusingHomePicture(pages: PageDocument[]): string[] {
  const home = pages.find((page) => page.path === '/');
  const picture = home && headerOf(home)?.image?.src;
  if (!picture) return [];
  return pages
    .filter((page) => page.path !== '/' && page.path !== NOT_FOUND_PATH)
    .filter((page) => headerOf(page)?.image?.src === picture)
    .map((page) => page.path);
}

const page = (path: string, src?: string): PageDocument =>
  ({
    path,
    title: 'A page',
    description: 'A page used to test which headers reuse the home picture.',
    blocks: [{ type: 'hero', heading: 'A heading', ...(src && { image: { src, alt: 'A picture' } }) }],
  }) as unknown as PageDocument;

describe('inner pages have headers of their own', () => {
  it('finds an inner page whose header is the home hero picture, and passes a type-only header or a picture of its own', () => {
    expect(
      reusingHomePicture([
        page('/', 'hero.svg'),
        page('/about', 'hero.svg'),
        page('/contact'),
        page('/services', 'van.svg'),
      ]),
    ).toEqual(['/about']);
  });

  for (const { site, pages } of loadContent().sites)
    it(`${site.name}: no inner page's header shows the home page's hero picture`, () => {
      expect(reusingHomePicture(pages.map(({ page }) => page))).toEqual([]);
    });
});
