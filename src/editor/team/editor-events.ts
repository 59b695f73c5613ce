import { useEffect } from 'react';

/**
 * Saving happens in the page editor, publishing in the team panel beside it.
 * Each tells the other here the moment it is done: the panel's state and
 * History are read again right after a save, and a screen's old refusal is not
 * left standing beside "Published".
 */
type EditorEvent = 'editor-saved' | 'editor-published';

export function announce(event: EditorEvent) {
  window.dispatchEvent(new Event(event));
}

export function useOnEvent(event: EditorEvent, listener: () => void) {
  useEffect(() => {
    window.addEventListener(event, listener);
    return () => window.removeEventListener(event, listener);
  }, [event, listener]);
}
