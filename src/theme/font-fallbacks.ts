import { createFontStack, type FontMetrics } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';

/**
 * The local fonts a fallback can be, most common first, by the full and the
 * PostScript names `local()` matches: Windows and macOS have Arial and Times
 * New Roman, Linux has Liberation Sans and Serif (made to the same metrics),
 * Android has Roboto (within 0.3% of Arial's width, so Arial's sizing serves it).
 */
const LOCAL_NAMES = {
  sans: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Roboto Regular', 'Roboto-Regular'],
  sansBold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Roboto Bold', 'Roboto-Bold'],
  serif: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif'],
};

/** Arial Bold: Arial's proportions, with its own average width (capsize's figure for the 700 weight). */
const arialBold: FontMetrics = { ...arial, fullName: 'Arial Bold', postscriptName: 'Arial-BoldMT', xWidthAvg: 983 };

/** From this weight on, a sans fallback face is the local bold, as the browser would fake no bolder one. */
const BOLD_FROM = 600;

/**
 * The web font's family and its fallback's, for a font stack, and the
 * fallback's face: a local font resized to the web font's proportions
 * (capsize's size-adjust and ascent/descent overrides), so text laid out
 * before the web font arrives takes the same room and does not move when the
 * font swaps in. `weights` limits the face to a range of weights ("625 674"),
 * for a family whose width grows with its weight: the local font's bold is
 * drawn over its regular advances, so each range needs its own size.
 *
 * It is one face whose `src` lists every local candidate, and one family in
 * the stack: the browser settles which local font it is once, by trying the
 * names in order, instead of looking up one absent family after another for
 * every size and weight of text on the page (a face per local font did that,
 * and on a machine without Arial and Roboto it took a good part of the first layout).
 */
export function fallbackStack(
  metrics: FontMetrics,
  serif: boolean,
  weights?: [from: number, to: number],
): { family: string; faces: string } {
  const bold = !serif && weights !== undefined && weights[1] >= BOLD_FROM;
  const local = serif ? timesNewRoman : bold ? arialBold : arial;
  const [face] = createFontStack([metrics, local], { fontFaceFormat: 'styleObject' }).fontFaces;
  const { fontFamily, src: _src, ...overrides } = face['@font-face'];
  const src = LOCAL_NAMES[serif ? 'serif' : bold ? 'sansBold' : 'sans'].map((name) => `local('${name}')`).join(', ');
  const properties = Object.entries(overrides).map(
    ([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}: ${value};`,
  );
  if (weights) properties.push(`font-weight: ${weights.join(' ')};`);
  return {
    family: `"${metrics.familyName}", ${fontFamily}`,
    faces: `@font-face { font-family: ${fontFamily}; src: ${src}; ${properties.join(' ')} }`,
  };
}
