import { blocksOf, select, withBlocks, type EditorState, type JsonObject } from '../state';

export interface DuplicateBlock {
  type: 'duplicateBlock';
  file: string;
  index: number;
}

/**
 * Puts a copy of a section right after it and opens the copy. The copy has no
 * anchor, since two sections of a page cannot share one.
 */
export function duplicateBlock(state: EditorState, action: DuplicateBlock): EditorState {
  const doc = state.docs[action.file];
  const blocks = doc ? [...blocksOf(doc)] : [];
  const original = blocks[action.index];
  if (!original) return state;
  const { anchor: _anchor, ...copy } = structuredClone(original) as JsonObject;
  blocks.splice(action.index + 1, 0, copy);
  return select(withBlocks(state, action.file, blocks), action.file, { kind: 'block', index: action.index + 1 });
}
