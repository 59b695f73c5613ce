/**
 * A site's text face, on its pages, is declared only once this browser holds
 * its core. Every face is used only if it is there for the first layout
 * (src/theme/fonts.ts), and a text face that is not preloaded never is on the
 * first page of a visit; fetched then, it only took the phone's bandwidth from
 * the hero picture. So a page carries the text face's rules switched off
 * (`<style id="text-face" media="not all">`, which the browser neither applies
 * nor fetches from), a line in the page head (index.html) switches them on
 * before the first layout when this browser has the core, and the page's
 * script fetches the core once the page has loaded, for the next page.
 * Without script, text stays in the resized local font.
 */

/** The id of the style element holding the text face's rules. */
export const TEXT_FACE_ID = 'text-face';

/** What the browser's storage holds once it has a core: the key names the file, so a new font is fetched again. */
export const cachedKey = (core: string) => `font-cached:${core}`;

/**
 * Once the page has loaded and the browser is idle, fetches the text face's
 * core into its cache (a FontFace never added to the document, so nothing on
 * this page changes) and notes it for the next page.
 */
export function cacheTextFace(): void {
  const tag = document.getElementById(TEXT_FACE_ID) as HTMLStyleElement | null;
  const core = tag?.dataset.core;
  if (!tag || !core || tag.media === 'all') return;
  const fetchCore = () =>
    new FontFace('text-face-cache', `url("${core}")`)
      .load()
      .then(() => localStorage.setItem(cachedKey(core), '1'))
      .catch(() => {
        // No storage or no network: the next page fetches it again.
      });
  // Safari has no idle callback.
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(fetchCore) : setTimeout(fetchCore));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
