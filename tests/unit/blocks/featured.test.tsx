import { describe, expect, it } from 'vitest';
import { galleryItemsOf, linkedItemsAmong, linkedItemsFor, linkedPaths } from '../../../src/content/linked-items.ts';
import type { GalleryItem, PageDocument } from '../../../src/content/types.generated.ts';
import { renderBlocks } from '../../support/render.tsx';

const item = (id: string, title: string, extra: Partial<GalleryItem> = {}): GalleryItem => ({
  id,
  title,
  image: { src: `gallery/${id}.svg`, alt: `${title}, seen from the street`, width: 800, height: 600 },
  ...extra,
});

const listings: PageDocument = {
  path: '/portfolio',
  title: 'Listings',
  description: 'Every home we list and sell, with its price, bedrooms and bathrooms.',
  blocks: [
    { type: 'hero', heading: 'Our listings' },
    {
      type: 'gallery',
      items: [
        item('farmhouse', 'Modern Farmhouse — $649,000', { status: 'For Sale', facts: ['4 beds', '3 baths'] }),
        item('cottage', 'Cape Cod Cottage — $485,000', { status: 'Sold', facts: ['3 beds', '2 baths'] }),
        {
          image: { src: 'gallery/no-id.svg', alt: 'A house without an id', width: 800, height: 600 },
          title: 'Not offered',
        },
      ],
    },
  ],
};

const home: PageDocument = {
  path: '/',
  title: 'Home',
  description: 'The home page, which shows two of the listings written on the portfolio page.',
  blocks: [{ type: 'featured', heading: 'Featured homes', href: '~/portfolio', items: ['cottage', 'farmhouse'] }],
};

describe('featured', () => {
  it('finds the pages it takes pictures from, and their pictures with ids', async () => {
    expect(linkedPaths(home, '/example')).toEqual(['/example/portfolio']);
    expect(galleryItemsOf(listings).map((i) => i.id)).toEqual(['farmhouse', 'cottage']);
    const linked = await linkedItemsFor(home, '/example', (path) =>
      path === '/example/portfolio' ? listings : undefined,
    );
    expect(Object.keys(linked)).toEqual(['/example/portfolio']);
  });

  it('finds them among pages at hand too, as the editor preview does, and survives a page still being written', () => {
    expect(linkedItemsAmong(home, '/example', [home, listings])['/example/portfolio'].map((i) => i.id)).toEqual([
      'farmhouse',
      'cottage',
    ]);
    const halfWritten = {
      ...listings,
      blocks: [{ type: 'gallery', items: 'not yet a list' }],
    } as unknown as PageDocument;
    expect(linkedItemsAmong(home, '/example', [home, halfWritten])).toEqual({ '/example/portfolio': [] });
    expect(linkedItemsAmong({ ...home, blocks: 'oops' } as unknown as PageDocument, '/example', [])).toEqual({});
  });

  it('shows the named pictures in its own order, with status and facts, each linking to the source page', async () => {
    const linked = await linkedItemsFor(home, '/example', () => listings);
    const html = renderBlocks(home.blocks, undefined, undefined, '/example', linked);
    expect(html.indexOf('Cape Cod Cottage')).toBeGreaterThan(-1);
    expect(html.indexOf('Cape Cod Cottage')).toBeLessThan(html.indexOf('Modern Farmhouse'));
    expect(html).toContain('4 beds');
    expect(html).toContain('>Sold<');
    expect(html).toContain('href="/example/portfolio"');
    expect(html).not.toContain('Not offered');
  });

  it('shows the pictures as a strip with the titles over them', async () => {
    const strip: PageDocument = {
      ...home,
      blocks: [
        { type: 'featured', heading: 'Recent looks', href: '~/portfolio', items: ['farmhouse'], variant: 'strip' },
      ],
    };
    const html = renderBlocks(
      strip.blocks,
      undefined,
      undefined,
      '/example',
      await linkedItemsFor(strip, '/example', () => listings),
    );
    expect(html).toContain('Modern Farmhouse');
    expect(html).not.toContain('4 beds');
  });

  it('shows nothing for ids the gallery does not have', () => {
    const html = renderBlocks(home.blocks, undefined, undefined, '/example', { '/example/portfolio': [] });
    expect(html).toContain('Featured homes');
    expect(html).not.toContain('<li');
  });
});
