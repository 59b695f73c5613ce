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
  /** How many of the first steps of `past` were made before the last save, so are in the saved files. */
  saved?: number;
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
      ? { present, past: history.past.slice(0, -1), future: [...history.future, current], saved: history.saved }
      : { present, past: [...history.past, current], future: history.future.slice(0, -1), saved: history.saved };
  }

  const present = reducer(history.present, action);
  // A save ends the redo list: what was taken back before it is not in the saved site,
  // and Redo after a save would bring back something unsaved under a button that seems harmless.
  // Every step made so far is in the saved files now.
  if (action.type === 'markSaved' && present !== history.present)
    return { ...history, present, future: [], saved: history.past.length };
  if (present === history.present || !UNDOABLE.has(action.type)) return { ...history, present };

  const key = action.type === 'setData' && action.mergeKey ? action.mergeKey : undefined;
  const at = action.type === 'setData' ? (action.at ?? 0) : 0;
  const merges = key !== undefined && history.last?.key === key && at - history.last.at < MERGE_WINDOW_MS;
  const longer = [...history.past, snapshot(history.present)];
  const past = merges ? history.past : longer.slice(-LIMIT);
  // A new step is unsaved, and so is a step typing went on into; steps dropped off the start are no longer counted.
  const dropped = merges ? 0 : longer.length - past.length;
  const saved = Math.max(0, Math.min(history.saved ?? 0, merges ? past.length - 1 : history.past.length) - dropped);
  return { present, past, future: [], last: key !== undefined ? { key, at } : undefined, saved };
}

/**
 * Whether the next Undo takes back a change that is already saved: one made
 * before the last save. Undo then makes the files differ from the saved site
 * again, until the next Save.
 */
export function undoTakesBackSaved(history: History): boolean {
  return history.past.length > 0 && history.past.length <= (history.saved ?? 0);
}
