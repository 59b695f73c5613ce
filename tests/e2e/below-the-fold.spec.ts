/**
 * Sections past the first screen are drawn only as they near it
 * (src/render/below-the-fold.ts), and the page keeps every promise it made
 * before: links to a section land on it, find in page and printing reach
 * everything, a reload comes back to the same place, nothing on screen moves.
 */
import type { Page } from '@playwright/test';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { routeOf } from '../../scripts/content/core/route.ts';
import { FIRST_SCREEN_SECTIONS } from '../../src/render/below-the-fold.ts';
import { expect, hydrated, test } from './fixtures.ts';
import { DESKTOP, EVERY_ROUTE, PHONE } from './support/every-route.ts';

/** Each block's section, in page order (an island's root has no box of its own). */
const SECTIONS = 'main > section, main > site-island > section';

const drawing = (page: Page) =>
  page.locator(SECTIONS).evaluateAll((sections) => sections.map((s) => getComputedStyle(s).contentVisibility));

/** How far the element's top is from where scrolling to it should put it (below the header). */
const offPlace = (page: Page, id: string) =>
  page.evaluate((id) => {
    const element = document.getElementById(id)!;
    return Math.abs(element.getBoundingClientRect().top - parseFloat(getComputedStyle(element).scrollMarginTop));
  }, id);

/** Counts layout shifts from the start of every document the page opens. */
const recordShifts = (page: Page) =>
  page.addInitScript(
    'window.shifts = 0; new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.shifts += entry.value; }).observe({ type: "layout-shift", buffered: true });',
  );
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number }).shifts);

const settled = (page: Page) =>
  page.evaluate(() => document.fonts.ready.then(() => new Promise((done) => setTimeout(done, 300))));

test.describe('sections past the first screen', () => {
  test.use({ viewport: DESKTOP });

  for (const { route, name } of EVERY_ROUTE) {
    test(`${name}: the first and last sections are drawn at once, the others near the screen, all in print and find`, async ({
      page,
      consoleLog,
    }) => {
      consoleLog.allow(/404|non-existent route/);
      await page.goto(route);
      const kinds = await drawing(page);
      // The first screen's sections and the last one (where a jump to the end lands) are always drawn.
      const drawnAtOnce = (index: number) => index < FIRST_SCREEN_SECTIONS || index === kinds.length - 1;
      expect(kinds).toEqual(kinds.map((_, index) => (drawnAtOnce(index) ? 'visible' : 'auto')));

      // Find in page reaches a heading no one has scrolled to yet (in the last section not drawn at once).
      const lastHeading = page.locator(SECTIONS).nth(-2).locator('h2').first();
      if (kinds.length > FIRST_SCREEN_SECTIONS + 1 && (await lastHeading.count())) {
        const text = (await lastHeading.textContent())!.replace(/\s+/g, ' ').trim().slice(0, 24);
        const found = await page.evaluate((text) => {
          const find = (window as unknown as { find: (text: string) => boolean }).find;
          const sections = document.querySelectorAll('main > section, main > site-island > section');
          const last = sections[sections.length - 2];
          // The same words may come earlier on the page: find the next one until it is the last section's.
          for (let tries = 0; tries < 20 && find(text); tries++)
            if (last.contains(getSelection()!.anchorNode)) return true;
          return false;
        }, text);
        expect(found, `finding "${text}"`).toBe(true);
      }

      await page.emulateMedia({ media: 'print' });
      expect(new Set(await drawing(page))).not.toContain('auto');
    });
  }
});

const sites = loadContent().sites;

/** Every page whose sections have anchors (ids), with them. */
const ANCHORED = sites
  .flatMap(({ site, pages }) =>
    pages.map(({ page }) => ({
      route: routeOf(site, page),
      ids: page.blocks.flatMap((block) => ('anchor' in block && block.anchor ? [block.anchor] : [])),
    })),
  )
  .filter(({ ids }) => ids.length > 0);

const HOMES = sites.map(({ site }) => routeOf(site, { path: '/' }));

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`links to a section at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { route, ids } of ANCHORED) {
      test(`${route}: an address naming a section opens on it, and nothing on screen moves`, async ({ page }) => {
        await recordShifts(page);
        for (const id of ids) {
          await page.goto(`${route}#${id}`);
          await settled(page);
          expect(await offPlace(page, id), `#${id}`).toBeLessThan(2);
          expect(await shifts(page), `layout shift opening #${id}`).toBeLessThan(0.01);
        }
      });
    }

    test('every link to a section of the page it is on scrolls there, however tall the sections drawn on the way', async ({
      page,
    }) => {
      let links = 0;
      // Such a link can only be on a page with anchors.
      for (const { route } of ANCHORED) {
        await page.goto(route);
        const targets = await page.locator('a[href*="#"]').evaluateAll((anchors) =>
          anchors
            .map((a) => new URL((a as HTMLAnchorElement).href))
            .filter((url) => url.pathname === location.pathname && url.hash.length > 1)
            .map((url) => decodeURIComponent(url.hash.slice(1)))
            .filter((id) => document.querySelector(`main #${CSS.escape(id)}`)),
        );
        for (const id of new Set(targets)) {
          links++;
          await page.goto(route);
          await hydrated(page);
          // The link as it is on the page (on a phone it waits in the closed menu).
          await page.evaluate((id) => {
            const link = [...document.querySelectorAll('a')].find((a) => new URL(a.href).hash === `#${id}`)!;
            link.click();
          }, id);
          await expect
            .poll(() => offPlace(page, id), { message: `#${id} on ${route}`, timeout: 10_000 })
            .toBeLessThan(2);
        }
      }
      expect(links, 'links to a section of their own page').toBeGreaterThan(0);
    });

    test('a reload halfway down each home page comes back to the same place', async ({ page }) => {
      for (const route of HOMES) {
        await page.goto(route);
        const count = await page.locator(SECTIONS).count();
        if (count <= FIRST_SCREEN_SECTIONS) continue;
        const last = page.locator(SECTIONS).last();
        await last.scrollIntoViewIfNeeded();
        await settled(page);
        const before = await last.evaluate((s) => Math.round(s.getBoundingClientRect().top));
        await page.reload();
        await settled(page);
        const after = await last.evaluate((s) => Math.round(s.getBoundingClientRect().top));
        expect(Math.abs(after - before), `the last section of ${route}`).toBeLessThan(2);
      }
    });
  });
}
