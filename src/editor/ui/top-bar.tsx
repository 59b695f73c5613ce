import type { ReactNode } from 'react';
import { useEditorStore } from '../store/editor-store';

/**
 * The title; the count of every problem of the site, settings included, which
 * goes to the first of them; undo and redo; and the save button with its answer.
 */
export function TopBar({
  title,
  problemCount,
  onShowProblems,
  saveButton,
  status,
}: {
  title: ReactNode;
  problemCount: number;
  onShowProblems: () => void;
  saveButton: ReactNode;
  status: ReactNode;
}) {
  const { dispatch, canUndo, canRedo, undoesSaved } = useEditorStore();
  // After a save, Undo still takes the last change back, but then the saved site and the form differ again: it says so.
  const saved = canUndo && undoesSaved();
  return (
    <header className="ed-top" aria-label="Editor">
      <h1>{title}</h1>
      <span className="ed-count" aria-live="polite">
        {problemCount ? (
          <button type="button" className="ed-link ed-count-bad" onClick={onShowProblems}>
            {problemCount} problem{problemCount > 1 ? 's' : ''} in this site
          </button>
        ) : (
          'No problems'
        )}
      </span>
      <span className="ed-top-tools">
        <button
          type="button"
          className="ed-button"
          disabled={!canUndo}
          onClick={() => dispatch({ type: 'undo' })}
          aria-keyshortcuts="Control+Z"
          title={
            saved
              ? 'Takes back your last change, which is already saved. The site keeps it until you save again.'
              : undefined
          }
        >
          {saved ? 'Undo saved change' : 'Undo'}
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
