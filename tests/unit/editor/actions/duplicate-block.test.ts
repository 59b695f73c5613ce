import { describe, expect, it } from 'vitest';
import { duplicateBlock } from '../../../../src/editor/store/actions/duplicate-block';
import { headings, openPage, PAGE } from '../fixtures';

describe('duplicateBlock', () => {
  it('puts a copy right after the section, without its anchor, and opens it', () => {
    const state = duplicateBlock(openPage(), { type: 'duplicateBlock', file: PAGE, index: 0 });
    expect(headings(state)).toEqual(['First', 'First', 'Second', 'Third']);
    const blocks = state.docs[PAGE].data.blocks as Record<string, unknown>[];
    expect(blocks[0].anchor).toBe('top');
    expect(blocks[1]).not.toHaveProperty('anchor');
    expect(state.selected[PAGE]).toEqual({ kind: 'block', index: 1 });
  });

  it('makes an independent copy', () => {
    const state = duplicateBlock(openPage(), { type: 'duplicateBlock', file: PAGE, index: 1 });
    const blocks = state.docs[PAGE].data.blocks as Record<string, unknown>[];
    expect(blocks[2]).not.toBe(blocks[1]);
  });
});
