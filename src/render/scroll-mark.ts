/** The page counts as scrolled once it has moved by more than this many pixels. */
const SCROLLED_AFTER = 20;

/**
 * Keeps html[data-scrolled] true to the page's scroll position, for styles
 * that change once the visitor scrolls (the overlay header turns solid). A
 * plain listener rather than component state, so no page loads React for it.
 */
export function markScrolled(): void {
  const root = document.documentElement;
  const update = () => root.toggleAttribute('data-scrolled', window.scrollY > SCROLLED_AFTER);
  update();
  window.addEventListener('scroll', update, { passive: true });
}
