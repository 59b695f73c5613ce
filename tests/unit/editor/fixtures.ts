import { loadDocuments } from '../../../src/editor/store/actions/load-documents';
import { emptyState, type EditorState } from '../../../src/editor/store/state';

export const PAGE = 'demos/bakery/pages/home.json';

/** A page with three named sections, as if just opened. */
export function openPage(): EditorState {
  const text = JSON.stringify({
    path: '/',
    title: 'Home',
    blocks: [
      { type: 'hero', heading: 'First', anchor: 'top' },
      { type: 'text', heading: 'Second' },
      { type: 'cta', heading: 'Third' },
    ],
  });
  return loadDocuments(emptyState, { type: 'loadDocuments', files: [{ file: PAGE, version: 'v1', text }] });
}

export const headings = (state: EditorState, file = PAGE) =>
  (state.docs[file].data.blocks as { heading: string }[]).map((block) => block.heading);
