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
import {
  CARD_ASPECT,
  frameAround,
  MARGIN,
  pastTheHero,
  PHONE_CARD_ASPECT,
  SLACK,
  type Box,
} from '../../scripts/thumbnails/frame.ts';

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
          `The ${demo.folder} demo's theme, hero or hero picture changed since its thumbnail was captured: run npm run thumbnails.`,
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

    it('changes when its hero picture is redrawn under the same name', () => {
      const before = demoSites(copy).find((demo) => demo.folder === first.folder)!.fingerprint;
      const hero = (
        JSON.parse(readFileSync(join(siteDir, 'pages', 'home.json'), 'utf8')).blocks as { image?: { src: string } }[]
      )[0];
      expect(hero.image, 'the first demo opens with a pictured hero').toBeDefined();
      const picture = join(siteDir, 'images', hero.image!.src);
      writeFileSync(picture, `${readFileSync(picture, 'utf8')}\n<!-- redrawn -->`);
      expect(demoSites(copy).find((demo) => demo.folder === first.folder)!.fingerprint).not.toBe(before);
    });

    it('changes with its hero', () => {
      const before = demoSites(copy).find((demo) => demo.folder === first.folder)!.fingerprint;
      expect(
        change('pages/home.json', (page) => ((page.blocks as Record<string, unknown>[])[0].heading = 'Something else')),
      ).not.toBe(before);
    });
  });
});

describe("a capture's cut", () => {
  const page = { width: 1280, top: 56, headerBottom: 124, heroBottom: 900 };
  const contains = (outer: Box, inner: Box) =>
    outer.x <= inner.x &&
    outer.y <= inner.y &&
    outer.x + outer.width >= inner.x + inner.width &&
    outer.y + outer.height >= inner.y + inner.height;
  /** The middle of a cut that a phone's card shows. */
  const phoneMiddle = (cut: Box): Box => {
    const width = cut.height * PHONE_CARD_ASPECT;
    return { ...cut, x: cut.x + (cut.width - width) / 2, width };
  };

  it("keeps the card's shape", () => {
    const cut = frameAround({ words: { x: 96, y: 245, width: 541, height: 258 } }, page);
    expect(cut.width / cut.height).toBeCloseTo(CARD_ASPECT, 2);
  });

  it("holds the words and the art beside them, within a phone card's middle, with the header above", () => {
    // A page laid out 1440 px wide, its content 1088 px wide in the middle.
    const wide = { ...page, width: 1440 };
    const words = { x: 176, y: 321, width: 541, height: 258 };
    const art = { x: 773, y: 349, width: 491, height: 393 };
    const cut = frameAround({ words, art }, wide);
    expect(cut.x + cut.width).toBeLessThanOrEqual(wide.width);
    expect(contains(phoneMiddle(cut), words) && contains(phoneMiddle(cut), art)).toBe(true);
    expect(cut.y).toBe(page.top);
  });

  it('reaches down to art that stands under the words, and asks for a wider page when a screen is too short', () => {
    const words = { x: 336, y: 245, width: 608, height: 193 };
    const art = { x: 96, y: 706, width: 1088, height: 414 };
    const cut = frameAround({ words, art }, page);
    expect(cut.height).toBeGreaterThanOrEqual(art.y + art.height - words.y + 2 * MARGIN);
    expect(cut.width).toBeGreaterThan(page.width);
    // Laid out that wide, the same parts, centred as the page's content is, fit inside the page.
    const wider = { ...page, width: cut.width };
    const shift = (cut.width - page.width) / 2;
    const [movedWords, movedArt] = [words, art].map((box) => ({ ...box, x: box.x + shift }));
    const again = frameAround({ words: movedWords, art: movedArt }, wider);
    expect(again.width).toBeLessThanOrEqual(wider.width);
    expect(contains(again, movedWords) && contains(again, movedArt)).toBe(true);
  });

  it('takes a picture behind the words as a backdrop: a screen around the words, never a wider page', () => {
    const words = { x: 132, y: 294, width: 664, height: 156 };
    const cut = frameAround({ words, art: { x: 0, y: 124, width: 1280, height: 656 } }, page);
    expect(cut).toEqual({ x: 0, y: page.top, width: 1280, height: 800 });
  });

  it('starts every cut at the top of the header, so each card shows the header whole', () => {
    // Words low in a tall hero, whose margin alone would start the cut halfway down the header.
    const words = { x: 372, y: 400, width: 536, height: 420 };
    const cut = frameAround({ words, art: { x: 96, y: 300, width: 1088, height: 560 } }, page);
    expect(cut.y).toBe(page.top);
    expect(contains(cut, words)).toBe(true);
  });

  it('tells when a cut reaches past the hero into the next section', () => {
    // A split hero shorter than a 16:10 screen: the caller lays the page out narrower.
    const words = { x: 96, y: 200, width: 540, height: 300 };
    const art = { x: 700, y: 220, width: 480, height: 300 };
    const short = { ...page, heroBottom: 600 };
    const cut = frameAround({ words, art }, short);
    expect(pastTheHero(cut, short)).toBe(true);
    expect(pastTheHero(cut, { ...short, heroBottom: cut.y + cut.height })).toBe(false);
    expect(pastTheHero(cut, { ...short, heroBottom: cut.y + cut.height - SLACK })).toBe(false);
  });
});
