/**
 * Font files imported with `?subset` (src/theme/fonts.ts) become two files:
 * the full file, as Vite's own `?url` import gives it, and a core cut from it
 * with only the characters of src/theme/font-subsets.ts, made with
 * subset-font (HarfBuzz's subsetter, compiled to WebAssembly; it keeps the
 * kerning, ligatures and variation axes the characters use). The core of a
 * variable text face is about two thirds of the full file, and it is the file
 * every page preloads.
 *
 * The core's name carries a hash of the file it is cut from and of the
 * character list, so the server bundle can name it without making it and a
 * changed list never reuses an old file. Cores are kept between builds.
 * The development server and the unit tests use the full file for both parts.
 *
 * The import also gives the font's proportions, read from the file itself
 * (fontMetrics), which size the local font shown where the web font is not
 * there for the first layout.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fromBuffer } from '@capsizecss/unpack';
import { Blob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import type { FaceMetrics } from '../../src/theme/font-fallbacks.ts';
import { CORE_TEXT } from '../../src/theme/font-subsets.ts';
import { cached } from '../images/cache.ts';
import { FONT_CACHE_DIR } from '../paths.ts';

const QUERY = '?subset';
const PREFIX = '\0site-font:';

/**
 * The stretch of a variable face's weight axis its core keeps: the blocks set
 * text from 400 to 750 and headings at most 800, nothing lighter. For most
 * faces this cuts the core by a tenth to a quarter, which on a phone can save
 * the connection a round trip (Plus Jakarta Sans: 18.0 to 13.3 KB, under the
 * 14.6 KB a new connection's first window carries). The full file keeps its
 * whole axis.
 */
const CORE_WEIGHTS = { min: 400, max: 800 };

/** The core's file name: the full file's name, "-core" and a hash of what it is made from. */
export function coreName(file: string): string {
  const hash = createHash('sha256')
    .update(readFileSync(file))
    .update(CORE_TEXT)
    .update(JSON.stringify(CORE_WEIGHTS))
    .digest('hex')
    .slice(0, 8);
  return `${basename(file, '.woff2')}-core-${hash}.woff2`;
}

/**
 * The core cut from a font: its weight axis narrowed where that makes the file
 * smaller (for a few faces the narrowed outlines take more bytes), and left
 * alone for a face with a single weight, which has no axis to narrow.
 */
async function cutCore(font: Buffer): Promise<Buffer> {
  const whole = await subsetFont(font, CORE_TEXT, { targetFormat: 'woff2' });
  const narrowed = await subsetFont(font, CORE_TEXT, {
    targetFormat: 'woff2',
    variationAxes: { wght: CORE_WEIGHTS },
  }).catch(() => undefined);
  return narrowed && narrowed.length < whole.length ? narrowed : whole;
}

/** The core of a woff2 file, made once and then read from the cache. */
export function coreSubset(file: string, cacheDir = FONT_CACHE_DIR): Promise<Buffer> {
  return cached(cacheDir, coreName(file), () => cutCore(readFileSync(file)));
}

/**
 * The weights a fallback's two local faces stand in for (src/theme/font-fallbacks.ts):
 * text at the regular weight, and headings and buttons at the local bold's.
 */
const MEASURED_AT = { regular: 400, bold: 700 };

/** Every character of the Latin files, so the width sample (capsize's weighted letters) finds each glyph. */
const LATIN_TEXT = String.fromCodePoint(...Array.from({ length: 0x100 - 0x20 }, (_, i) => 0x20 + i)) + CORE_TEXT;

/** A font's widths and heights at one weight: a variable font pinned there, a single-weight font as it is. */
async function metricsAt(sfnt: Buffer, weight: number) {
  const variable = 'wght' in new Face(new Blob(sfnt)).getAxisInfos();
  if (!variable) return fromBuffer(sfnt);
  return fromBuffer(await subsetFont(sfnt, LATIN_TEXT, { targetFormat: 'truetype', variationAxes: { wght: weight } }));
}

/**
 * The proportions of a woff2 file, read from the file at build time: its
 * line metrics (ascent, descent, line gap, units per em, cap and x heights)
 * and its average width over English text (capsize's weighting, the one its
 * table of local fonts is measured with) at the regular weight and at bold.
 * A variable font is pinned at each weight; a font of one weight gives its
 * own width for both, so a semi-bold heading face is measured as it is drawn.
 */
export async function fontMetrics(file: string): Promise<FaceMetrics> {
  // The Latin characters as a plain font file, which harfbuzzjs reads (it reads no woff2).
  const sfnt = await subsetFont(readFileSync(file), LATIN_TEXT, { targetFormat: 'truetype' });
  const [regular, bold] = await Promise.all([metricsAt(sfnt, MEASURED_AT.regular), metricsAt(sfnt, MEASURED_AT.bold)]);
  const { ascent, descent, lineGap, unitsPerEm, capHeight, xHeight } = regular;
  return {
    ascent,
    descent,
    lineGap,
    unitsPerEm,
    capHeight,
    xHeight,
    xWidthAvg: regular.xWidthAvg,
    boldXWidthAvg: bold.xWidthAvg,
  };
}

/** The metrics of a font file, read once and then kept beside its core in the cache. */
function cachedMetrics(file: string, cacheDir = FONT_CACHE_DIR): Promise<FaceMetrics> {
  const hash = createHash('sha256')
    .update(readFileSync(file))
    .update(LATIN_TEXT)
    .update(JSON.stringify(MEASURED_AT))
    .digest('hex');
  const key = `${basename(file, '.woff2')}-metrics-${hash.slice(0, 8)}.json`;
  return cached(cacheDir, key, async () => Buffer.from(JSON.stringify(await fontMetrics(file)))).then(
    (bytes) => JSON.parse(bytes.toString('utf8')) as FaceMetrics,
  );
}

export function fontsPlugin(): Plugin {
  let serving = false;
  let base = '/';
  return {
    name: 'site-fonts',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
      base = config.base;
    },
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return undefined;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      if (!resolved) this.error(`The font ${source} was not found.`);
      return PREFIX + resolved.id;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return undefined;
      const file = id.slice(PREFIX.length);
      const full = `import full from ${JSON.stringify(`${file}?url`)};`;
      const metrics = await cachedMetrics(file).catch((error: Error) =>
        this.error(`The proportions of the font ${file} could not be read: ${error.message}`),
      );
      const proportions = `metrics: ${JSON.stringify(metrics)}`;
      if (serving) return `${full}\nexport default { full, core: full, ${proportions} };`;
      const name = coreName(file);
      // The browser bundle writes the file; the server bundle only needs its name.
      if (this.environment?.name !== 'ssr') {
        const core = await coreSubset(file).catch((error: Error) =>
          this.error(`The core of the font ${file} could not be made: ${error.message}`),
        );
        this.emitFile({ type: 'asset', fileName: `assets/${name}`, source: core });
      }
      return `${full}\nexport default { full, core: ${JSON.stringify(`${base}assets/${name}`)}, ${proportions} };`;
    },
  };
}
