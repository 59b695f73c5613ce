import type { History } from './history';

/**
 * The tab's undo history and unsaved changes, kept in the tab's own session
 * storage so a reload loses neither. Session storage belongs to one tab and
 * ends with it; nothing is written to disk by the editor's server, and
 * signing out clears it.
 */
const KEY = 'editor-history-v1';
/** Enough steps to undo an afternoon's work while staying far below the browser's few megabytes. */
const KEPT_STEPS = 50;

export function readHistory(storage: Storage | undefined): History | undefined {
  try {
    const text = storage?.getItem(KEY);
    if (!text) return undefined;
    const history = JSON.parse(text) as History;
    const valid =
      history &&
      typeof history.present?.docs === 'object' &&
      Array.isArray(history.past) &&
      Array.isArray(history.future);
    if (!valid) return undefined;
    // Documents without unsaved changes are read again from disk, which may have moved on; the rest keep what was typed.
    const docs = Object.fromEntries(
      Object.entries(history.present.docs).filter(([, doc]) => JSON.stringify(doc.data) !== JSON.stringify(doc.saved)),
    );
    return { ...history, present: { ...history.present, docs }, last: undefined };
  } catch {
    return undefined;
  }
}

/** Writes the history, dropping the oldest steps until it fits; a full or missing storage only means nothing is kept. */
export function writeHistory(storage: Storage | undefined, history: History): void {
  if (!storage) return;
  // The saved steps are counted from the start of `past`: those dropped off it are no longer counted.
  const keep = (past: unknown[], kept: unknown[], saved = 0) => Math.max(0, saved - (past.length - kept.length));
  let kept = {
    ...history,
    past: history.past.slice(-KEPT_STEPS),
    future: history.future.slice(-KEPT_STEPS),
    last: undefined,
  };
  kept.saved = keep(history.past, kept.past, history.saved);
  for (;;) {
    try {
      storage.setItem(KEY, JSON.stringify(kept));
      return;
    } catch {
      if (!kept.past.length && !kept.future.length) return void storage.removeItem(KEY);
      const past = kept.past.slice(Math.ceil(kept.past.length / 2));
      kept = {
        ...kept,
        past,
        future: kept.future.slice(Math.ceil(kept.future.length / 2)),
        saved: keep(kept.past, past, kept.saved),
      };
    }
  }
}

export function forgetHistory(storage: Storage | undefined): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Storage that cannot be reached holds nothing to forget.
  }
}
