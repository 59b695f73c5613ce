import { describe, expect, it } from 'vitest';
import {
  galleryChoices,
  galleryPage,
  newPictureName,
  type GallerySource,
} from '../../../src/editor/form/gallery-choices';

const portfolio = {
  file: 'demos/x/pages/portfolio.json',
  path: '/portfolio',
  name: 'Our work',
  blocks: [
    { type: 'text', heading: 'Hello' },
    {
      type: 'gallery',
      filters: [{ id: 'cuts', label: 'Haircuts' }],
      items: [
        { id: 'classic-bob', title: 'Classic Bob', category: 'cuts', image: { src: 'gallery/bob.jpg', alt: 'A bob' } },
        { title: 'Honey Balayage', image: { src: 'gallery/honey.jpg', alt: 'Warm honey tones' } },
      ],
    },
  ],
};
const source: GallerySource = {
  basePath: '/demo-x',
  pages: [{ file: 'demos/x/pages/home.json', path: '/', name: 'Home', blocks: [] }, portfolio],
  nameIt: () => undefined,
};

describe("a featured section's pictures", () => {
  it('come from the page its link leads to, however the link is written', () => {
    for (const href of ['~/portfolio', '~/portfolio#looks', '/demo-x/portfolio'])
      expect(galleryPage(href, source)?.file).toBe(portfolio.file);
    expect(galleryPage('~/nowhere', source)).toBeUndefined();
    expect(galleryPage('https://example.com/portfolio', source)).toBeUndefined();
    expect(galleryPage(undefined, source)).toBeUndefined();
  });

  it("are offered by title, picture and category's name, named or not yet named", () => {
    expect(galleryChoices(portfolio)).toEqual([
      expect.objectContaining({
        reference: 'classic-bob',
        title: 'Classic Bob',
        meta: 'Haircuts',
        picture: 'gallery/bob.jpg',
        collectionTitle: 'Our work page',
        unnamed: undefined,
      }),
      expect.objectContaining({ title: 'Honey Balayage', unnamed: { block: 1, item: 1 } }),
    ]);
    // A picture not named yet stands for its place by something no picture's name can be.
    expect(galleryChoices(portfolio)[1].reference).not.toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it('get a new name from their title, as a picture may be named, and never one already taken', () => {
    expect(newPictureName('Honey Balayage', new Set())).toBe('honey-balayage');
    expect(newPictureName('Crème Brûlée & Co.', new Set())).toBe('creme-brulee-co');
    expect(newPictureName('2024 Bridal Look', new Set())).toBe('bridal-look');
    expect(newPictureName('!!!', new Set())).toBe('picture');
    expect(newPictureName('Classic Bob', new Set(['classic-bob', 'classic-bob-2']))).toBe('classic-bob-3');
  });
});
