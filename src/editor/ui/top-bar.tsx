import type { ReactNode } from 'react';
import { useEditorStore } from '../store/editor-store';

/** The title, the page's problem count, undo and redo, and the save button with its answer. */
export function TopBar({
  title,
  problemCount,
  saveButton,
  status,
}: {
  title: ReactNode;
  problemCount: number;
  saveButton: ReactNode;
  status: ReactNode;
}) {
  const { dispatch, canUndo, canRedo } = useEditorStore();
  return (
    <header className="ed-top" aria-label="Editor">
      <h1>{title}</h1>
      <span className={problemCount ? 'ed-count ed-count-bad' : 'ed-count'} aria-live="polite">
        {problemCount ? `${problemCount} problem${problemCount > 1 ? 's' : ''} on this page` : 'No problems'}
      </span>
      <span className="ed-top-tools">
        <button
          type="button"
          className="ed-button"
          disabled={!canUndo}
          onClick={() => dispatch({ type: 'undo' })}
          aria-keyshortcuts="Control+Z"
        >
          Undo
        </button>
        <button
          type="button"
          className="ed-button"
          disabled={!canRedo}
          onClick={() => dispatch({ type: 'redo' })}
          aria-keyshortcuts="Control+Shift+Z"
        >
          Redo
        </button>
        {saveButton}
      </span>
      <div className="ed-status">{status}</div>
    </header>
  );
}
