import type { Theme } from '@/content/types.generated';
import archivoBlack from '@fontsource/archivo-black/files/archivo-black-latin-400-normal.woff2?subset';
import cormorant from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-700-normal.woff2?subset';
import dmSerif from '@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2?subset';
import plexRegular from '@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-400-normal.woff2?subset';
import plexSemibold from '@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-600-normal.woff2?subset';
import marcellus from '@fontsource/marcellus/files/marcellus-latin-400-normal.woff2?subset';
import nunito from '@fontsource/nunito/files/nunito-latin-800-normal.woff2?subset';
import oswald from '@fontsource/oswald/files/oswald-latin-600-normal.woff2?subset';
import quicksand from '@fontsource/quicksand/files/quicksand-latin-700-normal.woff2?subset';
import karla from '@fontsource-variable/karla/files/karla-latin-wght-normal.woff2?subset';
import manrope from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?subset';
import montserrat from '@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2?subset';
import mulish from '@fontsource-variable/mulish/files/mulish-latin-wght-normal.woff2?subset';
import nunitoSans from '@fontsource-variable/nunito-sans/files/nunito-sans-latin-wght-normal.woff2?subset';
import outfit from '@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2?subset';
import jakarta from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?subset';
import sourceSans from '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?subset';
import archivoBlackMetrics from '@capsizecss/metrics/archivoBlack';
import cormorantMetrics from '@capsizecss/metrics/cormorantGaramond';
import dmSerifMetrics from '@capsizecss/metrics/dMSerifDisplay';
import plexMetrics from '@capsizecss/metrics/iBMPlexSans';
import karlaMetrics from '@capsizecss/metrics/karla';
import manropeMetrics from '@capsizecss/metrics/manrope';
import marcellusMetrics from '@capsizecss/metrics/marcellus';
import montserratMetrics from '@capsizecss/metrics/montserrat';
import mulishMetrics from '@capsizecss/metrics/mulish';
import nunitoMetrics from '@capsizecss/metrics/nunito';
import nunitoSansMetrics from '@capsizecss/metrics/nunitoSans';
import oswaldMetrics from '@capsizecss/metrics/oswald';
import outfitMetrics from '@capsizecss/metrics/outfit';
import jakartaMetrics from '@capsizecss/metrics/plusJakartaSans';
import quicksandMetrics from '@capsizecss/metrics/quicksand';
import sourceSansMetrics from '@capsizecss/metrics/sourceSans3';
import type { FontMetrics } from '@capsizecss/core';
import { fallbackStack } from './font-fallbacks';
import { CORE_RANGE, REST_RANGE, type SubsetFiles } from './font-subsets';
import { FONT_STACKS } from './theme';

export type PairingName = NonNullable<Theme['fonts']>;

/** One woff2 font, a single static weight or a variable font covering a range, in its two parts (font-subsets.ts). */
interface FontFile {
  family: string;
  files: SubsetFiles;
  /** "600" for a static weight, "200 800" for a variable font. */
  weight: string;
  /** The face's proportions, to size the local font shown until it arrives. */
  metrics: FontMetrics;
  /**
   * How much wider this weight sets text than the regular face the metrics
   * describe (measured in Chromium over the sites' headings). Without it the
   * fallback of a bold heading runs narrower, wraps on fewer lines, and the
   * page jumps when the font arrives.
   */
  widthScale?: number;
  /**
   * A variable font's average character width (capsize's xWidthAvg, in the
   * metrics' units) at each weight it names besides the regular one: its text
   * runs wider as it gets bolder, while the local fallback's bold keeps its
   * regular advances. Figures from @capsizecss/metrics' per-weight variants
   * (too large a module to import into a page's code; a unit test checks them).
   */
  weightWidths?: Readonly<Record<number, number>>;
  serif?: boolean;
}

/** The metrics the fallback is sized by: the file's own width where its weight is wider. */
function fallbackFor({ metrics, widthScale = 1, serif }: FontFile) {
  const scaled = { ...metrics, xWidthAvg: metrics.xWidthAvg * widthScale, subsets: undefined };
  return fallbackStack(widthScale === 1 ? metrics : scaled, Boolean(serif));
}

/** A variable font's fallback faces are each this many weights wide (a width error under half a per cent). */
const WEIGHT_STEP = 50;
/** The weights the sites' styles set text in run from regular to extra bold; lighter or bolder text takes the nearest face. */
const TEXT_WEIGHTS = { lightest: 400, boldest: 800 };

