import { useSyncExternalStore } from 'react';

/**
 * The year is the build's in the prerendered HTML and the visitor's as soon as
 * the page runs, so the copyright is never frozen at the year the site was built.
 * The browser cannot know the build's year, so while hydrating it leaves the
 * server's text alone (suppressHydrationWarning on this one span) and React then
 * writes the current year in; a page rendered in the browser has it at once.
 */
const currentYear = () => String(new Date().getFullYear());
const hydratingYear = () => (typeof window === 'undefined' ? currentYear() : '');
const noSubscription = () => () => {};

export function Year() {
  const year = useSyncExternalStore(noSubscription, currentYear, hydratingYear);
  return <span suppressHydrationWarning>{year}</span>;
}
