import { describe, expect, it } from 'vitest';
import { dropDocument } from '../../../../src/editor/store/actions/drop-document';
import { selectTarget } from '../../../../src/editor/store/actions/select-target';
import { openPage, PAGE } from '../fixtures';

describe('dropDocument', () => {
  it('forgets a deleted page and what was open on it', () => {
    const state = dropDocument(
      selectTarget(openPage(), { type: 'selectTarget', file: PAGE, target: { kind: 'page' } }),
      { type: 'dropDocument', file: PAGE },
    );
    expect(state.docs).toEqual({});
    expect(state.selected).toEqual({});
  });
});
