import { dropDocument, type DropDocument } from './actions/drop-document';
import { duplicateBlock, type DuplicateBlock } from './actions/duplicate-block';
import { insertBlock, type InsertBlock } from './actions/insert-block';
import { loadDocuments, type LoadDocuments } from './actions/load-documents';
import { markSaved, type MarkSaved } from './actions/mark-saved';
import { moveBlock, type MoveBlock } from './actions/move-block';
import { removeBlock, type RemoveBlock } from './actions/remove-block';
import { selectTarget, type SelectTarget } from './actions/select-target';
import { setData, type SetData } from './actions/set-data';
import { setDocuments, type SetDocuments } from './actions/set-documents';
import { takeTheirs, type TakeTheirs } from './actions/take-theirs';
import type { EditorState } from './state';

export type EditorAction =
  | LoadDocuments
  | SetData
  | SetDocuments
  | InsertBlock
  | RemoveBlock
  | DuplicateBlock
  | MoveBlock
  | SelectTarget
  | MarkSaved
  | TakeTheirs
  | DropDocument;

type Handlers = {
  [K in EditorAction['type']]: (state: EditorState, action: Extract<EditorAction, { type: K }>) => EditorState;
};

/** Every named action and the one function that performs it. */
const handlers: Handlers = {
  loadDocuments,
  setData,
  setDocuments,
  insertBlock,
  removeBlock,
  duplicateBlock,
  moveBlock,
  selectTarget,
  markSaved,
  takeTheirs,
  dropDocument,
};

/** The actions that change content, and so can be undone. */
export const UNDOABLE = new Set<EditorAction['type']>([
  'setData',
  'setDocuments',
  'insertBlock',
  'removeBlock',
  'duplicateBlock',
  'moveBlock',
]);

export function reducer(state: EditorState, action: EditorAction): EditorState {
  const handle = handlers[action.type] as (state: EditorState, action: EditorAction) => EditorState;
  return handle(state, action);
}
