import { describe, expect, it } from 'vitest';
import { changedPictures } from '../../../../src/editor/team/changed-pictures.ts';

const hero = (src: string) => ({ type: 'hero', heading: 'Hair that fits', image: { src, alt: `Photo ${src}` } });
const text = { type: 'text', heading: 'About us' };
const page = (...blocks: unknown[]) => ({ path: '/', blocks });

describe('the pictures a review shows apart from the page', () => {
  it('pairs the picture replaced at a place with the one put there', () => {
    expect(changedPictures(page(hero('hero.svg')), page(hero('gallery/new.svg')))).toEqual([
      {
        path: ['blocks', 0, 'image'],
        before: { src: 'hero.svg', alt: 'Photo hero.svg' },
        after: { src: 'gallery/new.svg', alt: 'Photo gallery/new.svg' },
      },
    ]);
  });

  it('tells a picture added or taken out on its own', () => {
    expect(changedPictures(page(text), page(text, hero('a.svg')))).toEqual([
      { path: ['blocks', 1, 'image'], after: { src: 'a.svg', alt: 'Photo a.svg' } },
    ]);
    expect(changedPictures(page(hero('a.svg'), text), page(text))).toEqual([
      { path: ['blocks', 0, 'image'], before: { src: 'a.svg', alt: 'Photo a.svg' } },
    ]);
    expect(changedPictures(undefined, page(hero('a.svg')))).toHaveLength(1);
  });

  it('sees no change in a picture that only moved, or in a change of words', () => {
    expect(changedPictures(page(hero('a.svg'), text), page(text, hero('a.svg')))).toEqual([]);
    const renamed = page({ ...hero('a.svg'), heading: 'New words' });
    expect(changedPictures(page(hero('a.svg')), renamed)).toEqual([]);
  });
});
