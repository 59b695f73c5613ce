/**
 * The face each font pairing sets its headings in, as a woff file for the
 * share picture: satori reads woff and ttf, not the woff2 the pages load
 * (src/theme/fonts.ts), so the same @fontsource families are read here in
 * their woff form. Plus Jakarta Sans, variable on the pages, comes as a static
 * weight from @fontsource/plus-jakarta-sans.
 */
import { createRequire } from 'node:module';
import type { FontPairing } from '../../src/content/types.generated.ts';

export interface ShareFont {
  family: string;
  /** The package's file, as require.resolve finds it. */
  file: string;
  weight: 400 | 600 | 700 | 800;
}

const face = (family: string, pkg: string, weight: ShareFont['weight']): ShareFont => ({
  family,
  file: `@fontsource/${pkg}/files/${pkg}-latin-${weight}-normal.woff`,
  weight,
});

/** Each pairing's heading face at the weight its pages show it in; typed so a new pairing needs its line here. */
const HEADING_FACES: Record<FontPairing, ShareFont> = {
  modern: face('Plus Jakarta Sans', 'plus-jakarta-sans', 800),
  sport: face('Oswald', 'oswald', 600),
  friendly: face('Nunito', 'nunito', 800),
  fresh: face('Quicksand', 'quicksand', 700),
  industrial: face('Archivo Black', 'archivo-black', 400),
  classic: face('Cormorant Garamond', 'cormorant-garamond', 700),
  refined: face('DM Serif Display', 'dm-serif-display', 400),
  chic: face('Marcellus', 'marcellus', 400),
  corporate: face('IBM Plex Sans', 'ibm-plex-sans', 600),
};

/** A site without a pairing uses the visitor's own fonts, which a picture cannot: it gets a plain sans face. */
const WITHOUT_PAIRING = face('Plus Jakarta Sans', 'plus-jakarta-sans', 700);

const require = createRequire(import.meta.url);

/** The heading face of a pairing, with the absolute path of its file. */
export function headingFace(pairing: FontPairing | undefined): ShareFont {
  const chosen = pairing ? HEADING_FACES[pairing] : WITHOUT_PAIRING;
  return { ...chosen, file: require.resolve(chosen.file) };
}
