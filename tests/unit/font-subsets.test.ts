import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import subsetFont from 'subset-font';
import jakartaTable from '@capsizecss/metrics/plusJakartaSans';
import oswaldTable from '@capsizecss/metrics/oswald';
import { CORE_RANGE, CORE_TEXT, REST_RANGE, unicodeRange } from '../../src/theme/font-subsets.ts';
import { coreName, coreSubset, fontMetrics } from '../../scripts/vite/fonts-plugin.ts';

/** Every code point a unicode-range value covers. */
function covered(range: string): number[] {
  return range.split(', ').flatMap((part) => {
    const [from, to = from] = part
      .slice(2)
      .split('-')
      .map((hex) => parseInt(hex, 16));
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
}

describe('the two parts of a font', () => {
  it('writes runs of code points as ranges', () => {
    expect(unicodeRange([0x41, 0x20, 0x42, 0x43, 0xe9, 0x2013, 0x2014])).toBe(
      'U+0020, U+0041-0043, U+00E9, U+2013-2014',
    );
  });

  it('gives every character of the full Latin file to exactly one part', () => {
    const core = covered(CORE_RANGE);
    const rest = covered(REST_RANGE);
    expect(core.filter((point) => rest.includes(point))).toEqual([]);
    // What fontsource's latin files cover: Basic Latin, Latin-1 and the general punctuation block among it.
    for (const point of [0x41, 0xe9, 0xf6, 0xff, 0x152, 0x2014, 0x2030, 0x20ac, 0xfffd]) {
      expect(core.includes(point) || rest.includes(point), `U+${point.toString(16)}`).toBe(true);
    }
    expect(core).toContain('a'.codePointAt(0));
    expect(rest).toContain('ö'.codePointAt(0));
  });
});

describe('the core of a font file', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'font-core-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const file = createRequire(import.meta.url).resolve('@fontsource/oswald/files/oswald-latin-600-normal.woff2');

  it('is a smaller woff2 file, named after its source and kept for the next build', async () => {
    const core = await coreSubset(file, scratch);
    expect(core.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(core.length).toBeLessThan(readFileSync(file).length * 0.8);
    expect(coreName(file)).toMatch(/^oswald-latin-600-normal-core-[0-9a-f]{8}\.woff2$/);
    expect(readdirSync(scratch)).toEqual([coreName(file)]);
    expect((await coreSubset(file, scratch)).equals(core)).toBe(true);
  });

  it("of a variable face keeps only the weights the blocks use where that is smaller, and a single weight's whole", async () => {
    const resolve = createRequire(import.meta.url).resolve;
    const variable = resolve('@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2');
    const wholeAxis = await subsetFont(readFileSync(variable), CORE_TEXT, { targetFormat: 'woff2' });
    expect((await coreSubset(variable, scratch)).length).toBeLessThan(wholeAxis.length * 0.9);
    const single = await subsetFont(readFileSync(file), CORE_TEXT, { targetFormat: 'woff2' });
    expect((await coreSubset(file, scratch)).equals(single)).toBe(true);
  });
});

describe('the proportions of a font file', () => {
  const resolve = createRequire(import.meta.url).resolve;

  it("of a variable face are its regular's at 400, as capsize's table of the family gives them, and wider at bold", async () => {
    const file = resolve('@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2');
    const metrics = await fontMetrics(file);
    const { ascent, descent, lineGap, unitsPerEm, capHeight, xWidthAvg } = jakartaTable;
    expect(metrics).toMatchObject({ ascent, descent, lineGap, unitsPerEm, capHeight, xWidthAvg });
    expect(metrics.boldXWidthAvg).toBeGreaterThan(metrics.xWidthAvg * 1.02);
  });

  it("of a face shipped in one weight are that weight's own: Oswald's semi-bold sets wider than the regular in the table", async () => {
    const metrics = await fontMetrics(resolve('@fontsource/oswald/files/oswald-latin-600-normal.woff2'));
    expect(metrics).toMatchObject({ ascent: oswaldTable.ascent, descent: oswaldTable.descent });
    expect(metrics.xWidthAvg).toBeGreaterThan(oswaldTable.xWidthAvg * 1.05);
    expect(metrics.boldXWidthAvg).toBe(metrics.xWidthAvg);
  });
});
