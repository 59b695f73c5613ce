import type { EditorState, JsonObject } from '../state';

export interface LoadDocuments {
  type: 'loadDocuments';
  files: { file: string; version: string; text: string }[];
  /** Replace documents already open (reload from disk) instead of keeping their unsaved changes. */
  replace?: boolean;
}

/** Opens documents read from disk. Documents already open keep their unsaved changes unless `replace`. */
export function loadDocuments(state: EditorState, action: LoadDocuments): EditorState {
  const docs = { ...state.docs };
  for (const { file, version, text } of action.files) {
    if (docs[file] && !action.replace) continue;
    const data = JSON.parse(text) as JsonObject;
    docs[file] = { file, version, saved: data, data };
  }
  return { ...state, docs };
}
