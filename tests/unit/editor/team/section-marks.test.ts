import { describe, expect, it } from 'vitest';
import { changedWords, sectionMarks } from '../../../../src/editor/team/section-marks.ts';

const hero = { type: 'hero', heading: 'Cuts and color' };
const pricing = (price: string) => ({
  type: 'pricing',
  heading: 'Salon packages',
  tiers: [{ name: 'Color & Cut', price, ctaLink: '~/' }],
});
const faq = { type: 'faq', heading: 'Questions' };

describe('the sections a review marks', () => {
  it('outlines a changed section in both versions and pairs it', () => {
    expect(sectionMarks([hero, pricing('$135')], [hero, pricing('$145')])).toEqual({
      before: ['same', 'changed'],
      after: ['same', 'changed'],
      pairs: [[1, 1]],
    });
  });

  it('marks a removed section in the before version and an added one in the after', () => {
    expect(sectionMarks([hero, faq, pricing('$135')], [hero, pricing('$135')])).toMatchObject({
      before: ['same', 'removed', 'same'],
      after: ['same', 'same'],
    });
    expect(sectionMarks([hero], [faq, hero])).toMatchObject({ before: ['same'], after: ['added', 'same'] });
    expect(sectionMarks([], [hero]).after).toEqual(['added']);
  });

  it('gives the changed words, never link targets or block types', () => {
    expect(changedWords(pricing('$135'), pricing('$145'))).toEqual(['$145']);
    expect(changedWords({ ...hero, link: '~/a' }, { ...hero, heading: 'Cuts and fresh color', link: '~/b' })).toEqual([
      'fresh',
    ]);
  });
});
