import type { KeyboardEvent } from 'react';

/** What Tab can reach inside a container: its shown links and enabled buttons. */
export const focusables = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter((element) =>
    element.checkVisibility(),
  );

/**
 * A keydown handler for a dialog or an open menu: Tab from the last control
 * goes to the first, Shift+Tab from the first to the last, so focus never
 * wanders behind it.
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const items = focusables(event.currentTarget);
  const [first, last] = [items[0], items.at(-1)];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}
