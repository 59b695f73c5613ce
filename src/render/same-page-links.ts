import { setHash } from '@/page-context/location';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** How far the section's top is from where scrolling to it puts it (its scroll margin below the header). */
const distanceFromPlace = (section: Element) =>
  section.getBoundingClientRect().top - parseFloat(getComputedStyle(section).scrollMarginTop || '0');

const atPageEnd = () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;

/** Input that means the visitor has taken over the scrolling. */
const TAKING_OVER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Ends the aiming of the scroll under way, if any. */
let stopAiming = () => {};

/**
 * Scrolls smoothly to the section. A smooth scroll aims where the section is
 * when it starts, but the sections it passes are drawn only then
 * (src/render/below-the-fold.ts) and may take more or less room than they held,
 * so each time the scroll ends short or long it aims again, until the section
 * is in place, the page ends, or the visitor scrolls on their own.
 */
function scrollSmoothlyTo(section: Element) {
  stopAiming();
  let aimsLeft = 4;
  const arrived = () => {
    const off = distanceFromPlace(section);
    return Math.abs(off) < 1 || (off > 0 && atPageEnd());
  };
  const aim = () => {
    if (arrived() || aimsLeft-- === 0) return stopAiming();
    section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  stopAiming = () => {
    removeEventListener('scrollend', aim);
    for (const type of TAKING_OVER) removeEventListener(type, stopAiming, true);
    stopAiming = () => {};
  };
  addEventListener('scrollend', aim);
  for (const type of TAKING_OVER) addEventListener(type, stopAiming, { capture: true, passive: true });
  aim();
}

/**
 * Links to a section of the page being shown scroll there smoothly and put the
 * section in the address, without a page load. One listener serves every such
 * link, in static blocks and islands alike. A link chosen inside a popover (the
 * phone menu) also closes it, since the visitor has picked where to go.
 */
function onClick(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target) return;
  const popover = link.closest<HTMLElement>('[popover]');
  if (popover?.matches(':popover-open')) popover.hidePopover();
  const url = new URL(link.href);
  if (
    url.origin !== location.origin ||
    url.pathname !== location.pathname ||
    url.search !== location.search ||
    !url.hash
  )
    return;
  const section = document.getElementById(decodeURIComponent(url.hash.slice(1)));
  if (!section) return;
  event.preventDefault();
  // A browser that cannot tell when a scroll ends gets the jump, which always lands.
  if (prefersReducedMotion() || !('onscrollend' in window)) section.scrollIntoView({ block: 'start' });
  else scrollSmoothlyTo(section);
  if (url.hash !== location.hash) setHash(url.hash.slice(1));
}

export function handleSamePageLinks(): void {
  document.addEventListener('click', onClick);
}
