/**
 * Each page-header treatment keeps its promise wherever the content uses it,
 * at both widths: a band keeps its picture in a zone of its own beside the
 * words (under them on phones); a solid band shows no picture, sets its title
 * at the content's left edge and its words readable on its ground; a title
 * header reads its eyebrow as a trail from the site's name, sets the sentence
 * beside the title on wide screens and the picture as a strip across the
 * content under the words; a tinted header centres its words on a tinted band
 * under a small picture.
 */
import { loadContent } from '../../../scripts/content/core/load-content.ts';
import { NOT_FOUND_PATH, routeOf } from '../../../scripts/content/core/route.ts';
import type { HeroBlock } from '../../../src/content/types.generated.ts';
import { expect } from '../fixtures.ts';
import { MISSING_ROUTE } from '../support/every-route.ts';
import type { PageCheck } from './check.ts';

/** Pixels two edges may differ by, for rounding. */
const ROUNDING = 1.5;

const HEADER_LAYOUTS = ['band', 'solid', 'title', 'tinted'] as const;
type HeaderLayout = (typeof HEADER_LAYOUTS)[number];

/** Every hero set as a page header, by the address of its page, with its site's name. */
const headerAt = new Map(
  loadContent().sites.flatMap(({ site, pages }) =>
    pages.flatMap(({ page }) =>
      page.blocks
        .filter(
          (block): block is HeroBlock & { layout: HeaderLayout } =>
            block.type === 'hero' && HEADER_LAYOUTS.includes(block.layout as HeaderLayout),
        )
        .map(
          (hero) =>
            [
              page.path === NOT_FOUND_PATH ? MISSING_ROUTE : routeOf(site, page),
              { hero, siteName: site.name },
            ] as const,
        ),
    ),
  ),
);

type Box = { left: number; right: number; top: number; bottom: number; width: number; height: number };

/** Runs in the page: the hero's parts (the section holding the h1), as boxes in page pixels. */
function measureHero() {
  const h1 = document.querySelector('main h1')!;
  const hero = h1.closest('section')!;
  const boxOf = (el: Element | null | undefined): Box | undefined => {
    if (!el) return undefined;
    const r = el.getBoundingClientRect();
    return {
      left: r.left,
      right: r.right,
      top: r.top + scrollY,
      bottom: r.bottom + scrollY,
      width: r.width,
      height: r.height,
    };
  };
  const container = h1.closest('section > div')!;
  const padding = parseFloat(getComputedStyle(container).paddingLeft);
  const contentBox = boxOf(container)!;
  // The picture as shown: its frame (the box that clips it), when it shows at all.
  const img = [...hero.querySelectorAll('img')].find((candidate) => candidate.checkVisibility());
  const frame = img?.closest('div, figure');
  // The ground behind the words, as a colour the browser resolves.
  const probe = document.createElement('span');
  probe.style.backgroundColor = 'var(--ground, transparent)';
  hero.append(probe);
  const ground = getComputedStyle(probe).backgroundColor;
  probe.remove();
  const words = [...hero.querySelectorAll('h1, p')].filter((el) => el.checkVisibility());
  const h1Next = h1.nextElementSibling;
  return {
    hero: boxOf(hero)!,
    content: { left: contentBox.left + padding, right: contentBox.right - padding },
    h1: boxOf(h1)!,
    sentence: h1Next?.tagName === 'P' ? boxOf(h1Next) : undefined,
    eyebrow: h1.previousElementSibling?.textContent ?? '',
    words: words.map((el) => boxOf(el)!),
    frame: boxOf(frame),
    textColour: getComputedStyle(h1).color,
    sentenceColour: h1Next ? getComputedStyle(h1Next).color : '',
    ground,
    page: getComputedStyle(document.body).backgroundColor,
  };
}

