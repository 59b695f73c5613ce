/**
 * The last band of every page stands apart from the footer under it: their
 * backgrounds differ in lightness by a clear contrast, and a band on a dark
 * footer is never a dark grey (a grey slate on near-black reads as one block).
 */
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { DESKTOP } from '../support/every-route.ts';
import { atWidth, type PageCheck } from './check.ts';

/** The least contrast (WCAG's ratio of relative luminances) between the last band and the footer. */
const LEAST_CONTRAST = 1.6;
/** Below this chroma (OKLCH) a colour reads as grey; below this lightness a footer reads as dark. */
const GREY_CHROMA = 0.05;
const DARK_LIGHTNESS = 0.45;

interface Ground {
  rgb: [number, number, number];
}

/** The colour drawn behind the page's last section and behind the footer, as sRGB 0-255 (read back from a canvas, so any CSS colour form works). */
function grounds(page: Page): Promise<{ band: Ground; footer: Ground; bandName: string }> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const rgbOf = (css: string): [number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = '#fff';
      context.fillRect(0, 0, 1, 1);
      context.fillStyle = css;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b];
    };
    /** The first painted background from this element outwards. */
    const groundOf = (element: Element | null): string => {
      for (let at = element; at; at = at.parentElement) {
        const colour = getComputedStyle(at).backgroundColor;
        if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
      }
      return getComputedStyle(document.documentElement).backgroundColor;
    };
    const footer = document.querySelector('body > footer, footer:not(main footer)')!;
    // The page's outermost sections (some stand inside an island element that draws no box of its own).
    const sections = Array.from(document.querySelectorAll('main section')).filter(
      (el) => !el.parentElement!.closest('main section') && el.getBoundingClientRect().height > 0,
    );
    const last = sections.at(-1)!;
    return {
      band: { rgb: rgbOf(groundOf(last)) },
      footer: { rgb: rgbOf(groundOf(footer)) },
      bandName: last.querySelector('h2, h1')?.textContent?.trim().slice(0, 40) ?? last.tagName,
    };
  });
}

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: number[]) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
const contrast = (a: number[], b: number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};
/** OKLCH lightness and chroma of an sRGB colour. */
function oklch([r, g, b]: number[]) {
  const [lr, lg, lb] = [r, g, b].map(linear);
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return { lightness: L, chroma: Math.hypot(A, B) };
}

export const closingBand: PageCheck = {
  title: 'the last band is told apart from the footer by colour, and is never grey on dark',
  applies: atWidth(DESKTOP.width),
  run: async ({ page }) => {
    const { band, footer, bandName } = await grounds(page);
    const ratio = contrast(band.rgb, footer.rgb);
    const look = { band: band.rgb.join(','), footer: footer.rgb.join(','), ratio: ratio.toFixed(2), bandName };
    expect
      .soft(ratio, `contrast between "${bandName}" and the footer: ${JSON.stringify(look)}`)
      .toBeGreaterThanOrEqual(LEAST_CONTRAST);
    const ground = oklch(band.rgb);
    if (oklch(footer.rgb).lightness < DARK_LIGHTNESS)
      expect
        .soft(
          ground.chroma >= GREY_CHROMA || ground.lightness >= 0.85,
          `"${bandName}" is grey (${JSON.stringify(ground)}) on a dark footer`,
        )
        .toBe(true);
  },
};
