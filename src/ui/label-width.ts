import { MEASURED_CHARACTERS, SEMIBOLD_ADVANCES } from './font-advances.generated';

/** What a character the table lacks is taken to cost: as wide as a capital M, so a row said to fit really does. */
const WIDE = 'M';

/** Per character without a known font (the system's sans serif, semibold), generously. */
const SYSTEM_AVERAGE = 0.62;

const INDEX = new Map([...MEASURED_CHARACTERS].map((character, index) => [character, index]));

/**
 * How wide a short label runs, in em, set semibold in the given font family:
 * the sum of its characters' advances, read from the fonts' own files when
 * the code was generated. Kerning is left out, which only errs wide.
 */
export function semiboldWidth(text: string, family: string | undefined): number {
  const widths = family ? SEMIBOLD_ADVANCES[family] : undefined;
  if (!widths) return [...text].length * SYSTEM_AVERAGE;
  const wide = widths[INDEX.get(WIDE)!];
  const advance = (character: string) => widths[INDEX.get(character) ?? -1] || wide;
  return [...text].reduce((sum, character) => sum + advance(character), 0) / 1000;
}
