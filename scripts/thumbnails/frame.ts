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

/** The smallest cut: a laptop's screen, so a small hero is not blown up past the size it is read at. */
export const SMALLEST_WIDTH = 1280;

const union = (a: Box, b: Box): Box => {
  const left = Math.min(a.x, b.x);
  const top = Math.min(a.y, b.y);
  const right = Math.max(a.x + a.width, b.x + b.width);
  const bottom = Math.max(a.y + a.height, b.y + b.height);
  return { x: left, y: top, width: right - left, height: bottom - top };
};

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), Math.max(low, high));

/** The page being cut: its width, and where the site's header starts and ends. */
export interface PageShape {
  width: number;
  /** Nothing above it is cut: the demo banner above the site's header belongs to the studio. */
  top: number;
  headerBottom: number;
}

const contains = (outer: Box, inner: Box) =>
  outer.x <= inner.x &&
  outer.y <= inner.y &&
  outer.x + outer.width >= inner.x + inner.width &&
  outer.y + outer.height >= inner.y + inner.height;

/**
 * The cut, in page pixels: the hero's words and its art with a margin
 * (a picture behind the words is a backdrop, which any cut around the words
 * shows), widened to the card's shape and so that they stay in its phone
 * middle, as high up the page as keeps them in, so the site's
 * header shows where there is room (whole or not at all: a cut starting
 * inside it moves up to its top, giving up margin, or down to its foot).
 * Its width may exceed the page's: the caller then lays the page out that
 * wide and asks again.
 */
export function frameAround(hero: { words: Box; art?: Box }, page: PageShape): Box {
  const found = hero.art && !contains(hero.art, hero.words) ? union(hero.words, hero.art) : hero.words;
  // The margin only where the page has room for it.
  const left = Math.max(0, found.x - MARGIN);
  const right = Math.min(page.width, found.x + found.width + MARGIN);
  const top = Math.max(page.top, found.y - MARGIN);
  const bottom = found.y + found.height + MARGIN;
  const width = Math.max(
    SMALLEST_WIDTH,
    ((right - left) * CARD_ASPECT) / PHONE_CARD_ASPECT,
    (bottom - top) * CARD_ASPECT,
  );
  const height = width / CARD_ASPECT;
  let y = Math.max(page.top, bottom - height);
  if (y > page.top && y < page.headerBottom)
    y = found.y + found.height <= page.top + height ? page.top : page.headerBottom;
  return {
    x: Math.round(clamp((left + right) / 2 - width / 2, 0, page.width - width)),
    y: Math.round(y),
    width: Math.round(width),
    height: Math.round(height),
  };
}
