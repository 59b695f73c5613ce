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
 * A web font's proportions, read from its file when the site is built
 * (scripts/vite/fonts-plugin.ts): its line metrics in font units, and its
 * average width over English text (capsize's weighting) at the regular weight
 * and at bold. A font of one weight has its own width in both.
 */
export interface FaceMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  capHeight: number;
  xHeight: number;
  xWidthAvg: number;
  boldXWidthAvg: number;
}

/**
 * The web font's family and its fallback's, for a font stack, and the
 * fallback's faces: a local font, regular or bold by the weight asked for,
 * resized to the web font's proportions (capsize's size-adjust and
 * ascent, descent and line-gap overrides), so text laid out without the web
 * font takes the same room. Each local font is sized against its own metrics,
 * to the web font's width at its weight: the local bold to the web font's bold.
 *
 * A face's `src` lists every local candidate, and the stack names one family:
 * the browser settles which local font it is once, by trying the names in
 * order, instead of looking up one absent family after another for every size
 * and weight of text on the page (a face per local font did that, and on a
 * machine without Arial and Roboto it took a good part of the first layout).
 */
export function fallbackStack(
  familyName: string,
  metrics: FaceMetrics,
  serif: boolean,
): { family: string; faces: string } {
  const local = LOCAL_FONTS[serif ? 'serif' : 'sans'];
  const { boldXWidthAvg, ...regular } = metrics;
  const widths = { regular: regular.xWidthAvg, bold: boldXWidthAvg };
  const faces = (['regular', 'bold'] as const).map((weight) => {
    const names = { familyName, fullName: familyName, postscriptName: familyName };
    const target: FontMetrics = { ...regular, ...names, xWidthAvg: widths[weight] };
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
  return { family: `"${familyName}", ${faces[0].family}`, faces: faces.map(({ rule }) => rule).join('\n') };
}
