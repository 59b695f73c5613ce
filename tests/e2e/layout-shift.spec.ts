/**
 * Nothing moves while a page loads, on a phone and on a laptop, even when the
 * web fonts arrive only after the first paint, as on a slow connection. A font
 * that swapped in then re-wrapped text (a badge took a third line and pushed
 * the picture under it down); the font faces now rule that out
 * (src/theme/fonts.ts), and pictures hold their room before they load.
 */
import { expect, test } from './fixtures.ts';
import { DESKTOP, EVERY_ROUTE, PHONE } from './support/every-route.ts';

/** How long the font files are held after the first paint, and how long a late shift still counts after they arrive. */
const HOLD_MS = 300;
const SETTLE_MS = 500;

for (const [width, viewport] of [
  ['375', PHONE],
  ['1280', DESKTOP],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport });
    for (const { route, name } of EVERY_ROUTE) {
      test(`${name} does not shift its layout when its fonts arrive late`, async ({ page, consoleLog }) => {
        consoleLog.allow(/404|non-existent route/);
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
        await page.goto(route, { waitUntil: 'domcontentloaded' });
        await page.waitForFunction(() => performance.getEntriesByType('paint').length > 0);
        await page.waitForTimeout(HOLD_MS);
        release();
        await page.waitForLoadState('load');
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(SETTLE_MS);
        expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
      });
    }
  });
}
