import { describe, expect, it } from 'vitest';
import { markSaved } from '../../../../src/editor/store/actions/mark-saved';
import { setData } from '../../../../src/editor/store/actions/set-data';
import { isDirty } from '../../../../src/editor/store/selectors';
import { openPage, PAGE } from '../fixtures';

describe('markSaved', () => {
  it('takes the new version and the saved data, so the page is no longer unsaved', () => {
    const edited = setData(openPage(), { type: 'setData', file: PAGE, data: { title: 'New' } });
    expect(isDirty(edited.docs[PAGE])).toBe(true);
    const saved = markSaved(edited, { type: 'markSaved', file: PAGE, version: 'v2', data: { title: 'New' } });
    expect(saved.docs[PAGE].version).toBe('v2');
    expect(isDirty(saved.docs[PAGE])).toBe(false);
  });

  it('leaves changes made while saving unsaved', () => {
    const edited = setData(openPage(), { type: 'setData', file: PAGE, data: { title: 'Newer' } });
    const saved = markSaved(edited, { type: 'markSaved', file: PAGE, version: 'v2', data: { title: 'New' } });
    expect(isDirty(saved.docs[PAGE])).toBe(true);
  });
});
