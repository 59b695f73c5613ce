/**
 * Nothing makes a page wider than its window: on a phone a page that scrolls
 * sideways by a few pixels wobbles under the thumb and hides its right edge. A
 * card title laid out as a row of flex items once pushed the journal 4 px wide.
 */
import { expect } from '../fixtures.ts';
import type { PageCheck } from './check.ts';

export const noSidewaysScroll: PageCheck = {
  title: 'is no wider than the window: nothing scrolls sideways',
  run: async ({ page }) => {
    const { width, window } = await page.evaluate(() => ({
      width: document.documentElement.scrollWidth,
      window: document.documentElement.clientWidth,
    }));
    expect.soft(width, 'the page is wider than its window').toBeLessThanOrEqual(window);
  },
};
