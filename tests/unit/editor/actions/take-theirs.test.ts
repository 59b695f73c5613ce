import { describe, expect, it } from 'vitest';
import { setData } from '../../../../src/editor/store/actions/set-data';
import { takeTheirs } from '../../../../src/editor/store/actions/take-theirs';
import { isDirty } from '../../../../src/editor/store/selectors';
import { openPage, PAGE } from '../fixtures';

describe('takeTheirs', () => {
  it('replaces unsaved changes with the version on disk', () => {
    const edited = setData(openPage(), { type: 'setData', file: PAGE, data: { title: 'Mine' } });
    const state = takeTheirs(edited, { type: 'takeTheirs', file: PAGE, version: 'v9', text: '{"title":"Theirs"}' });
    expect(state.docs[PAGE]).toMatchObject({ version: 'v9', data: { title: 'Theirs' } });
    expect(isDirty(state.docs[PAGE])).toBe(false);
  });

  it('keeps the unsaved changes when the version on disk is not readable JSON', () => {
    const edited = setData(openPage(), { type: 'setData', file: PAGE, data: { title: 'Mine' } });
    const state = takeTheirs(edited, { type: 'takeTheirs', file: PAGE, version: 'v9', text: '{"title": "Theirs",, }' });
    expect(state.docs[PAGE].data).toEqual({ title: 'Mine' });
  });
});
