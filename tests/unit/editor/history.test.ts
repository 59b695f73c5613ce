import { describe, expect, it } from 'vitest';
import {
  emptyHistory,
  historyReducer,
  MERGE_WINDOW_MS,
  undoTakesBackSaved,
  type History,
  type HistoryAction,
} from '../../../src/editor/store/history';
import { headings, PAGE } from './fixtures';

const text = JSON.stringify({
  title: 'Home',
  blocks: [
    { type: 'hero', heading: 'First' },
    { type: 'cta', heading: 'Second' },
  ],
});
const run = (...actions: HistoryAction[]) => actions.reduce(historyReducer, emptyHistory as History);
const open: HistoryAction = { type: 'loadDocuments', files: [{ file: PAGE, version: 'v1', text }] };
const title = (h: History) => h.present.docs[PAGE].data.title;

describe('the undo interceptor', () => {
  it('undoes and redoes content changes in order', () => {
    const h = run(
      open,
      { type: 'moveBlock', file: PAGE, from: 0, to: 1 },
      { type: 'removeBlock', file: PAGE, index: 0 },
    );
    expect(headings(h.present)).toEqual(['First']);
    const once = historyReducer(h, { type: 'undo' });
    expect(headings(once.present)).toEqual(['Second', 'First']);
    const twice = historyReducer(once, { type: 'undo' });
    expect(headings(twice.present)).toEqual(['First', 'Second']);
    expect(headings(historyReducer(twice, { type: 'redo' }).present)).toEqual(['Second', 'First']);
  });

  it('does not record opening documents or choosing what to edit', () => {
    const h = run(open, { type: 'selectTarget', file: PAGE, target: { kind: 'site' } });
    expect(h.past).toHaveLength(0);
    expect(historyReducer(h, { type: 'undo' })).toBe(h);
  });

  it('makes one step of quick typing in one field, and separate steps across pauses', () => {
    const typed = (t: string, at: number): HistoryAction => ({
      type: 'setData',
      file: PAGE,
      data: { title: t },
      mergeKey: 'title',
      at,
    });
    const quick = run(open, typed('H', 0), typed('Hi', 200), typed('Hi!', 400));
    expect(title(historyReducer(quick, { type: 'undo' }))).toBe('Home');
    const paused = run(open, typed('H', 0), typed('Hi', MERGE_WINDOW_MS + 100));
    expect(title(historyReducer(paused, { type: 'undo' }))).toBe('H');
  });

  it('a new change clears what could be redone', () => {
    const h = run(
      open,
      { type: 'setData', file: PAGE, data: { title: 'A' } },
      { type: 'undo' },
      { type: 'setData', file: PAGE, data: { title: 'B' } },
    );
    expect(historyReducer(h, { type: 'redo' })).toBe(h);
  });

  it('undo after a save keeps the saved version, so the next save is not a conflict', () => {
    const h = run(
      open,
      { type: 'setData', file: PAGE, data: { title: 'A' } },
      { type: 'markSaved', file: PAGE, version: 'v2', data: { title: 'A' } },
      { type: 'undo' },
    );
    expect(h.present.docs[PAGE].version).toBe('v2');
    expect(title(h)).toBe('Home');
  });

  it('after a save, keeps Undo and says it takes back a saved change, and ends the redo list', () => {
    const edited = run(
      open,
      { type: 'setData', file: PAGE, data: { title: 'A' } },
      { type: 'setData', file: PAGE, data: { title: 'B' } },
      { type: 'undo' },
    );
    expect(edited.future).toHaveLength(1);
    expect(undoTakesBackSaved(edited)).toBe(false);
    const saved = historyReducer(edited, { type: 'markSaved', file: PAGE, version: 'v2', data: { title: 'A' } });
    expect(saved.past).toHaveLength(1);
    expect(saved.future).toHaveLength(0);
    expect(undoTakesBackSaved(saved)).toBe(true);
    // Undone, the page differs from the saved one again; the next step back is of an unsaved state.
    const undone = historyReducer(saved, { type: 'undo' });
    expect(title(undone)).toBe('Home');
    expect(undone.present.docs[PAGE].saved).toEqual({ title: 'A' });
    expect(undoTakesBackSaved(undone)).toBe(false);
    // A change typed after the save is an unsaved one to undo.
    const typed = historyReducer(saved, { type: 'setData', file: PAGE, data: { title: 'C' } });
    expect(undoTakesBackSaved(typed)).toBe(false);
  });

  it('counts every change made before the last save as saved, however far back Undo goes', () => {
    const saveAs = (h: History, title: string) =>
      historyReducer(h, { type: 'markSaved', file: PAGE, version: title, data: { title } });
    const first = saveAs(run(open, { type: 'setData', file: PAGE, data: { title: 'A' } }), 'A');
    const second = saveAs(historyReducer(first, { type: 'setData', file: PAGE, data: { title: 'B' } }), 'B');
    const once = historyReducer(second, { type: 'undo' });
    expect(title(once)).toBe('A');
    // The next step back takes back "A", saved by the first save.
    expect(undoTakesBackSaved(once)).toBe(true);
    // Two changes typed after the saves: the first Undo of each is of an unsaved one.
    const more = run(open, { type: 'setData', file: PAGE, data: { title: 'A' } });
    const moreSaved = saveAs(more, 'A');
    const typedTwice = [
      { type: 'setData', file: PAGE, data: { title: 'B' } },
      { type: 'setData', file: PAGE, data: { title: 'C' } },
    ].reduce((h, action) => historyReducer(h, action as HistoryAction), moreSaved);
    expect(undoTakesBackSaved(typedTwice)).toBe(false);
    const back = historyReducer(typedTwice, { type: 'undo' });
    expect(undoTakesBackSaved(back)).toBe(false);
    expect(undoTakesBackSaved(historyReducer(back, { type: 'undo' }))).toBe(true);
  });
});
