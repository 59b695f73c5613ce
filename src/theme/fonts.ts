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
import { fallbackStack } from './font-fallbacks';
import { CORE_RANGE, REST_RANGE, type FontImport } from './font-subsets';
import { FONT_STACKS } from './theme';

export type PairingName = NonNullable<Theme['fonts']>;

/** One woff2 font, a single static weight or a variable font covering a range, in its two parts (font-subsets.ts). */
interface FontFile {
  /** The typeface. */
  family: string;
  /**
   * The family name pages use for it, where that is not the typeface's: the
   * text role of a pairing of two weights of one typeface. Under the heading's
   * name, text on a first visit (text face off) would match the heading's
   * heavier weight, the only face of that family then, and run semi-bold.
   */
  alias?: string;
  /** Its two parts and its proportions, read from the file when the site is built. */
  files: FontImport;
  /** "600" for a static weight, "200 800" for a variable font. */
  weight: string;
  serif?: boolean;
}

/** The family name a font is declared and asked for by. */
export const familyName = (file: FontFile): string => file.alias ?? file.family;

/**
 * The local font shown where the web font is not there for the first layout,
 * sized by the file's own proportions; its bold by `boldFrom`'s, the file
 * that draws the family's bold weights (the heading's semi-bold, for a text
 * face named apart from it, textFaceRules).
 */
const fallbackFor = (file: FontFile, boldFrom: FontFile = file) =>
  fallbackStack(
    familyName(file),
    { ...file.files.metrics, boldXWidthAvg: boldFrom.files.metrics.boldXWidthAvg },
    Boolean(file.serif),
  );

/** The file that draws a font's bold weights: the heading's, where the text is one weight of the heading's typeface. */
export const boldFileOf = (file: FontFile, heading: FontFile): FontFile =>
  file.alias && file.family === heading.family ? heading : file;

interface Pairing {
  heading: FontFile;
  body: FontFile;
}

const jakartaAll: FontFile = {
  family: 'Plus Jakarta Sans',
  files: jakarta,
  weight: '200 800',
};
const plexText: FontFile = {
  family: 'IBM Plex Sans',
  alias: 'IBM Plex Sans Text',
  files: plexRegular,
  weight: '400',
};

/**
 * Each pairing is a heading face and a text face, at most two fonts (one when
 * both roles share a variable font) whose cores are under about 40 KB
 * together, so a page preloads everything it needs without blowing the
 * weight budget or holding back its largest paint.
 */
export const PAIRINGS: Record<PairingName, Pairing> = {
  modern: { heading: jakartaAll, body: jakartaAll },
  sport: {
    heading: { family: 'Oswald', files: oswald, weight: '600' },
    body: { family: 'Manrope', files: manrope, weight: '200 800' },
  },
  friendly: {
    heading: { family: 'Nunito', files: nunito, weight: '800' },
    body: { family: 'Nunito Sans', files: nunitoSans, weight: '200 1000' },
  },
  fresh: {
    heading: { family: 'Quicksand', files: quicksand, weight: '700' },
    body: { family: 'Mulish', files: mulish, weight: '200 1000' },
  },
  industrial: {
    // Archivo Black is a black weight, shipped as the family's only (400) one: declared as the 900 it
    // looks, headings ask for 900, so its local fallback is drawn bold rather than thin.
    heading: { family: 'Archivo Black', files: archivoBlack, weight: '900' },
    body: { family: 'Source Sans 3', files: sourceSans, weight: '200 900' },
  },
  classic: {
    heading: {
      family: 'Cormorant Garamond',
      files: cormorant,
      weight: '700',
      serif: true,
    },
    body: { family: 'Karla', files: karla, weight: '200 800' },
  },
  refined: {
    heading: { family: 'DM Serif Display', files: dmSerif, weight: '400', serif: true },
    body: { family: 'Outfit', files: outfit, weight: '100 900' },
  },
  chic: {
    heading: { family: 'Marcellus', files: marcellus, weight: '400', serif: true },
    body: { family: 'Montserrat', files: montserrat, weight: '100 900' },
  },
  corporate: {
    heading: { family: 'IBM Plex Sans', files: plexSemibold, weight: '600' },
    body: plexText,
  },
};

/** The distinct fonts of a pairing, heading first. */
export function pairingFiles(name: PairingName): FontFile[] {
  const { heading, body } = PAIRINGS[name];
  return heading.files.full === body.files.full ? [heading] : [heading, body];
}

/** The @font-face rules of one font, a face per part, with ranges that do not overlap. */
function webFontRules(file: FontFile, display: 'optional' | 'swap'): string {
  const { weight, files } = file;
  const face = (url: string, range: string) =>
    `@font-face { font-family: "${familyName(file)}"; font-style: normal; font-weight: ${weight}; font-display: ${display}; src: url("${url}") format("woff2"); unicode-range: ${range}; }`;
  return [face(files.full, REST_RANGE), face(files.core, CORE_RANGE)].join('\n');
}

/**
 * The text face's rules. With two weights of one typeface, the heading's
 * weight (the same, preloaded files) joins it under the text's name, so bold
 * text keeps the real semi-bold rather than a faked one.
 */
function textFaceRules(heading: FontFile, text: FontFile, display: 'optional' | 'swap'): string {
  const shared = text.alias && text.family === heading.family ? [{ ...heading, alias: text.alias }] : [];
  return [text, ...shared].map((file) => webFontRules(file, display)).join('\n');
}

/**
 * @font-face rules for the site's pairing only (other sites' fonts are never
 * requested), plus the resized local fallbacks shown while they load.
 *
 * On a page, every face is `optional`: a font is used if it is there for the
 * page's first layout (both cores are preloaded, fontHeadTags, so on any
 * reasonable connection they are), and otherwise the page keeps its local
 * font to the end. A font that swapped in later re-wrapped text under the
 * reader: a badge took a third line and pushed the picture below it down (a
 * layout shift of 0.009). The local font is sized to the web font's own
 * proportions, so a page that misses it looks nearly the same. The editor's
 * preview, a page that stays open, swaps each face in as it arrives.
 */
export function fontFaces(theme: Theme, where: 'page' | 'preview' = 'page'): string {
  if (!theme.fonts) return '';
  const display = where === 'preview' ? 'swap' : 'optional';
  const files = pairingFiles(theme.fonts);
  const [heading, text] = files;
  const webFonts = [webFontRules(heading, display), ...(text ? [textFaceRules(heading, text, display)] : [])];
  const fallbacks = files.map((file) => fallbackFor(file, boldFileOf(file, heading)).faces);
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
 * The font tags for a page's head: the cores of the pairing's fonts,
 * preloaded, heading first, so both are there for the first layout of a first
 * visit (the browser holds the first paint a moment for a preloaded optional
 * font) and the page opens in the site's own faces. Fonts are always fetched
 * in CORS mode, hence crossorigin even on the same origin.
 */
export function fontHeadTags(theme: Theme): string {
  if (!theme.fonts) return '';
  return pairingFiles(theme.fonts)
    .map(
      ({ files }) =>
        `<link rel="preload" href="${escapeAttribute(files.core)}" as="font" type="font/woff2" crossorigin />`,
    )
    .join('');
}
