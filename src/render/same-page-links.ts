import { setHash } from '@/page-context/location';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

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
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (url.hash !== location.hash) setHash(url.hash.slice(1));
}

export function handleSamePageLinks(): void {
  document.addEventListener('click', onClick);
}
