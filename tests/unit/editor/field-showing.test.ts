import { describe, expect, it } from 'vitest';
import { fieldShowing } from '../../../src/editor/preview/field-showing';
import type { Json } from '../../../src/editor/store/state';

const block: Json = {
  type: 'pricing',
  heading: 'Plans',
  tiers: [
    { name: 'Basic', price: '$89', period: '/visit' },
    { name: 'Plus', price: '$129' },
  ],
};

describe('the field behind words clicked in the preview', () => {
  it('finds the field whose text was clicked', () => {
    expect(fieldShowing(block, 'Plans')).toEqual(['heading']);
    expect(fieldShowing(block, ' $129 ')).toEqual(['tiers', 1, 'price']);
  });
  it('finds a value that makes up most of the clicked words', () => {
    expect(fieldShowing(block, 'From $129')).toEqual(['tiers', 1, 'price']);
  });
  it('opens nothing in particular for a click beside the words, or on a picture', () => {
    expect(fieldShowing(block, 'Basic $89 /visit Plus $129 and more words around them')).toBeUndefined();
    expect(fieldShowing(block, '')).toBeUndefined();
  });
});
