/**
 * Where a demo's capture is cut from its page. A card shows the capture a
 * fifth of its size or less, so the part of the first screen that makes the
 * demo recognisable, its headline and its art, must both be inside the cut,
 * whatever the hero's layout: a centred hero whose picture stands under the
 * words would otherwise leave the card an empty band between the two.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Room kept around the headline and the art, in CSS pixels. */
export const MARGIN = 32;

/** The card's shape, width over height (16:10, the studio's cards and the kept pictures). */
export const CARD_ASPECT = 16 / 10;

/**
 * On phones a card shows the middle of the capture at 4:3 (a small picture
 * beside the words), so the words and the art keep within that middle too.
 */
export const PHONE_CARD_ASPECT = 4 / 3;

/** The smallest cut on a page this wide or wider: a laptop's screen, so a small hero is not blown up past the size it is read at. */
export const SMALLEST_WIDTH = 1280;

const union = (a: Box, b: Box): Box => {
  const left = Math.min(a.x, b.x);
  const top = Math.min(a.y, b.y);
  const right = Math.max(a.x + a.width, b.x + b.width);
  const bottom = Math.max(a.y + a.height, b.y + b.height);
  return { x: left, y: top, width: right - left, height: bottom - top };
};

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), Math.max(low, high));

/** The page being cut: its width, where the site's header starts and ends, and where the hero ends. */
export interface PageShape {
  width: number;
  /** The top of every cut: the demo banner above the site's header belongs to the studio. */
  top: number;
  headerBottom: number;
  /** The foot of the hero: a cut reaching further shows the top of the next section. */
  heroBottom: number;
}

/** How far past the hero's foot a cut may reach before it shows the next section. */
export const SLACK = 8;

const contains = (outer: Box, inner: Box) =>
  outer.x <= inner.x &&
  outer.y <= inner.y &&
  outer.x + outer.width >= inner.x + inner.width &&
  outer.y + outer.height >= inner.y + inner.height;

/**
 * The cut, in page pixels, by one rule for every demo: it starts at the top
 * of the site's header, so each card shows the header whole above the hero,
 * as a visitor's first screen does; it holds the hero's words and its art
 * with a margin (a picture behind the words is a backdrop, which any cut
 * around the words shows), within its phone middle; and it has the card's
 * shape. Its width may exceed the page's (the caller then lays the page out
 * that wide and asks again), and its foot may reach past the hero's (see
 * `pastTheHero`: the caller then lays the page out narrower, where the hero
 * stands taller for its width).
 */
export function frameAround(hero: { words: Box; art?: Box }, page: PageShape): Box {
  const found = hero.art && !contains(hero.art, hero.words) ? union(hero.words, hero.art) : hero.words;
  // The margin only where the page has room for it.
  const left = Math.max(0, found.x - MARGIN);
  const right = Math.min(page.width, found.x + found.width + MARGIN);
  const bottom = found.y + found.height + MARGIN;
  const width = Math.max(
    Math.min(SMALLEST_WIDTH, page.width),
    ((right - left) * CARD_ASPECT) / PHONE_CARD_ASPECT,
    (bottom - page.top) * CARD_ASPECT,
  );
  return {
    x: Math.round(clamp((left + right) / 2 - width / 2, 0, page.width - width)),
    y: Math.round(page.top),
    width: Math.round(width),
    height: Math.round(width / CARD_ASPECT),
  };
}

/** Whether a cut shows more than the header and the hero: the top of the next section. */
export const pastTheHero = (cut: Box, page: PageShape) => cut.y + cut.height > page.heroBottom + SLACK;
