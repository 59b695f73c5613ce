import { useEffect } from 'react';
import { useEditorStore } from '../store/editor-store';

/**
 * Ctrl+Z undoes and Ctrl+Shift+Z (or Ctrl+Y) redoes across the whole session,
 * in the document given (the editor's, or the preview frame's once it exists);
 * Cmd stands in for Ctrl on a Mac.
 */
export function useUndoShortcuts(target: Document | null | undefined) {
  const { dispatch } = useEditorStore();
  useEffect(() => {
    if (!target) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'z' || key === 'y') {
        event.preventDefault();
        dispatch({ type: key === 'y' || event.shiftKey ? 'redo' : 'undo' });
      }
    };
    target.addEventListener('keydown', onKey);
    return () => target.removeEventListener('keydown', onKey);
  }, [dispatch, target]);
}
