import { createContext, useContext, useEffect, useReducer, type Dispatch, type ReactNode } from 'react';
import { emptyHistory, historyReducer, undoTakesBackSaved, type History, type HistoryAction } from './history';
import { readHistory, writeHistory } from './persisted-history';

interface StoreValue {
  history: History;
  dispatch: Dispatch<HistoryAction>;
}

const StoreContext = createContext<StoreValue | undefined>(undefined);

const tabStorage = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

/** One store for the whole tab, so unsaved changes and undo survive moving between pages and a reload. */
export function EditorStoreProvider({ children }: { children: ReactNode }) {
  const [history, dispatch] = useReducer(historyReducer, undefined, () => readHistory(tabStorage()) ?? emptyHistory);
  useEffect(() => writeHistory(tabStorage(), history), [history]);
  return <StoreContext.Provider value={{ history, dispatch }}>{children}</StoreContext.Provider>;
}

export function useEditorStore() {
  const value = useContext(StoreContext);
  if (!value) throw new Error('useEditorStore() is used outside EditorStoreProvider.');
  const { history, dispatch } = value;
  return {
    state: history.present,
    dispatch,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    /** Whether the next Undo takes back a saved change (see undoTakesBackSaved); asked only where it is shown. */
    undoesSaved: () => undoTakesBackSaved(history),
  };
}
