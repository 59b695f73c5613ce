import { useEffect, type RefObject } from 'react';
import type { Target } from '../store/state';

const FIELDS = 'input:not([type=hidden]):not([type=color]), textarea, select';

/**
 * When the person opens something (a section in the list or the preview, the
 * site settings), its form is scrolled into view and the field they clicked,
 * or else the form's first field, takes the focus.
 */
export function useReveal(target: Target, formId: string, panel: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!target.reveal) return;
    const frame = requestAnimationFrame(() => {
      const root = panel.current;
      if (!root) return;
      const named = target.field && root.ownerDocument.getElementById(`${formId}_${target.field.join('_')}`);
      const field =
        (named && named.matches(FIELDS) ? named : named?.querySelector(FIELDS)) ??
        root.querySelector<HTMLElement>(FIELDS);
      root.scrollIntoView({ block: 'start' });
      if (field instanceof HTMLElement) {
        // A field under the closed "Advanced" part is opened to, not hidden.
        for (let part = field.closest('details'); part; part = part.parentElement?.closest('details') ?? null)
          part.open = true;
        field.scrollIntoView({ block: 'center' });
        field.focus({ preventScroll: true });
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [target, formId, panel]);
}
