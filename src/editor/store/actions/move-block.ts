import { blocksOf, select, withBlocks, type EditorState } from '../state';

export interface MoveBlock {
  type: 'moveBlock';
  file: string;
  from: number;
  to: number;
}

/** Moves a section from one place to another (move up, move down, drag), keeping it open. */
export function moveBlock(state: EditorState, action: MoveBlock): EditorState {
  const doc = state.docs[action.file];
  const blocks = doc ? [...blocksOf(doc)] : [];
  const { from, to } = action;
  if (from === to || from < 0 || to < 0 || from >= blocks.length || to >= blocks.length) return state;
  const [moved] = blocks.splice(from, 1);
  blocks.splice(to, 0, moved);
  return select(withBlocks(state, action.file, blocks), action.file, { kind: 'block', index: to });
}
