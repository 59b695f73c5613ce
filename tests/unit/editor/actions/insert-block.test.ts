import { describe, expect, it } from 'vitest';
import { insertBlock } from '../../../../src/editor/store/actions/insert-block';
import { headings, openPage, PAGE } from '../fixtures';

describe('insertBlock', () => {
  it('adds a section at the place asked and opens it', () => {
    const state = insertBlock(openPage(), {
      type: 'insertBlock',
      file: PAGE,
      index: 1,
      block: { type: 'notice', heading: 'New' },
    });
    expect(headings(state)).toEqual(['First', 'New', 'Second', 'Third']);
    expect(state.selected[PAGE]).toEqual({ kind: 'block', index: 1 });
  });

  it('puts a section asked for past the end at the end', () => {
    const state = insertBlock(openPage(), {
      type: 'insertBlock',
      file: PAGE,
      index: 99,
      block: { type: 'cta', heading: 'Last' },
    });
    expect(headings(state).at(-1)).toBe('Last');
    expect(state.selected[PAGE]).toEqual({ kind: 'block', index: 3 });
  });
});