/** The average character width at `weight`, between the two nearest weights the table names. */
function widthAtWeight(file: FontFile, weight: number): number {
  const points = Object.entries({ 400: file.metrics.xWidthAvg, ...file.weightWidths })
    .map(([at, width]) => [Number(at), width] as const)
    .sort(([a], [b]) => a - b);
  const after = points.findIndex(([at]) => at >= weight);
  if (after === 0) return points[0][1];
  if (after === -1) return points[points.length - 1][1];
  const [[fromWeight, fromWidth], [toWeight, toWidth]] = [points[after - 1], points[after]];
  return fromWidth + ((toWidth - fromWidth) * (weight - fromWeight)) / (toWeight - fromWeight);
}

/**
 * The local fallback's faces: one for a static font; for a variable font one
 * per band of weights, each sized to the font's width at the band's middle,
 * so a semibold button label or a bold word keeps its width when the web font
 * swaps in and nothing beside it moves. The outer bands reach 1 and 1000.
 */
function fallbackFaces(file: FontFile): string[] {
  if (!file.weightWidths) return [fallbackFor(file).faces];
  const [fileLightest, fileBoldest] = file.weight.split(' ').map(Number);
  const lightest = Math.max(fileLightest, TEXT_WEIGHTS.lightest);
  const boldest = Math.min(fileBoldest, TEXT_WEIGHTS.boldest);
  const centres = Array.from(
    { length: Math.floor((boldest - lightest) / WEIGHT_STEP) + 1 },
    (_, i) => lightest + i * WEIGHT_STEP,
  );
  return centres.map((centre, i) => {
    const from = i === 0 ? 1 : centre - WEIGHT_STEP / 2;
    const to = i === centres.length - 1 ? 1000 : centre + WEIGHT_STEP / 2 - 1;
    const metrics = { ...file.metrics, xWidthAvg: widthAtWeight(file, centre), subsets: undefined };
    return fallbackStack(metrics, Boolean(file.serif), [from, to]).faces;
  });
}

interface Pairing {
  heading: FontFile;
  body: FontFile;
}

const jakartaAll: FontFile = {
  family: 'Plus Jakarta Sans',
  files: jakarta,
  weight: '200 800',
  metrics: jakartaMetrics,
  weightWidths: { 200: 466, 300: 467, 500: 474, 600: 479, 700: 484, 800: 489 },
};
const plexText: FontFile = { family: 'IBM Plex Sans', files: plexRegular, weight: '400', metrics: plexMetrics };

/**
 * Each pairing is a heading face and a text face, at most two fonts (one when
 * both roles share a variable font) whose cores are under about 40 KB
 * together, so a page fetches everything it needs without blowing the
 * weight budget; a page preloads only the heading face (see `preloaded`).
 */
export const PAIRINGS: Record<PairingName, Pairing> = {
  modern: { heading: jakartaAll, body: jakartaAll },
  sport: {
    heading: { family: 'Oswald', files: oswald, weight: '600', metrics: oswaldMetrics, widthScale: 1.1 },
    body: {
      family: 'Manrope',
      files: manrope,
      weight: '200 800',
      metrics: manropeMetrics,
      weightWidths: { 200: 887, 300: 904, 500: 937, 600: 954, 700: 971, 800: 988 },
    },
  },
  friendly: {
    heading: { family: 'Nunito', files: nunito, weight: '800', metrics: nunitoMetrics, widthScale: 1.05 },
    body: {
      family: 'Nunito Sans',
      files: nunitoSans,
      weight: '200 1000',
      metrics: nunitoSansMetrics,
      weightWidths: { 200: 436, 300: 444, 500: 456, 600: 460, 700: 470, 800: 481, 900: 492 },
    },
  },
  fresh: {
    heading: { family: 'Quicksand', files: quicksand, weight: '700', metrics: quicksandMetrics, widthScale: 1.045 },
    body: {
      family: 'Mulish',
      files: mulish,
      weight: '200 1000',
      metrics: mulishMetrics,
      weightWidths: { 200: 449, 300: 457, 500: 468, 600: 472, 700: 482, 800: 492, 900: 502 },
    },
  },
  industrial: {
    heading: { family: 'Archivo Black', files: archivoBlack, weight: '400', metrics: archivoBlackMetrics },
    body: {
      family: 'Source Sans 3',
      files: sourceSans,
      weight: '200 900',
      metrics: sourceSansMetrics,
      weightWidths: { 200: 398, 300: 403, 500: 424, 600: 431, 700: 443, 800: 448, 900: 453 },
    },
  },
  classic: {
    heading: {
      family: 'Cormorant Garamond',
      files: cormorant,
      weight: '700',
      metrics: cormorantMetrics,
      widthScale: 1.02,
      serif: true,
    },
    body: {
      family: 'Karla',
      files: karla,
      weight: '200 800',
      metrics: karlaMetrics,
      weightWidths: { 200: 868, 300: 891, 500: 932, 600: 945, 700: 957, 800: 1003 },
    },
  },
  refined: {
    heading: { family: 'DM Serif Display', files: dmSerif, weight: '400', metrics: dmSerifMetrics, serif: true },
    body: {
      family: 'Outfit',
      files: outfit,
      weight: '100 900',
      metrics: outfitMetrics,
      weightWidths: { 100: 442, 200: 443, 300: 444, 500: 446, 600: 454, 700: 461, 800: 468, 900: 475 },
    },
  },
  chic: {
    heading: { family: 'Marcellus', files: marcellus, weight: '400', metrics: marcellusMetrics, serif: true },
    body: {
      family: 'Montserrat',
      files: montserrat,
      weight: '100 900',
      metrics: montserratMetrics,
      weightWidths: { 100: 488, 200: 492, 300: 497, 500: 511, 600: 520, 700: 530, 800: 540, 900: 551 },
    },
  },
  corporate: {
    heading: { family: 'IBM Plex Sans', files: plexSemibold, weight: '600', metrics: plexMetrics },
    body: plexText,
  },
};

