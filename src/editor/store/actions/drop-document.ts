import type { EditorState } from '../state';

export interface DropDocument {
  type: 'dropDocument';
  file: string;
}

/** Forgets a document that no longer exists (a deleted page). */
export function dropDocument(state: EditorState, action: DropDocument): EditorState {
  const { [action.file]: _gone, ...docs } = state.docs;
  const { [action.file]: _target, ...selected } = state.selected;
  return { ...state, docs, selected };
}
