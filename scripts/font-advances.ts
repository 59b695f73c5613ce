/**
 * The advance width of every character a short label may use, in each font
 * the sites can choose (the @fontsource packages the project depends on), set
 * semibold. A layout that must know how wide a line of labels runs before any
 * script loads (the hero's badges: pills in one row, or cells) adds these up
 * when the page is rendered. Written by `npm run generate`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontverter from 'fontverter';
import { Blob, Face, Font, Variation } from 'harfbuzzjs';
import { PROJECT_ROOT } from './paths.ts';

/** Where the table is written. */
export const FONT_ADVANCES = join(PROJECT_ROOT, 'src/ui/font-advances.generated.ts');

/** The weight the table is measured at: short labels (badges) are set semibold. */
export const LABEL_WEIGHT = 600;

/** Printable ASCII, then the typographic characters the content uses in short labels. */
const CHARACTERS = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)),
  ...'\u00a0–—‘’“”•·…×°€£★✓',
].join('');

const BANNER = `/* Generated from the @fontsource packages by scripts/font-advances.ts. Do not edit by hand:
 * add or change a font package, then run \`npm run generate\`. */`;

interface FontPackage {
  family: string;
  /** The latin woff2 file closest to the label weight. */
  file: string;
  /** Set for a variable font: the weight to measure at. */
  weight?: number;
}

/** Every @fontsource package in package.json, with the file that sets its family semibold. */
function fontPackages(): FontPackage[] {
  const manifest = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8'));
  const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) =>
    /^@fontsource(-variable)?\//.test(name),
  );
  return names.sort().map((name) => {
    const folder = join(PROJECT_ROOT, 'node_modules', name);
    const { id, family, weights } = JSON.parse(readFileSync(join(folder, 'metadata.json'), 'utf8'));
    if (name.startsWith('@fontsource-variable/'))
      return { family, file: join(folder, `files/${id}-latin-wght-normal.woff2`), weight: LABEL_WEIGHT };
    // A static family: the weight nearest the label's, as the browser picks it.
    const nearest = (weights as number[]).reduce((best, w) =>
      Math.abs(w - LABEL_WEIGHT) < Math.abs(best - LABEL_WEIGHT) ? w : best,
    );
    return { family, file: join(folder, `files/${id}-latin-${nearest}-normal.woff2`) };
  });
}

/** Each character's advance in thousandths of an em; 0 where the font has no glyph for it. */
async function advances({ family, file, weight }: FontPackage): Promise<number[]> {
  if (!existsSync(file)) throw new Error(`${family}: ${file} is missing; is node_modules installed?`);
  const face = new Face(new Blob(await fontverter.convert(readFileSync(file), 'truetype')));
  const font = new Font(face);
  if (weight) font.setVariations([new Variation('wght', weight)]);
  return [...CHARACTERS].map((character) => {
    const glyph = font.nominalGlyph(character.codePointAt(0)!);
    return glyph ? Math.round((font.glyphHAdvance(glyph) * 1000) / face.upem) : 0;
  });
}

/** The generated module's text. */
export async function fontAdvances(): Promise<string> {
  const rows: string[] = [];
  const measured = new Set<string>();
  for (const pkg of fontPackages()) {
    // A family in two packages (the variable one the pages load, a static one the share pictures read) is measured once, from the first.
    if (measured.has(pkg.family)) continue;
    measured.add(pkg.family);
    rows.push(`  ${JSON.stringify(pkg.family)}: [${(await advances(pkg)).join(', ')}],`);
  }
  return [
    BANNER,
    '',
    `/** The characters measured, in the order of each family's widths. */`,
    `export const MEASURED_CHARACTERS = ${JSON.stringify(CHARACTERS)};`,
    '',
    `/** Each font family's advance widths at weight ${LABEL_WEIGHT}, in thousandths of an em (0: no glyph). */`,
    'export const SEMIBOLD_ADVANCES: Readonly<Record<string, readonly number[]>> = {',
    ...rows,
    '};',
    '',
  ].join('\n');
}
