/**
 * The studio shows each demo by a capture of its first screen (npm run
 * thumbnails). A capture's name carries a fingerprint of the demo's theme and
 * hero, so a demo restyled without a new capture fails here.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTENT_DIR } from '../../scripts/paths.ts';
import { captureName, demoSites, pictureCards } from '../../scripts/thumbnails/fingerprint.ts';

const studioPages = join(CONTENT_DIR, 'studio', 'pages');
const studioCards = readdirSync(studioPages)
  .filter((name) => name.endsWith('.json'))
  .flatMap((name) => pictureCards(JSON.parse(readFileSync(join(studioPages, name), 'utf8'))));

// The demos the studio shows on a card with a picture; a demo without a card yet is not asked for one.
const shownDemos = demoSites(CONTENT_DIR).filter((demo) =>
  studioCards.some((card) => card.hrefs.includes(demo.basePath)),
);

describe("the studio's demo thumbnails", () => {
  it('are there: the studio shows demos on cards with pictures', () => {
    expect(shownDemos).not.toEqual([]);
  });

  it.each(shownDemos.map((demo) => [demo.basePath, demo] as const))(
    '%s is shown by a capture of its current first screen',
    (_path, demo) => {
      for (const card of studioCards.filter((card) => card.hrefs.includes(demo.basePath)))
        expect(
          card.src,
          `The ${demo.folder} demo's theme or hero changed since its thumbnail was captured: run npm run thumbnails.`,
        ).toBe(captureName(demo));
      expect(existsSync(join(CONTENT_DIR, 'studio', 'images', captureName(demo)))).toBe(true);
    },
  );

  describe('the fingerprint', () => {
    const copy = mkdtempSync(join(tmpdir(), 'thumbnails-'));
    cpSync(CONTENT_DIR, copy, { recursive: true });
    afterAll(() => rmSync(copy, { recursive: true, force: true }));
    const [first] = demoSites(copy);
    const siteDir = join(copy, 'demos', first.folder);
    const change = (file: string, edit: (json: Record<string, unknown>) => void) => {
      const json = JSON.parse(readFileSync(join(siteDir, file), 'utf8'));
      edit(json);
      writeFileSync(join(siteDir, file), JSON.stringify(json));
      return demoSites(copy).find((demo) => demo.folder === first.folder)!.fingerprint;
    };

    it('stays when a page below the first screen changes', () => {
      expect(change('pages/about.json', (page) => (page.blocks as unknown[]).reverse())).toBe(first.fingerprint);
    });

    it("stays when the hero picture's alt text is reworded (heard, not seen)", () => {
      const before = demoSites(copy).find((demo) => demo.folder === first.folder)!.fingerprint;
      const reworded = change('pages/home.json', (page) => {
        const hero = (page.blocks as Record<string, Record<string, unknown> | undefined>[])[0];
        for (const picture of [hero.image, hero.background]) if (picture) picture.alt = 'Reworded';
      });
      expect(reworded).toBe(before);
    });

    it("changes with the demo's colours", () => {
      expect(
        change('site.json', (site) => ((site.theme as { colors: Record<string, string> }).colors.primary = '#123456')),
      ).not.toBe(first.fingerprint);
    });

    it('changes with its hero', () => {
      const before = demoSites(copy).find((demo) => demo.folder === first.folder)!.fingerprint;
      expect(
        change('pages/home.json', (page) => ((page.blocks as Record<string, unknown>[])[0].heading = 'Something else')),
      ).not.toBe(before);
    });
  });
});
