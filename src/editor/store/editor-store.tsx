import { createContext, useContext, useReducer, type Dispatch, type ReactNode } from 'react';
import { emptyHistory, historyReducer, type History, type HistoryAction } from './history';

interface StoreValue {
  history: History;
  dispatch: Dispatch<HistoryAction>;
}

const StoreContext = createContext<StoreValue | undefined>(undefined);

/** One store for the whole session, so unsaved changes and undo survive moving between pages. */
export function EditorStoreProvider({ children }: { children: ReactNode }) {
  const [history, dispatch] = useReducer(historyReducer, emptyHistory);
  return <StoreContext.Provider value={{ history, dispatch }}>{children}</StoreContext.Provider>;
}

export function useEditorStore() {
  const value = useContext(StoreContext);
  if (!value) throw new Error('useEditorStore() is used outside EditorStoreProvider.');
  const { history, dispatch } = value;
  return { state: history.present, dispatch, canUndo: history.past.length > 0, canRedo: history.future.length > 0 };
}
