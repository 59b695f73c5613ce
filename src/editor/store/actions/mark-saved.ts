import type { EditorState, JsonObject } from '../state';

export interface MarkSaved {
  type: 'markSaved';
  file: string;
  version: string;
  /** The data that was saved; later edits made while saving stay unsaved. */
  data: JsonObject;
}

/** Records that a document's data is now on disk at a new version. */
export function markSaved(state: EditorState, action: MarkSaved): EditorState {
  const doc = state.docs[action.file];
  if (!doc) return state;
  return { ...state, docs: { ...state.docs, [action.file]: { ...doc, version: action.version, saved: action.data } } };
}
