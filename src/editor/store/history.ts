import { reducer, UNDOABLE, type EditorAction } from './reducer';
import { emptyState, type EditorState, type JsonObject } from './state';

/** The content of every open document at one moment. */
type Snapshot = Record<string, JsonObject>;

export interface History {
  present: EditorState;
  past: Snapshot[];
  future: Snapshot[];
  /** The last change that may absorb the next one (typing in one field). */
  last?: { key: string; at: number };
}

export type HistoryAction = EditorAction | { type: 'undo' } | { type: 'redo' };

/** Typing pauses shorter than this belong to one undo step. */
export const MERGE_WINDOW_MS = 1000;
const LIMIT = 200;

export const emptyHistory: History = { present: emptyState, past: [], future: [] };

function snapshot(state: EditorState): Snapshot {
  return Object.fromEntries(Object.entries(state.docs).map(([file, doc]) => [file, doc.data]));
}

/** Puts back the content of a snapshot, keeping each document's saved version (undo after a save stays unsaved, not stale). */
function restore(state: EditorState, shot: Snapshot): EditorState {
  const docs = { ...state.docs };
  for (const [file, data] of Object.entries(shot)) {
    if (docs[file]) docs[file] = { ...docs[file], data };
  }
  return { ...state, docs };
}

/**
 * The undo interceptor around the reducer: content-changing actions record
 * what was there before, undo and redo move between those records, and every
 * other action passes straight through.
 */
export function historyReducer(history: History, action: HistoryAction): History {
  if (action.type === 'undo' || action.type === 'redo') {
    const from = action.type === 'undo' ? history.past : history.future;
    if (!from.length) return history;
    const target = from[from.length - 1];
    const current = snapshot(history.present);
    const present = restore(history.present, target);
    return action.type === 'undo'
      ? { present, past: history.past.slice(0, -1), future: [...history.future, current] }
      : { present, past: [...history.past, current], future: history.future.slice(0, -1) };
  }

  const present = reducer(history.present, action);
  // A save ends the redo list: what was taken back before it is not in the saved site,
  // and Redo after a save would bring back something unsaved under a button that seems harmless.
  if (action.type === 'markSaved' && present !== history.present) return { ...history, present, future: [] };
  if (present === history.present || !UNDOABLE.has(action.type)) return { ...history, present };

  const key = action.type === 'setData' && action.mergeKey ? action.mergeKey : undefined;
  const at = action.type === 'setData' ? (action.at ?? 0) : 0;
  const merges = key !== undefined && history.last?.key === key && at - history.last.at < MERGE_WINDOW_MS;
  return {
    present,
    past: merges ? history.past : [...history.past, snapshot(history.present)].slice(-LIMIT),
    future: [],
    last: key !== undefined ? { key, at } : undefined,
  };
}

/**
 * Whether the next Undo takes back a change that is already saved: the
 * documents it would change hold just what is on disk now. Undo then makes
 * them differ from the saved site again, until the next Save.
 */
export function undoTakesBackSaved(history: History): boolean {
  const target = history.past[history.past.length - 1];
  if (!target) return false;
  const changed = Object.entries(target).filter(([file, data]) => {
    const doc = history.present.docs[file];
    return doc && doc.data !== data && JSON.stringify(doc.data) !== JSON.stringify(data);
  });
  return (
    changed.length > 0 &&
    changed.every(([file]) => {
      const doc = history.present.docs[file]!;
      return doc.data === doc.saved || JSON.stringify(doc.data) === JSON.stringify(doc.saved);
    })
  );
}
