import { useEffect } from 'react';
import { useEditorStore } from '../store/editor-store';

/**
 * Ctrl+Z undoes and Ctrl+Shift+Z (or Ctrl+Y) redoes across the whole session,
 * in the documents given (the editor's and the preview frame's); Cmd stands in
 * for Ctrl on a Mac.
 */
export function useUndoShortcuts(documents: (Document | null | undefined)[]) {
  const { dispatch } = useEditorStore();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'z' || key === 'y') {
        event.preventDefault();
        dispatch({ type: key === 'y' || event.shiftKey ? 'redo' : 'undo' });
      }
    };
    const targets = documents.filter((d): d is Document => !!d);
    targets.forEach((target) => target.addEventListener('keydown', onKey));
    return () => targets.forEach((target) => target.removeEventListener('keydown', onKey));
  }, [dispatch, ...documents]); // eslint-disable-line react-hooks/exhaustive-deps
}
