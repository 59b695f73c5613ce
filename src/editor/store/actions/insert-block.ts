import { blocksOf, select, withBlocks, type EditorState, type JsonObject } from '../state';

export interface InsertBlock {
  type: 'insertBlock';
  file: string;
  index: number;
  block: JsonObject;
}

/** Adds a section at `index` (clamped to the list) and opens it. */
export function insertBlock(state: EditorState, action: InsertBlock): EditorState {
  const doc = state.docs[action.file];
  if (!doc) return state;
  const blocks = [...blocksOf(doc)];
  const index = Math.max(0, Math.min(action.index, blocks.length));
  blocks.splice(index, 0, action.block);
  return select(withBlocks(state, action.file, blocks), action.file, { kind: 'block', index });
}
