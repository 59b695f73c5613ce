import { describe, expect, it } from 'vitest';
import { removeBlock } from '../../../../src/editor/store/actions/remove-block';
import { headings, openPage, PAGE } from '../fixtures';

describe('removeBlock', () => {
  it('removes the section and opens its neighbour', () => {
    const state = removeBlock(openPage(), { type: 'removeBlock', file: PAGE, index: 2 });
    expect(headings(state)).toEqual(['First', 'Second']);
    expect(state.selected[PAGE]).toEqual({ kind: 'block', index: 1 });
  });

  it('does nothing for a section that does not exist', () => {
    const state = openPage();
    expect(removeBlock(state, { type: 'removeBlock', file: PAGE, index: 5 })).toBe(state);
  });
});
