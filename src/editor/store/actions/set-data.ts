import { withData, type EditorState, type JsonObject } from '../state';

export interface SetData {
  type: 'setData';
  file: string;
  data: JsonObject;
  /** Changes with the same key in quick succession (typing in one field) undo as one step. */
  mergeKey?: string;
  at?: number;
}

/** Replaces a document's data: what the form panel sends on every change. */
export function setData(state: EditorState, action: SetData): EditorState {
  return withData(state, action.file, action.data);
}
