import type { EditorState, JsonObject } from '../state';

export interface TakeTheirs {
  type: 'takeTheirs';
  file: string;
  version: string;
  text: string;
}

/** Drops the unsaved changes of one document in favour of the version now on disk. */
export function takeTheirs(state: EditorState, action: TakeTheirs): EditorState {
  if (!state.docs[action.file]) return state;
  const data = JSON.parse(action.text) as JsonObject;
  return { ...state, docs: { ...state.docs, [action.file]: { file: action.file, version: action.version, saved: data, data } } };
}
