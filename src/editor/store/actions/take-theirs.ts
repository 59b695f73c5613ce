import type { EditorState } from '../state';
import { parseDocument } from './load-documents';

export interface TakeTheirs {
  type: 'takeTheirs';
  file: string;
  version: string;
  text: string;
}

/**
 * Drops the unsaved changes of one document in favour of the version now on
 * disk. A version on disk that is not readable JSON cannot be taken: the
 * document keeps its changes rather than the editor failing.
 */
export function takeTheirs(state: EditorState, action: TakeTheirs): EditorState {
  const data = state.docs[action.file] ? parseDocument(action.text) : undefined;
  if (!data) return state;
  return {
    ...state,
    docs: { ...state.docs, [action.file]: { file: action.file, version: action.version, saved: data, data } },
  };
}
