import { describe, expect, it } from 'vitest';
import { loadDocuments } from '../../../../src/editor/store/actions/load-documents';
import { setData } from '../../../../src/editor/store/actions/set-data';
import { openPage, PAGE } from '../fixtures';

describe('loadDocuments', () => {
  it('opens a document with its data both saved and current', () => {
    const doc = openPage().docs[PAGE];
    expect(doc.version).toBe('v1');
    expect(doc.data).toEqual(doc.saved);
    expect(doc.data.title).toBe('Home');
  });

  it('keeps unsaved changes of an open document unless asked to replace them', () => {
    const edited = setData(openPage(), { type: 'setData', file: PAGE, data: { title: 'Mine' } });
    const disk = [{ file: PAGE, version: 'v2', text: '{"title":"Disk"}' }];
    expect(loadDocuments(edited, { type: 'loadDocuments', files: disk }).docs[PAGE].data).toEqual({ title: 'Mine' });
    const replaced = loadDocuments(edited, { type: 'loadDocuments', files: disk, replace: true }).docs[PAGE];
    expect(replaced).toMatchObject({ version: 'v2', data: { title: 'Disk' }, saved: { title: 'Disk' } });
  });

  it('leaves a file that is not readable JSON closed and opens the others', () => {
    const files = [
      { file: 'demos/x/pages/broken.json', version: 'v1', text: '{ "path": "/broken",, }' },
      { file: 'demos/x/pages/list.json', version: 'v1', text: '[1, 2]' },
      { file: 'demos/x/pages/fine.json', version: 'v1', text: '{ "path": "/fine" }' },
    ];
    const state = loadDocuments(openPage(), { type: 'loadDocuments', files });
    expect(Object.keys(state.docs)).not.toContain('demos/x/pages/broken.json');
    expect(Object.keys(state.docs)).not.toContain('demos/x/pages/list.json');
    expect(state.docs['demos/x/pages/fine.json'].data).toEqual({ path: '/fine' });
  });
});
