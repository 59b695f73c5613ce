/**
 * When an island's JavaScript runs:
 * - `load`: as soon as the page has started (things every visitor meets at once);
 * - `idle`: when the browser has nothing better to do;
 * - `visible`: when it scrolls into view;
 * - `scroll`: once the visitor scrolls the page (a part that shows only then);
 * - `interaction`: on the first touch, click, key or focus inside it.
 * Whatever the mode, a click or submit that arrives before it is ready is held
 * and handed to the island the moment it wakes, so nothing needs a second tap.
 */
export type Wake = 'load' | 'idle' | 'visible' | 'scroll' | 'interaction';

/** Modes that wait for the visitor to do something, so a page that only has these runs no React at load. */
export const WAKES_ON_VISITOR: readonly Wake[] = ['scroll', 'interaction'];
