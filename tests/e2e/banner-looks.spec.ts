/**
 * Each page-header treatment keeps its promise wherever the content uses it,
 * at 1280 and 375 px: a band keeps its picture in a zone of its own beside the
 * words (under them on phones); a solid band shows no picture, sets its title
 * at the content's left edge and its words readable on its ground; a title
 * header reads its eyebrow as a trail from the site's name, sets the sentence
 * beside the title on wide screens and the picture as a strip across the
 * content under the words; a tinted header centres its words on a tinted band
 * under a small picture. And every section heading stands where its site's
 * theme says: centred, or at the content's left edge with the intro beside it
 * on wide screens.
 */
import type { Page } from '@playwright/test';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { NOT_FOUND_PATH, routeOf } from '../../scripts/content/core/route.ts';
import type { HeroBlock } from '../../src/content/types.generated.ts';
import { expect, test } from './fixtures.ts';
import { DESKTOP, MISSING_ROUTE, PHONE } from './support/every-route.ts';

/** Pixels two edges may differ by, for rounding. */
const ROUNDING = 1.5;

const HEADER_LAYOUTS = ['band', 'solid', 'title', 'tinted'] as const;
type HeaderLayout = (typeof HEADER_LAYOUTS)[number];

const sites = loadContent().sites;
const addressOf = (site: (typeof sites)[number]['site'], path: string) =>
  path === NOT_FOUND_PATH ? MISSING_ROUTE : routeOf(site, { path });

/** Every hero set as a page header, with its site's name. */
const headers = sites.flatMap(({ site, pages }) =>
  pages.flatMap(({ page }) =>
    page.blocks
      .filter((block): block is HeroBlock => block.type === 'hero')
      .filter((hero): hero is HeroBlock & { layout: HeaderLayout } =>
        HEADER_LAYOUTS.includes(hero.layout as HeaderLayout),
      )
      .map((hero) => ({ route: addressOf(site, page.path), hero, siteName: site.name })),
  ),
);

/** Every page of each site, with the alignment its theme gives section headings. */
const headingPages = sites.map(({ site, pages }) => ({
  name: site.name,
  align: site.theme.headings ?? 'center',
  routes: pages.map(({ page }) => addressOf(site, page.path)),
}));

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

async function heroOf(page: Page, route: string) {
  await page.goto(route);
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(measureHero);
}

/** Runs in the page: every section heading's header, with its heading, intro and the content box it stands in. */
function measureHeadings() {
  return [...document.querySelectorAll('main section > div > header[data-heading-align]')]
    .filter((header) => header.querySelector('h2') && header.checkVisibility())
    .map((header) => {
      const container = header.parentElement!;
      const padding = parseFloat(getComputedStyle(container).paddingLeft);
      const outer = container.getBoundingClientRect();
      const h2 = header.querySelector('h2')!;
      // The heading's words, not its box (a centred heading's box may span the column).
      const range = document.createRange();
      range.selectNodeContents(h2);
      const lines = [...range.getClientRects()];
      const intro = header.querySelector(':scope > p')?.getBoundingClientRect();
      return {
        heading: h2.textContent!.slice(0, 40),
        left: Math.min(...lines.map((line) => line.left)),
        right: Math.max(...lines.map((line) => line.right)),
        bottom: h2.getBoundingClientRect().bottom,
        content: { left: outer.left + padding, right: outer.right - padding },
        intro: intro && { left: intro.left, top: intro.top },
      };
    });
}

