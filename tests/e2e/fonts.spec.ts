/**
 * Each web font is served as a core and a full file (src/theme/font-subsets.ts):
 * a page fetches only the cores until it shows a character they lack, and
 * then the full file of that face, nothing else. A page preloads only its
 * heading face; its text face is optional (src/theme/fonts.ts), so the text
 * paints at once in the resized local fallback and a late file moves nothing.
 */
import type { Page } from '@playwright/test';
import { routeOf } from '../../scripts/content/core/route.ts';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { expect, test } from './fixtures.ts';
import { DESKTOP, EVERY_ROUTE, PHONE } from './support/every-route.ts';

const SITES = loadContent().sites;
/** The home page of every site that has a font pairing. */
const HOMES = SITES.filter(({ site }) => site.theme.fonts).map(({ site }) => ({
  name: site.name,
  route: routeOf(site, { path: '/' }),
}));

const CORE = /-core-[0-9a-f]{8}\.woff2$/;

for (const { name, route } of HOMES) {
  test(`${name} fetches only its fonts' cores, and a full file only for a character outside them`, async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto(route);
    await page.evaluate(() => document.fonts.ready);
    const cores = [...new Set(fonts)];
    // A pairing is one or two fonts.
    expect(cores.length).toBeGreaterThan(0);
    expect(cores.length).toBeLessThanOrEqual(2);
    expect(
      cores.every((path) => CORE.test(path)),
      cores.join(', '),
    ).toBe(true);

    // A word the core lacks a letter of, in the text face: that face's full file comes too.
    await page.evaluate(() => {
      const word = document.createElement('p');
      word.textContent = 'Zürich';
      document.querySelector('main')!.append(word);
    });
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => fonts.filter((path) => !cores.includes(path))).toHaveLength(1);
    expect(fonts.find((path) => !cores.includes(path))).toMatch(/\.woff2$/);
  });
}

/** Collects every layout shift of the page, however small, with what moved and by how much. */
function observeShifts() {
  const seen: string[] = [];
  (window as unknown as { layoutShifts: string[] }).layoutShifts = seen;
  const describe = (node: Node | null) => {
    const element = node instanceof Element ? node : node?.parentElement;
    const text = (node?.textContent ?? '').trim().slice(0, 40);
    return `${element?.tagName.toLowerCase() ?? '?'} "${text}"`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }[]) {
      const moves = entry.sources.map(
        ({ node, previousRect: from, currentRect: to }) =>
          `${describe(node)} from (${from.x}, ${from.y}) ${from.width}x${from.height} to (${to.x}, ${to.y}) ${to.width}x${to.height}`,
      );
      seen.push(`${entry.value.toExponential(2)}: ${moves.join('; ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Resolves once the page has painted text (its first contentful paint), and two frames more. */
async function firstPaint(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        new PerformanceObserver((_, observer) => {
          observer.disconnect();
          done();
        }).observe({ type: 'paint', buffered: true }),
      ),
  );
  await painted(page);
}

/** Two frames, so whatever the last change laid out has been painted. */
const painted = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** The font cores a page's styles name, and those its head preloads. */
async function fontsOf(page: Page, route: string): Promise<{ cores: string[]; preloaded: string[] }> {
  const html = await (await page.request.get(route)).text();
  const cores = [...new Set([...html.matchAll(/url\("([^"]+-core-[0-9a-f]{8}\.woff2)"\)/g)].map((m) => m[1]))];
  const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]);
  return { cores, preloaded };
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`the text face at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { route, name } of EVERY_ROUTE) {
      test(`${name}: only the heading face is preloaded, and a text face arriving after the first paint moves nothing`, async ({
        page,
        consoleLog,
      }) => {
        consoleLog.allow(/404|non-existent route/);
        const { cores, preloaded } = await fontsOf(page, route);
        expect(preloaded.length).toBe(Math.min(cores.length, 1));
        await page.addInitScript(observeShifts);
        // Hold back every font the page does not preload until it has painted in the fallbacks.
        let release!: () => void;
        const released = new Promise<void>((done) => (release = done));
        const held: string[] = [];
        await page.route(/\.woff2$/, async (font) => {
          const path = new URL(font.request().url()).pathname;
          if (!preloaded.includes(path)) {
            held.push(path);
            await released;
          }
          await font.continue();
        });
        // Not until "load": the load event waits for the held fonts.
        await page.goto(route, { waitUntil: 'domcontentloaded' });
        await firstPaint(page);
        release();
        await page.evaluate(() => document.fonts.ready);
        await painted(page);
        // A pairing of two fonts: its text face was requested and held back.
        expect(held.length > 0).toBe(cores.length > 1);
        expect(await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)).toEqual([]);
      });
    }
  });
}
