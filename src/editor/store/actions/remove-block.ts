import { blocksOf, select, withBlocks, type EditorState } from '../state';

export interface RemoveBlock {
  type: 'removeBlock';
  file: string;
  index: number;
}

/** Removes a section; the panel moves to its neighbour, or to the page settings when none is left. */
export function removeBlock(state: EditorState, action: RemoveBlock): EditorState {
  const doc = state.docs[action.file];
  const blocks = doc ? blocksOf(doc) : [];
  if (!doc || action.index < 0 || action.index >= blocks.length) return state;
  const rest = blocks.filter((_, i) => i !== action.index);
  const next = withBlocks(state, action.file, rest);
  return select(
    next,
    action.file,
    rest.length ? { kind: 'block', index: Math.min(action.index, rest.length - 1) } : { kind: 'page' },
  );
}
