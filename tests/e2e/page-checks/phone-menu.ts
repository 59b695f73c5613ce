/** On a phone, the open menu marks the current page, and only it. */
import { expect } from '../fixtures.ts';
import { PHONE } from '../support/every-route.ts';
import type { PageCheck } from './check.ts';

// Opens the menu: it runs last on a phone.
export const phoneMenu: PageCheck = {
  title: 'the open menu marks the current page, and only it',
  applies: ({ site, width }) => !site.notFound && width === PHONE.width,
  run: async ({ page }) => {
    await page.getByRole('button', { name: /menu/i }).first().click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Links into sections of another page (the studio's /#about) match by path and hash, so only a link to this very page is due a mark.
    const here = await nav
      .locator('a')
      .evaluateAll(
        (links) =>
          links.filter((a) => (a as HTMLAnchorElement).pathname === location.pathname && !(a as HTMLAnchorElement).hash)
            .length,
      );
    const current = nav.locator('a[aria-current="page"]');
    // A page no menu link leads to (the studio's subpages are reached through /#sections) marks nothing.
    if (here === 0) return void (await expect.soft(current).toHaveCount(0));
    await expect.soft(current).toHaveCount(1);
    const other = nav.locator('a:not([aria-current])').first();
    const look = (el: HTMLElement) => {
      const s = getComputedStyle(el);
      return `${s.boxShadow} ${s.fontWeight} ${s.backgroundColor}`;
    };
    expect.soft(await current.evaluate(look)).not.toBe(await other.evaluate(look));
  },
};
