/**
 * Each web font is served as a core and a full file (src/theme/font-subsets.ts):
 * a page fetches only the cores until it shows a character they lack, and then
 * the full file of that face, nothing else. The heading face's core is preloaded.
 */
import { routeOf } from '../../scripts/content/core/route.ts';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { expect, test } from './fixtures.ts';

/** The home page of every site that has a font pairing. */
const HOMES = loadContent()
  .sites.filter(({ site }) => site.theme.fonts)
  .map(({ site }) => ({ name: site.name, route: routeOf(site, { path: '/' }) }));

for (const { name, route } of HOMES) {
  test(`${name} fetches only its fonts' cores, and a full file only for a character outside them`, async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto(route);
    await page.evaluate(() => document.fonts.ready);
    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    const cores = [...new Set(fonts)];
    expect(preloaded).toHaveLength(1);
    expect(cores).toContain(preloaded[0]);
    expect(cores.every((path) => /-core-[0-9a-f]{8}\.woff2$/.test(path))).toBe(true);

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
