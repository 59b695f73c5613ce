import { describe, expect, it } from 'vitest';
import { moveBlock } from '../../../../src/editor/store/actions/move-block';
import { headings, openPage, PAGE } from '../fixtures';

describe('moveBlock', () => {
  it('moves a section down and keeps it open', () => {
    const state = moveBlock(openPage(), { type: 'moveBlock', file: PAGE, from: 0, to: 2 });
    expect(headings(state)).toEqual(['Second', 'Third', 'First']);
    expect(state.selected[PAGE]).toEqual({ kind: 'block', index: 2 });
  });

  it('moves a section up', () => {
    expect(headings(moveBlock(openPage(), { type: 'moveBlock', file: PAGE, from: 2, to: 1 }))).toEqual([
      'First',
      'Third',
      'Second',
    ]);
  });

  it('refuses moves past either end', () => {
    const state = openPage();
    expect(moveBlock(state, { type: 'moveBlock', file: PAGE, from: 0, to: -1 })).toBe(state);
    expect(moveBlock(state, { type: 'moveBlock', file: PAGE, from: 2, to: 3 })).toBe(state);
  });
});
