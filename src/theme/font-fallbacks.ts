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
  serif: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif'],
};

/**
 * The web font's family and its fallback's, for a font stack, and the
 * fallback's face: a local font resized to the web font's proportions
 * (capsize's size-adjust and ascent/descent overrides), so text laid out
 * before the web font arrives takes the same room and barely moves when the
 * font swaps in.
 *
 * It is one face whose `src` lists every local candidate, and one family in
 * the stack: the browser settles which local font it is once, by trying the
 * names in order, instead of looking up one absent family after another for
 * every size and weight of text on the page (a face per local font did that,
 * and on a machine without Arial and Roboto it took a good part of the first layout).
 */
export function fallbackStack(metrics: FontMetrics, serif: boolean): { family: string; faces: string } {
  const [face] = createFontStack([metrics, serif ? timesNewRoman : arial], { fontFaceFormat: 'styleObject' }).fontFaces;
  const { fontFamily, src: _src, ...overrides } = face['@font-face'];
  const src = LOCAL_NAMES[serif ? 'serif' : 'sans'].map((name) => `local('${name}')`).join(', ');
  const properties = Object.entries(overrides).map(
    ([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}: ${value};`,
  );
  return {
    family: `"${metrics.familyName}", ${fontFamily}`,
    faces: `@font-face { font-family: ${fontFamily}; src: ${src}; ${properties.join(' ')} }`,
  };
}
