import { createFontStack, type FontMetrics } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import timesNewRomanBold from '@capsizecss/metrics/timesNewRoman/700';

/**
 * The local fonts a fallback can be, most common first, by the full and the
 * PostScript names `local()` matches: Windows and macOS have Arial and Times
 * New Roman, Linux has Liberation Sans and Serif (made to the same metrics),
 * Android has Roboto (within 0.3% of Arial's width, so Arial's sizing serves it).
 * Each in its regular and its bold weight: Chromium drew a heading asked for
 * at 800 in the regular local font, unbolded, so bold text, a heading above
 * all, needs the bold font itself.
 */
const LOCAL_FONTS = {
  sans: {
    regular: {
      metrics: arial,
      names: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Roboto Regular', 'Roboto-Regular'],
    },
    bold: {
      metrics: arialBold,
      names: [
        'Arial Bold',
        'Arial-BoldMT',
        'Liberation Sans Bold',
        'LiberationSans-Bold',
        'Roboto Bold',
        'Roboto-Bold',
      ],
    },
  },
  serif: {
    regular: {
      metrics: timesNewRoman,
      names: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif'],
    },
    bold: {
      metrics: timesNewRomanBold,
      names: ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold', 'LiberationSerif-Bold'],
    },
  },
};

/** The weights each local face stands in for: text up to medium, and semi-bold to black. */
const WEIGHTS = { regular: '1 549', bold: '550 1000' } as const;

/**
 * How much wider a semi-bold sets text than its regular, for a face known only
 * by its regular metrics: the heading faces measured 1.02 to 1.05 (fonts.ts).
 */
const SEMIBOLD_WIDENING = 1.035;

/**
 * The web font's family and its fallback's, for a font stack, and the
 * fallback's faces: a local font, regular or bold by the weight asked for,
 * resized to the web font's proportions (capsize's size-adjust and
 * ascent/descent overrides), so text laid out without the web font takes the
 * same room. Each local font is sized against its own metrics, to the web
 * font's width at that weight: `measuredAt` tells whether the metrics given
 * are of a bold weight (a heading face shipped in one) or of the regular, whose
 * bold is then taken as a typical semi-bold's width.
 *
 * A face's `src` lists every local candidate, and the stack names one family:
 * the browser settles which local font it is once, by trying the names in
 * order, instead of looking up one absent family after another for every size
 * and weight of text on the page (a face per local font did that, and on a
 * machine without Arial and Roboto it took a good part of the first layout).
 */
export function fallbackStack(
  metrics: FontMetrics,
  serif: boolean,
  measuredAt: 'regular' | 'bold' = 'regular',
): { family: string; faces: string } {
  const local = LOCAL_FONTS[serif ? 'serif' : 'sans'];
  const widened = { ...metrics, xWidthAvg: metrics.xWidthAvg * SEMIBOLD_WIDENING, subsets: undefined };
  const faces = (['regular', 'bold'] as const).map((weight) => {
    const target = weight === 'bold' && measuredAt === 'regular' ? widened : metrics;
    const [face] = createFontStack([target, local[weight].metrics], { fontFaceFormat: 'styleObject' }).fontFaces;
    const { fontFamily, src: _src, ...overrides } = face['@font-face'];
    const src = local[weight].names.map((name) => `local('${name}')`).join(', ');
    const properties = Object.entries(overrides).map(
      ([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}: ${value};`,
    );
    return {
      family: fontFamily,
      rule: `@font-face { font-family: ${fontFamily}; src: ${src}; font-weight: ${WEIGHTS[weight]}; ${properties.join(' ')} }`,
    };
  });
  return { family: `"${metrics.familyName}", ${faces[0].family}`, faces: faces.map(({ rule }) => rule).join('\n') };
}
