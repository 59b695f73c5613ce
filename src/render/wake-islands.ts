import type { Wake } from '@/page-context/wake';
import { loaderFor } from './island-modules';
import type { PageData } from './page-data';

declare global {
  interface Window {
    /** Taps held by the page's first inline script (index.html) before this code arrived. */
    islandTaps?: Element[];
    islandHold?: (event: Event) => void;
  }
}

/** Take over from the inline script: from now on each island holds its own taps. */
export function takeEarlyTaps(): Element[] {
  if (window.islandHold) {
    removeEventListener('click', window.islandHold, true);
    removeEventListener('submit', window.islandHold, true);
  }
  return window.islandTaps?.splice(0) ?? [];
}

/** Events that mean someone is about to use the island: start loading it. */
const WARNING_EVENTS = ['pointerdown', 'pointerover', 'focusin', 'keydown', 'touchstart'] as const;

/**
 * Whether a click needs the island's code to mean anything: buttons (other than
 * popover toggles, which the browser handles) and links the island takes over
 * (marked data-island-action). Plain links and form fields work natively.
 */
const needsIsland = (target: EventTarget | null) =>
  target instanceof Element ? target.closest('button:not([popovertarget]), [data-island-action]') : null;

function whenDue(root: HTMLElement, wake: Wake, start: () => void): void {
  if (wake === 'load') start();
  else if (wake === 'idle') {
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 2000 });
    else setTimeout(start, 200);
  } else if (wake === 'visible') {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: '200px' },
    );
    // The root has no box (display: contents), so watch what it contains.
    [...root.children].forEach((child) => observer.observe(child));
  } else if (wake === 'scroll') {
    // Already scrolled when the script arrives (a reload or a return keeps the position).
    if (window.scrollY > 0) start();
    else addEventListener('scroll', start, { once: true, passive: true });
  }
}

/**
 * Whether the island has a link to a section of the page it is on. Such an
 * island marks the link the address names (the header's current item), which
 * the server cannot know, so it wakes whenever the address names a section.
 */
const followsAddress = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLAnchorElement>('a[href*="#"]')].some(
    (link) => link.pathname === location.pathname && link.hash !== '',
  );

/**
 * Wake one island when its mode says so, or earlier if the visitor reaches for
 * it. A click or submit that comes before it is ready is held, not lost: the
 * island replays it on the same element as soon as React has taken over.
 * The promise settles when the island is awake by its own schedule.
 */
export function wakeIsland(root: HTMLElement, page: PageData, earlyTaps: Element[] = []): Promise<void> {
  const name = root.dataset.island ?? '';
  const load = loaderFor(name);
  if (!load) {
    console.error(`The page asks for an interactive part called "${name}", which this build does not have.`);
    return Promise.resolve();
  }
  let held: Element | undefined;
  let waking: Promise<void> | undefined;

  const start = (): Promise<void> =>
    (waking ??= Promise.all([load(), import('./hydrate-island')])
      .then(([Component, { hydrateIsland }]) => hydrateIsland(root, Component, page))
      // Marked for tests and tools that want to know which parts are live.
      .then(() => root.setAttribute('data-awake', ''))
      .catch((error: unknown) => console.error(`The interactive part "${name}" could not start:`, error))
      .finally(() => {
        listen(false);
        const replay = held;
        held = undefined;
        if (replay instanceof HTMLFormElement) replay.requestSubmit();
        else if (replay instanceof HTMLElement) replay.click();
      }));
  const warn = () => void start();
  const hold = (event: Event) => {
    const target = event.type === 'submit' ? event.target : needsIsland(event.target);
    if (!(target instanceof Element)) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
    void start();
  };
  function listen(on: boolean) {
    for (const type of ['click', 'submit']) {
      if (on) root.addEventListener(type, hold, true);
      else root.removeEventListener(type, hold, true);
    }
    for (const type of WARNING_EVENTS) {
      if (on) root.addEventListener(type, warn, { capture: true, passive: true });
      else root.removeEventListener(type, warn, true);
    }
  }

  listen(true);
  if (followsAddress(root)) {
    if (location.hash) void start();
    for (const type of ['hashchange', 'popstate']) addEventListener(type, warn, { once: true });
  }
  const early = earlyTaps.filter((tap) => root.contains(tap)).at(-1);
  if (early) {
    held = early;
    void start();
  }
  return new Promise((resolve) =>
    whenDue(root, (root.dataset.wake as Wake | undefined) ?? 'interaction', () => void start().then(resolve)),
  );
}
