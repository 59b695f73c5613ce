import { describe, expect, it } from 'vitest';
import { emptyHistory, historyReducer, type History } from '../../../src/editor/store/history';
import { forgetHistory, readHistory, writeHistory } from '../../../src/editor/store/persisted-history';

/** A Storage that holds at most `limit` characters, as a browser's session storage holds a few megabytes. */
function storage(limit = Infinity): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => {
      if (value.length > limit) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
  };
}

const file = 'demos/hvac/pages/about.json';
function edited(steps: number): History {
  let history = historyReducer(emptyHistory, {
    type: 'loadDocuments',
    files: [{ file, version: 'v1', text: '{"title":"A"}' }],
  });
  for (let i = 0; i < steps; i++)
    history = historyReducer(history, { type: 'setData', file, data: { title: `T${i}` } });
  return history;
}

describe("the tab's undo history", () => {
  it('comes back after a reload with the unsaved document and its steps', () => {
    const tab = storage();
    writeHistory(tab, edited(3));
    const back = readHistory(tab)!;
    expect(back.present.docs[file].data).toEqual({ title: 'T2' });
    expect(back.past).toHaveLength(3);
    expect(historyReducer(back, { type: 'undo' }).present.docs[file].data).toEqual({ title: 'T1' });
  });

  it('reads a document without unsaved changes again from disk', () => {
    const tab = storage();
    writeHistory(tab, edited(0));
    expect(readHistory(tab)!.present.docs).toEqual({});
  });

  it('keeps the newest steps when storage is short, and never throws', () => {
    const tab = storage(4_000);
    writeHistory(tab, edited(200));
    const back = readHistory(tab)!;
    expect(back.past.length).toBeGreaterThan(0);
    expect(back.past.length).toBeLessThanOrEqual(50);
    expect(back.present.docs[file].data).toEqual({ title: 'T199' });
    writeHistory(storage(10), edited(5));
    expect(readHistory(undefined)).toBeUndefined();
  });

  it('ignores what it cannot read, and forgets on sign-out', () => {
    const tab = storage();
    tab.setItem('editor-history-v1', '{not json');
    expect(readHistory(tab)).toBeUndefined();
    writeHistory(tab, edited(1));
    forgetHistory(tab);
    expect(readHistory(tab)).toBeUndefined();
  });
});
