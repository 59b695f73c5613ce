import { withData, type EditorState, type JsonObject } from '../state';

export interface SetDocuments {
  type: 'setDocuments';
  /** New data per file: a change across several documents (find and replace) that undoes as one step. */
  data: Record<string, JsonObject>;
}

export function setDocuments(state: EditorState, action: SetDocuments): EditorState {
  return Object.entries(action.data).reduce((next, [file, data]) => withData(next, file, data), state);
}
