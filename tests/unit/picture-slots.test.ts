import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PICTURE_SLOTS } from '../../src/blocks/picture-slots.generated';
import hero, { closeUpSizes } from '../../src/blocks/hero/pictures';
import { BREAKPOINTS } from '../../src/theme/theme';

const BLOCKS = new URL('../../src/blocks/', import.meta.url).pathname;

/** The screens a picture must stay sharp on: phones at 3x, tablets and desktops at 2x, a wide screen at 1x. */
const SCREENS = [
  { width: 360, density: 3 },
  { width: 414, density: 3 },
  { width: 768, density: 2 },
  { width: 1024, density: 2 },
  { width: 1280, density: 2 },
  { width: 1440, density: 2 },
  { width: 1920, density: 1 },
];
/** The widest picture the pipeline ever makes: no screen is served more. */
const WIDEST = 1920;
/** A picture drawn up to this much larger than its pixels still looks sharp at these densities. */
const STRETCH = 1.15;

/** CSS pixels of one `sizes` length on a screen `viewport` px wide: "36rem", "50vw", "120px", "min(a, b)". */
function lengthAt(length: string, viewport: number): number {
  const text = length.trim();
  const min = /^min\((.+),(.+)\)$/.exec(text);
  if (min) return Math.min(lengthAt(min[1], viewport), lengthAt(min[2], viewport));
  const unit = /^(\d+(?:\.\d+)?)(rem|vw|px)$/.exec(text);
  if (!unit) throw new Error(`This test cannot read the length "${text}"; teach lengthAt().`);
  const value = Number(unit[1]);
  return unit[2] === 'rem' ? value * 16 : unit[2] === 'vw' ? (value * viewport) / 100 : value;
}

/** How wide a `sizes` list shows the picture on a screen `viewport` px wide, as a browser picks its entry. */
function shownAt(sizes: string, viewport: number): number {
  for (const entry of sizes.split(/,(?![^(]*\))/)) {
    const condition = /^\s*\(min-width:\s*(\d+)px\)\s+(.+)$/.exec(entry);
    if (!condition) return lengthAt(entry, viewport);
    if (viewport >= Number(condition[1])) return lengthAt(condition[2], viewport);
  }
  throw new Error(`"${sizes}" has no entry for a ${viewport} px screen: end it with a length without a condition.`);
}

function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe("a block's pictures, declared once in its folder", () => {
  it.each(Object.entries(PICTURE_SLOTS))('%s makes widths that keep each of its views sharp', (_, slot) => {
    expect(slot.widths, 'widths rise').toEqual([...slot.widths].sort((a, b) => a - b));
    for (const [view, sizes] of Object.entries(slot.sizes))
      for (const screen of SCREENS) {
        const needed = Math.min(Math.ceil(shownAt(sizes, screen.width) * screen.density), WIDEST);
        const largest = Math.max(...slot.widths);
        expect(
          largest * STRETCH,
          `${view} on a ${screen.width} px screen at ${screen.density}x needs ${needed} px`,
        ).toBeGreaterThanOrEqual(needed);
      }
  });

  it('is where every block component takes its `sizes` from', () => {
    const literal = filesIn(BLOCKS)
      .filter((file) => file.endsWith('.tsx'))
      .filter((file) => /\bsizes=["'`{]\s*["'`]/.test(readFileSync(file, 'utf8')));
    expect(literal, 'write sizes in the block’s pictures.ts and pass pictures.sizes.<view>').toEqual([]);
  });

  it("turns the hero's pictures at the theme's breakpoint, and shows a close-up wider than a phone's screen", () => {
    expect(hero.sizes.split).toContain(`(min-width: ${BREAKPOINTS.md}px)`);
    for (const view of ['split', 'fullBleed'] as const) {
      const closeUp = closeUpSizes(view, '250vw');
      expect(shownAt(closeUp, 375)).toBe(shownAt(hero.sizes[view], 375) * 2.5);
      expect(shownAt(closeUp, 1280)).toBe(shownAt(hero.sizes[view], 1280));
    }
  });

  it('reads sizes lists as a browser does', () => {
    const sizes = '(min-width: 1200px) 17rem, (min-width: 640px) 50vw, min(20rem, 100vw)';
    expect(shownAt(sizes, 1280)).toBe(272);
    expect(shownAt(sizes, 800)).toBe(400);
    expect(shownAt(sizes, 300)).toBe(300);
    expect(shownAt(sizes, 400)).toBe(320);
    expect(() => shownAt('(min-width: 900px) 50vw', 400)).toThrow(/no entry/);
  });
});
