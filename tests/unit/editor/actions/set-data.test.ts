import { describe, expect, it } from 'vitest';
import { setData } from '../../../../src/editor/store/actions/set-data';
import { openPage, PAGE } from '../fixtures';

describe('setData', () => {
  it('replaces the data and leaves what is on disk alone', () => {
    const state = setData(openPage(), { type: 'setData', file: PAGE, data: { title: 'New' } });
    expect(state.docs[PAGE].data).toEqual({ title: 'New' });
    expect(state.docs[PAGE].saved.title).toBe('Home');
  });

  it('ignores documents that are not open', () => {
    const state = openPage();
    expect(setData(state, { type: 'setData', file: 'x.json', data: {} })).toBe(state);
  });
});