/**
 * The contrast ratio of two colours as the browser computes them: rgb() in 0-255, or color(srgb ...) in 0-1 where
 * a colour is mixed (alpha ignored: the text and grounds here are opaque).
 */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const scale = colour.startsWith('color(srgb') ? 1 : 255;
    const [r, g, bl] = colour
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((v) => {
        const c = Number(v) / scale;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

export const pageHeader: PageCheck = {
  title: 'its page header keeps the promise of its look',
  applies: ({ site }) => headerAt.has(site.route),
  run: async ({ page, site, width }) => {
    const { hero, siteName } = headerAt.get(site.route)!;
    const wide = width >= 900;
    const m = await page.evaluate(measureHero);
    const wordsBottom = Math.max(...m.words.map((w) => w.bottom));
    const wordsTop = Math.min(...m.words.map((w) => w.top));
    if (hero.layout === 'band') {
      if (!hero.image) return;
      expect.soft(m.frame, 'the picture shows').toBeDefined();
      // Wide: the zone at the band's end, clear of the words; phones: a strip under them.
      if (wide) expect.soft(m.frame!.left).toBeGreaterThanOrEqual(Math.max(...m.words.map((w) => w.right)));
      else expect.soft(m.frame!.top).toBeGreaterThanOrEqual(wordsBottom);
      return;
    }
    if (hero.layout === 'solid') {
      expect.soft(m.frame, 'a solid band shows no picture').toBeUndefined();
      expect
        .soft(Math.abs(m.h1.left - m.content.left), 'the title starts at the content edge')
        .toBeLessThanOrEqual(ROUNDING);
      expect.soft(contrast(m.textColour, m.ground), 'the title on its ground').toBeGreaterThanOrEqual(4.5);
      if (m.sentence)
        expect.soft(contrast(m.sentenceColour, m.ground), 'the sentence on its ground').toBeGreaterThanOrEqual(4.5);
      expect.soft(m.ground, 'the band has a colour of its own').not.toBe(m.page);
      return;
    }
    if (hero.layout === 'title') {
      expect.soft(m.eyebrow.startsWith(siteName), `the trail starts with "${siteName}"`).toBe(true);
      expect
        .soft(Math.abs(m.h1.left - m.content.left), 'the title starts at the content edge')
        .toBeLessThanOrEqual(ROUNDING);
      if (m.sentence) {
        if (wide) {
          // Beside the title, level with its last line.
          expect.soft(m.sentence.left).toBeGreaterThan(m.h1.right);
          expect.soft(Math.abs(m.sentence.bottom - m.h1.bottom)).toBeLessThanOrEqual(ROUNDING);
        } else expect.soft(m.sentence.top).toBeGreaterThanOrEqual(m.h1.bottom);
      }
      if (hero.image) {
        expect.soft(m.frame, 'the picture shows').toBeDefined();
        expect.soft(m.frame!.top, 'the strip lies under the words').toBeGreaterThanOrEqual(wordsBottom);
        expect.soft(Math.abs(m.frame!.left - m.content.left)).toBeLessThanOrEqual(ROUNDING);
        expect
          .soft(Math.abs(m.frame!.right - m.content.right), 'the strip spans the content')
          .toBeLessThanOrEqual(ROUNDING);
        expect.soft(m.frame!.width / m.frame!.height, 'a strip, wider than tall').toBeGreaterThanOrEqual(2);
      }
      return;
    }
    // tinted: centred words on a tinted band, under a small picture.
    const middle = (m.content.left + m.content.right) / 2;
    expect.soft(Math.abs((m.h1.left + m.h1.right) / 2 - middle), 'the title is centred').toBeLessThanOrEqual(ROUNDING);
    expect.soft(m.ground, 'the band is tinted').not.toBe(m.page);
    expect.soft(contrast(m.textColour, m.ground), 'the title on its tint').toBeGreaterThanOrEqual(4.5);
    if (hero.image) {
      expect.soft(m.frame, 'the picture shows').toBeDefined();
      expect.soft(m.frame!.bottom, 'the picture stands above the words').toBeLessThanOrEqual(wordsTop);
      expect.soft(m.frame!.height, 'a small picture').toBeLessThanOrEqual(m.hero.height / 3);
      expect
        .soft(Math.abs((m.frame!.left + m.frame!.right) / 2 - middle), 'centred over the words')
        .toBeLessThanOrEqual(ROUNDING);
    }
  },
};
