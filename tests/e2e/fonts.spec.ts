/**
 * Each web font is served as a core and a full file (src/theme/font-subsets.ts):
 * a page fetches only the cores until it shows a character they lack, and then
 * the full file of that face, nothing else. The heading face's core is
 * preloaded; a separate text face is fetched only after the first page has
 * loaded, and used from the next page on (src/theme/text-face.ts).
 */
import type { Page } from '@playwright/test';
import { routeOf } from '../../scripts/content/core/route.ts';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { expect, test } from './fixtures.ts';

/** The home page of every site that has a font pairing. */
const HOMES = loadContent()
  .sites.filter(({ site }) => site.theme.fonts)
  .map(({ site }) => ({ name: site.name, route: routeOf(site, { path: '/' }) }));

const CORE = /-core-[0-9a-f]{8}\.woff2$/;

/** The text face a page carries switched off, if its pairing has one: its family and its two files. */
function textFaceOf(rules: string | undefined) {
  if (!rules) return undefined;
  const files = [...rules.matchAll(/url\("([^"]+)"\)/g)].map((match) => match[1]);
  return {
    family: /font-family: "([^"]+)"/.exec(rules)![1],
    weight: /font-weight: ([^;]+);/.exec(rules)![1],
    core: files.find((file) => CORE.test(file))!,
    full: files.find((file) => !CORE.test(file))!,
  };
}

/** The fonts Chromium draws the first element matching `selector` with: web fonts are "custom". */
async function drawnWith(
  page: Page,
  selector: string,
): Promise<{ familyName: string; postScriptName: string; isCustomFont: boolean }[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

for (const { name, route } of HOMES) {
  test(`${name} fetches only its fonts' cores, and a full file only for a character outside them`, async ({ page }) => {
    const fonts: { path: string; afterLoad: boolean }[] = [];
    let loaded = false;
    page.on('load', () => (loaded = true));
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push({ path: new URL(request.url()).pathname, afterLoad: loaded });
    });
    await page.goto(route);
    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(preloaded).toHaveLength(1);
    expect(preloaded[0]).toMatch(CORE);
    const text = textFaceOf(await page.evaluate(() => document.getElementById('text-face')?.textContent ?? undefined));
    /** Whether the page has the text face loaded (a pairing may use one family in two weights, so both must match). */
    const shows = (face: { family: string; weight: string }) =>
      page.evaluate(
        ({ family, weight }) =>
          [...document.fonts].some((f) => f.family === family && f.weight === weight && f.status === 'loaded'),
        face,
      );
    if (text) {
      // The first page fetches the text face only once it has loaded, and does not use it.
      await expect.poll(() => fonts.some(({ path }) => path === text.core)).toBe(true);
      expect(fonts.filter(({ path }) => path === text.core).every(({ afterLoad }) => afterLoad)).toBe(true);
      expect(await shows(text)).toBe(false);
      // Its text is drawn in the resized local font, in its own weight: never in the heading's
      // face, which a pairing of two weights of one typeface would match.
      await page.evaluate(() => document.fonts.ready);
      expect(await drawnWith(page, 'main p')).toEqual([expect.objectContaining({ isCustomFont: false })]);
      // The next page declares it before its first layout and shows it, from the cache.
      await expect.poll(() => page.evaluate(() => localStorage.length)).toBeGreaterThan(0);
      await page.reload();
      expect(await page.locator('#text-face').evaluate((style: HTMLStyleElement) => style.media)).toBe('all');
      await page.evaluate(() => document.fonts.ready);
      expect(await shows(text)).toBe(true);
      expect(await drawnWith(page, 'main p')).toEqual([expect.objectContaining({ isCustomFont: true })]);
    }
    await page.evaluate(() => document.fonts.ready);
    const cores = [...new Set(fonts.map(({ path }) => path))];
    expect(cores).toContain(preloaded[0]);
    expect(cores.every((path) => CORE.test(path))).toBe(true);

    // A word the core lacks a letter of, in the text face: that face's full file comes too.
    await page.evaluate(() => {
      const word = document.createElement('p');
      word.textContent = 'Zürich';
      document.querySelector('main')!.append(word);
    });
    await page.evaluate(() => document.fonts.ready);
    const others = () => fonts.filter(({ path }) => !cores.includes(path)).map(({ path }) => path);
    await expect.poll(others).toHaveLength(1);
    if (text) expect(others()).toEqual([text.full]);
    else expect(others()[0]).toMatch(/\.woff2$/);
  });
}

for (const { name, route } of HOMES) {
  test(`${name} without its web fonts draws each text in a local font of its weight, bold where bold is asked for`, async ({
    page,
    consoleLog,
  }) => {
    consoleLog.allow(/Failed to load resource/);
    await page.route(/\.woff2$/, (request) => request.abort());
    await page.goto(route);
    await page.evaluate(() => document.fonts.ready);
    for (const selector of ['h1', 'main p', 'main a[href]']) {
      const weight = Number(
        await page
          .locator(selector)
          .first()
          .evaluate((element) => getComputedStyle(element).fontWeight),
      );
      const fonts = await drawnWith(page, selector);
      expect(fonts.length, selector).toBeGreaterThan(0);
      for (const font of fonts) {
        expect(font.isCustomFont, `${selector}: ${font.postScriptName}`).toBe(false);
        expect(/bold/i.test(font.postScriptName), `${selector} at ${weight}: ${font.postScriptName}`).toBe(
          weight >= 550,
        );
      }
    }
  });
}