/** The distinct fonts of a pairing, heading first. */
export function pairingFiles(name: PairingName): FontFile[] {
  const { heading, body } = PAIRINGS[name];
  return heading.files.full === body.files.full ? [heading] : [heading, body];
}

/**
 * Every face is `font-display: optional`: the browser uses a web font only if
 * it is there when the page first renders, and otherwise keeps the resized
 * local fallback for that page, so a font arriving late never moves a line, a
 * button or the words after a bold one (local and web faces differ in width
 * word by word, which no fallback sizing can hide). The heading face, which
 * carries the site's look, is preloaded, and the browser holds the first
 * render briefly for a preloaded optional font, so headings show it from the
 * first paint. The text face is not preloaded: the page's text, its largest
 * paint on phones, waits for no font file, and the face shows from the
 * visitor's next page, out of the cache.
 */
const preloaded = (file: FontFile, files: FontFile[]) => file === files[0];

/**
 * @font-face rules for the site's pairing only (other sites' fonts are never
 * requested), plus the resized local fallbacks shown while they load. Each
 * font gets a face per part, with ranges that do not overlap.
 */
export function fontFaces(theme: Theme): string {
  if (!theme.fonts) return '';
  const files = pairingFiles(theme.fonts);
  const face = (file: FontFile, url: string, range: string) =>
    `@font-face { font-family: "${file.family}"; font-style: normal; font-weight: ${file.weight}; font-display: optional; src: url("${url}") format("woff2"); unicode-range: ${range}; }`;
  const webFonts = files.flatMap((file) => [
    face(file, file.files.full, REST_RANGE),
    face(file, file.files.core, CORE_RANGE),
  ]);
  const fallbacks = files.flatMap(fallbackFaces);
  return [...webFonts, ...fallbacks].join('\n');
}

const generic = (theme: Theme) => FONT_STACKS[theme.font ?? 'sans'];

/**
 * The font-family values for headings and text (with system fonts while the
 * files load) and the heading weight: a face shipped in one weight is used at
 * that weight, so the browser never fakes a bolder one.
 */
export function fontStacks(theme: Theme): { heading: string; body: string; headingWeight: string } {
  if (!theme.fonts) return { heading: generic(theme), body: FONT_STACKS.sans, headingWeight: '700' };
  const { heading, body } = PAIRINGS[theme.fonts];
  return {
    heading: `${fallbackFor(heading).family}, ${generic(theme)}`,
    body: `${fallbackFor(body).family}, ${FONT_STACKS.sans}`,
    headingWeight: heading.weight.includes(' ') ? '700' : heading.weight,
  };
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Preload tags for the page head: the heading face's core only (see
 * `preloaded`), so it arrives with the first paint rather than after the styles
 * are parsed. Fonts are always fetched in CORS mode, hence crossorigin even
 * on the same origin.
 */
export function fontPreloadLinks(theme: Theme): string {
  if (!theme.fonts) return '';
  const files = pairingFiles(theme.fonts);
  return files
    .filter((file) => preloaded(file, files))
    .map(
      ({ files: parts }) =>
        `<link rel="preload" href="${escapeAttribute(parts.core)}" as="font" type="font/woff2" crossorigin />`,
    )
    .join('\n');
}
