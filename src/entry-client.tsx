/**
 * The only script every page loads. Pages arrive as complete HTML; this finds
 * the page's islands (the few interactive parts, see src/page-context/island.tsx) and
 * wakes each one when it is due. React and each island's code are fetched only
 * then, and nothing here knows about other pages. What needs no React is done
 * here with plain listeners: same-page links, the scroll mark and the year.
 */
import { showCurrentYear } from './render/current-year';
import { readPageData } from './render/page-data';
import { handleSamePageLinks } from './render/same-page-links';
import { markScrolled } from './render/scroll-mark';
import { takeEarlyTaps, wakeIsland } from './render/wake-islands';

const page = readPageData();
const earlyTaps = takeEarlyTaps();
handleSamePageLinks();
markScrolled();
showCurrentYear();

if (page?.notFound) console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);

if (page) {
  const islands = [...document.querySelectorAll<HTMLElement>('site-island')];
  const woken = islands.map((root) => ({ wake: root.dataset.wake, awake: wakeIsland(root, page, earlyTaps) }));
  // Marks the document once the parts every visitor meets at once are live, for tests and tools that wait for it.
  void Promise.all(woken.filter((island) => island.wake === 'load').map((island) => island.awake)).then(() => {
    document.documentElement.dataset.hydrated = 'true';
  });
}