for (const viewport of [DESKTOP, PHONE]) {
  const wide = viewport.width >= 900;

  test.describe(`page headers at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { route, hero, siteName } of headers) {
      test(`${route}: the ${hero.layout} header keeps its promise`, async ({ page, consoleLog }) => {
        consoleLog.allow(/404/);
        const m = await heroOf(page, route);
        const wordsBottom = Math.max(...m.words.map((w) => w.bottom));
        const wordsTop = Math.min(...m.words.map((w) => w.top));
        if (hero.layout === 'band') {
          if (!hero.image) return;
          expect(m.frame, 'the picture shows').toBeDefined();
          // Wide: the zone at the band's end, clear of the words; phones: a strip under them.
          if (wide) expect(m.frame!.left).toBeGreaterThanOrEqual(Math.max(...m.words.map((w) => w.right)));
          else expect(m.frame!.top).toBeGreaterThanOrEqual(wordsBottom);
          return;
        }
        if (hero.layout === 'solid') {
          expect(m.frame, 'a solid band shows no picture').toBeUndefined();
          expect(Math.abs(m.h1.left - m.content.left), 'the title starts at the content edge').toBeLessThanOrEqual(
            ROUNDING,
          );
          expect(contrast(m.textColour, m.ground), 'the title on its ground').toBeGreaterThanOrEqual(4.5);
          if (m.sentence)
            expect(contrast(m.sentenceColour, m.ground), 'the sentence on its ground').toBeGreaterThanOrEqual(4.5);
          expect(m.ground, 'the band has a colour of its own').not.toBe(m.page);
          return;
        }
        if (hero.layout === 'title') {
          expect(m.eyebrow.startsWith(siteName), `the trail starts with "${siteName}"`).toBe(true);
          expect(Math.abs(m.h1.left - m.content.left), 'the title starts at the content edge').toBeLessThanOrEqual(
            ROUNDING,
          );
          if (m.sentence) {
            if (wide) {
              // Beside the title, level with its last line.
              expect(m.sentence.left).toBeGreaterThan(m.h1.right);
              expect(Math.abs(m.sentence.bottom - m.h1.bottom)).toBeLessThanOrEqual(ROUNDING);
            } else expect(m.sentence.top).toBeGreaterThanOrEqual(m.h1.bottom);
          }
          if (hero.image) {
            expect(m.frame, 'the picture shows').toBeDefined();
            expect(m.frame!.top, 'the strip lies under the words').toBeGreaterThanOrEqual(wordsBottom);
            expect(Math.abs(m.frame!.left - m.content.left)).toBeLessThanOrEqual(ROUNDING);
            expect(Math.abs(m.frame!.right - m.content.right), 'the strip spans the content').toBeLessThanOrEqual(
              ROUNDING,
            );
            expect(m.frame!.width / m.frame!.height, 'a strip, wider than tall').toBeGreaterThanOrEqual(2);
          }
          return;
        }
        // tinted: centred words on a tinted band, under a small picture.
        const middle = (m.content.left + m.content.right) / 2;
        expect(Math.abs((m.h1.left + m.h1.right) / 2 - middle), 'the title is centred').toBeLessThanOrEqual(ROUNDING);
        expect(m.ground, 'the band is tinted').not.toBe(m.page);
        expect(contrast(m.textColour, m.ground), 'the title on its tint').toBeGreaterThanOrEqual(4.5);
        if (hero.image) {
          expect(m.frame, 'the picture shows').toBeDefined();
          expect(m.frame!.bottom, 'the picture stands above the words').toBeLessThanOrEqual(wordsTop);
          expect(m.frame!.height, 'a small picture').toBeLessThanOrEqual(m.hero.height / 3);
          expect(Math.abs((m.frame!.left + m.frame!.right) / 2 - middle), 'centred over the words').toBeLessThanOrEqual(
            ROUNDING,
          );
        }
      });
    }

    for (const { name, align, routes } of headingPages) {
      test(`${name}: section headings stand ${align === 'start' ? 'at the left edge' : 'centred'}`, async ({
        page,
        consoleLog,
      }) => {
        consoleLog.allow(/404/);
        let seen = 0;
        for (const route of routes) {
          await page.goto(route);
          await page.evaluate(() => document.fonts.ready);
          for (const h of await page.evaluate(measureHeadings)) {
            seen++;
            const where = `${route}, "${h.heading}"`;
            if (align === 'center') {
              const middle = (h.content.left + h.content.right) / 2;
              expect(Math.abs((h.left + h.right) / 2 - middle), `${where} is centred`).toBeLessThanOrEqual(
                ROUNDING + 1,
              );
              continue;
            }
            expect(Math.abs(h.left - h.content.left), `${where} starts at the content edge`).toBeLessThanOrEqual(
              ROUNDING,
            );
            if (h.intro && wide) {
              expect(h.intro.left, `${where}: the intro stands beside the heading`).toBeGreaterThan(h.right);
              expect(h.intro.top, `${where}: the intro is level with the heading`).toBeLessThan(h.bottom);
            } else if (h.intro) expect(Math.abs(h.intro.left - h.content.left)).toBeLessThanOrEqual(ROUNDING);
          }
        }
        expect(seen, 'the site has sections with headings').toBeGreaterThan(0);
      });
    }
  });
}
