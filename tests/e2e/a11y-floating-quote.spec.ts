import type { Page } from '@playwright/test';
import { NOT_FOUND_PATH, routeOf } from '../../scripts/content/core/route.ts';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { expect, hydrated, test } from './fixtures.ts';
import { DESKTOP, PHONE } from './support/every-route.ts';
import { nextFrame, scrollToY } from './support/studio.ts';

/** Every page of every site that has a floating button, with that button's settings. */
const PAGES = loadContent().sites.flatMap(({ site, pages }) =>
  site.floatingAction
    ? pages
        .filter(({ page }) => page.path !== NOT_FOUND_PATH)
        .map(({ page }) => ({ route: routeOf(site, page), ...site.floatingAction! }))
    : [],
);

/** The floating button's box, in the page: the fixed-position parent of the link with this label. */
const FIND_FLOATING = `(label) => Array.from(document.querySelectorAll('a')).find((a) => a.textContent.trim() === label && getComputedStyle(a.parentElement).position === 'fixed')?.parentElement ?? null`;

/**
 * Once the page has reacted to the last scroll and the button has finished
 * fading: whether it shows, and what it lies over (every piece of text and
 * every control whose box meets the button's), measured over the whole document.
 */
async function lookAtButton(page: Page, label: string): Promise<{ visible: boolean; covered: string[] }> {
  await nextFrame(page);
  await nextFrame(page);
  const floatingJs = `(${FIND_FLOATING})(${JSON.stringify(label)})`;
  await expect.poll(() => page.evaluate(`${floatingJs}?.getAnimations().length ?? 0`)).toBe(0);
  await page.evaluate(`window.floatingUnderTest = ${floatingJs}`);
  return page.evaluate(() => {
    const floating = (window as unknown as { floatingUnderTest: HTMLElement | null }).floatingUnderTest;
    if (!floating || getComputedStyle(floating).visibility !== 'visible') return { visible: false, covered: [] };
    const box = floating.getBoundingClientRect();
    const meets = (r: DOMRect) =>
      r.width > 1 &&
      r.height > 1 &&
      r.left < box.right &&
      box.left < r.right &&
      r.top < box.bottom &&
      box.top < r.bottom;
    const covered: string[] = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // checkVisibility also leaves out what a closed <details> keeps unrendered.
      if (
        !node.textContent!.trim() ||
        floating.contains(node) ||
        !node.parentElement!.checkVisibility({ visibilityProperty: true })
      )
        continue;
      range.selectNodeContents(node);
      if (Array.from(range.getClientRects()).some(meets))
        covered.push(`text "${node.textContent!.trim().slice(0, 40)}"`);
    }
    for (const control of document.querySelectorAll('a[href], button, input, select, textarea')) {
      if (
        !floating.contains(control) &&
        control.checkVisibility({ visibilityProperty: true }) &&
        meets(control.getBoundingClientRect())
      )
        covered.push(control.outerHTML.slice(0, 60));
    }
    return { visible: true, covered };
  });
}

/** Whether the quote form (where the button leads) is at least partly on screen. */
const formOnScreen = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('main form')).some((form) => {
      const r = form.getBoundingClientRect();
      return r.bottom > 0 && r.top < window.innerHeight;
    }),
  );

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { route, label, showAfter = 400 } of PAGES) {
      test(`on ${route} the floating "${label}" button shows past ${showAfter} px, steps aside only for the form it leads to, and covers nothing at the page's end`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        await page.goto(route);
        await hydrated(page);
        const end = () => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
        const height = await end();
        // Every 250 px down the page, then its very end, where the page makes room for the button.
        // The end is read again at each stop: a picture or a font arriving can change the page's height.
        const stops = [...Array.from({ length: Math.floor(height / 250) + 1 }, (_, i) => i * 250), Infinity];
        for (const stop of stops) {
          const top = Math.min(stop, await end());
          await scrollToY(page, top);
          const expected = top <= showAfter || (await formOnScreen(page)) ? 'hidden' : 'shown';
          await expect
            .poll(async () => ((await lookAtButton(page, label)).visible ? 'shown' : 'hidden'), {
              message: `the button at ${top} px of scroll`,
            })
            .toBe(expected);
        }
        if (height > showAfter && !(await formOnScreen(page))) {
          const { covered } = await lookAtButton(page, label);
          expect(covered, "what the button covers at the page's end").toEqual([]);
        }
      });
    }
  });
}
