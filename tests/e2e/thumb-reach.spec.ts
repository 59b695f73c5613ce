/**
 * On a phone every demo keeps a call, book or reserve action within thumb's
 * reach on every page: a link that dials the site's phone or leads to its
 * contact page, in the lower part of the screen, as large as a finger needs,
 * and still there once the page has scrolled. It is there without JavaScript,
 * and at the page's end it covers nothing of the page.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { demos, telHref } from './support/demos.ts';
import { PHONE } from './support/every-route.ts';

/** The lower part of the screen a thumb reaches holding a phone in one hand. */
const THUMB_ZONE = 0.6;
const TAP = 44;

test.use({ viewport: PHONE, javaScriptEnabled: false });

/** The links that call or book, drawn wholly inside the screen's lower part, as large as a tap needs. */
const actionsInReach = (page: Page, targets: string[]) =>
  page.evaluate(
    ({ targets, zone, tap }) =>
      Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
        .filter((a) => targets.includes(a.getAttribute('href')!) && a.checkVisibility({ visibilityProperty: true }))
        .filter((a) => {
          const r = a.getBoundingClientRect();
          const onTop = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return (
            r.top >= window.innerHeight * (1 - zone) &&
            r.bottom <= window.innerHeight &&
            r.left >= 0 &&
            r.right <= window.innerWidth &&
            r.height >= tap &&
            r.width >= tap &&
            Boolean(onTop && a.contains(onTop))
          );
        })
        .map((a) => a.getAttribute('href')!),
    { targets, zone: THUMB_ZONE, tap: TAP },
  );

/** What of the page (text or controls outside the elements that stay put) lies under anything fixed to the screen's foot. */
const coveredAtFoot = (page: Page) =>
  page.evaluate(() => {
    const fixed = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter((el) => {
      const style = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return style.position === 'fixed' && r.height > 0 && r.bottom >= window.innerHeight - 1;
    });
    const inFixed = (node: Node) => fixed.some((el) => el.contains(node));
    const meets = (a: DOMRect, b: DOMRect) =>
      a.width > 1 && a.height > 1 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const covered: string[] = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent!.trim() || inFixed(node)) continue;
      if (!node.parentElement!.checkVisibility({ visibilityProperty: true })) continue;
      range.selectNodeContents(node);
      const rects = Array.from(range.getClientRects());
      if (fixed.some((el) => rects.some((r) => meets(r, el.getBoundingClientRect()))))
        covered.push(node.textContent!.trim().slice(0, 40));
    }
    return covered;
  });

for (const d of demos) {
  const targets = [telHref(d.site.contact.phone ?? ''), d.href('~/contact')].filter((href) => href !== 'tel:');

  for (const { route } of d.pages) {
    test(`${route}: a call or book action is within thumb's reach on a phone, without JavaScript, and hides nothing at the page's end`, async ({
      page,
    }) => {
      await page.goto(route);
      expect(await actionsInReach(page, targets), 'at the top of the page').not.toEqual([]);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      expect(await actionsInReach(page, targets), 'half way down').not.toEqual([]);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await actionsInReach(page, targets), "at the page's end").not.toEqual([]);
      expect(await coveredAtFoot(page), "what the bar covers at the page's end").toEqual([]);
    });
  }
}
