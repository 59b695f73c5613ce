/**
 * Nothing moves while a page loads, on a phone and on a laptop, even when the
 * web fonts arrive only after the first paint, as on a slow connection. A font
 * that swapped in then re-wrapped text (a badge took a third line and pushed
 * the picture under it down); the font faces now rule that out
 * (src/theme/fonts.ts), and pictures hold their room before they load.
 */
import type { Page, Response } from '@playwright/test';
import { expect } from '../fixtures.ts';
import type { PageCheck } from './check.ts';

/** How long the font files are held after the first paint, and how long a late shift still counts after they arrive. */
const HOLD_MS = 300;
const SETTLE_MS = 500;

/** Loads `route` with its fonts held until after the first paint, recording every layout shift; the page's answer. */
export async function watchLayoutShifts(page: Page, route: string): Promise<Response | null> {
  let release = () => {};
  const painted = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.woff2$/, async (request) => {
    await painted;
    await request.continue();
  });
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
        const moved = entry.sources.map(({ node }) =>
          node instanceof Element ? node.className || node.tagName : node?.nodeName,
        );
        shifts.push(`${entry.value.toFixed(5)} (${moved.join(', ')})`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const response = await page.goto(route, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => performance.getEntriesByType('paint').length > 0);
  await page.waitForTimeout(HOLD_MS);
  release();
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(SETTLE_MS);
  return response;
}

export const layoutShift: PageCheck = {
  title: 'does not shift its layout when its fonts arrive late',
  run: async ({ page }) => {
    expect.soft(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
  },
};
