import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { focusables, keepTabInside } from '@/ui/keep-tab-inside';

/**
 * The keyboard side of a popover menu. The browser already opens and closes it
 * (toggle, Escape, a tap outside); this adds what a menu needs on top: opening
 * moves focus to its first link, Tab stays inside while it is open, and closing
 * hands focus back to the toggle. A menu opened before the page woke up is
 * picked up as it is.
 */
export function usePopoverMenu() {
  const panel = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const onToggle = (event: Event) => {
      const opened = (event as ToggleEvent).newState === 'open';
      setOpen(opened);
      if (opened) focusables(element)[0]?.focus();
      else if (
        !document.activeElement ||
        document.activeElement === document.body ||
        element.contains(document.activeElement)
      )
        toggle.current?.focus();
    };
    element.addEventListener('toggle', onToggle);
    if (element.matches(':popover-open')) {
      setOpen(true);
      focusables(element)[0]?.focus();
    }
    return () => element.removeEventListener('toggle', onToggle);
  }, []);

  const keepFocusInside = (event: KeyboardEvent<HTMLElement>) => {
    if (open) keepTabInside(event);
  };

  return { panel, toggle, open, keepFocusInside };
}
