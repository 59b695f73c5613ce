import { useEffect } from 'react';

/**
 * Publishing happens in the team panel, beside whatever screen is open: the
 * screen hears of it here, so what it said before publishing (a refusal of a
 * while ago) is not left standing beside "Published".
 */
const PUBLISHED = 'editor-published';

export function announcePublished() {
  window.dispatchEvent(new Event(PUBLISHED));
}

export function useOnPublished(listener: () => void) {
  useEffect(() => {
    window.addEventListener(PUBLISHED, listener);
    return () => window.removeEventListener(PUBLISHED, listener);
  }, [listener]);
}
