import type { Page } from '@playwright/test';
import { NOT_FOUND_PATH, routeOf } from '../../scripts/content/core/route.ts';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { COVER_CHECK_EVERY_MS } from '../../src/chrome/covers-content.ts';
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
 * every control whose box meets the button's), measured over the whole
 * document, independently of how the page itself decides.
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

const formsOnScreen = (page: Page) =>
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
      test(`on ${route} the floating "${label}" button never covers text or a control, and steps aside for the form`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        await page.goto(route);
        await hydrated(page);
        const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
        let shown = 0;
        for (let y = 0; y <= height + 249; y += 250) {
          const top = Math.min(y, height);
          await scrollToY(page, top);
          // The button looks again at what it would cover at most this long after a scroll.
          await page.waitForTimeout(COVER_CHECK_EVERY_MS);
          // Once the page has caught up with the scroll (the button steps aside for a form when its
          // observer reports, a frame or two later), the button is hidden or covers nothing.
          await expect
            .poll(
              async () => {
                const { visible, covered } = await lookAtButton(page, label);
                if (top <= showAfter) return visible ? ['shown before the threshold'] : [];
                if (!visible) return [];
                return (await formsOnScreen(page)) ? [...covered, 'shown while a form is on screen'] : covered;
              },
              { message: `what the button covers at ${top} px` },
            )
            .toEqual([]);
          if ((await lookAtButton(page, label)).visible) shown += 1;
        }
        if (height > showAfter) expect(shown, 'steps at which the button showed').toBeGreaterThan(0);
      });
    }
  });
}
