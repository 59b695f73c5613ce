/**
 * Each font is served in two parts. The core, made at build time
 * (scripts/vite/fonts-plugin.ts), holds the characters nearly every page
 * uses and is preloaded; the full Latin file holds the rest and is fetched
 * only by a page that shows one of them (an "ö" in a name, say). The browser
 * picks the part by each face's unicode-range, so nothing renders differently.
 */
import type { FaceMetrics } from './font-fallbacks';

/** An inclusive range of code points. */
type Span = readonly [number, number];

const single = (point: number): Span => [point, point];

/**
 * English text, prices and the sites' punctuation: ASCII, the
 * no-break space, © and ·, é (café, entrée, rosé), dashes, curly quotes, the
 * bullet, the ellipsis, € and ™. All of them are in the full Latin file.
 */
const CORE: readonly Span[] = [
  // Control characters have no glyphs, but text can hold them (a line break): never a reason to fetch the full file.
  [0x00, 0x7e],
  ...[0xa0, 0xa9, 0xb7, 0xe9, 0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2026, 0x20ac, 0x2122].map(
    single,
  ),
];

/** fontsource's "latin" subset, the full files the core is cut from. */
const LATIN: readonly Span[] = [
  [0x0000, 0x00ff],
  ...[
    0x0131, 0x02c6, 0x02da, 0x02dc, 0x0304, 0x0308, 0x0329, 0x20ac, 0x2122, 0x2191, 0x2193, 0x2212, 0x2215, 0xfeff,
    0xfffd,
  ].map(single),
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x2000, 0x206f],
];

const pointsOf = (spans: readonly Span[]) =>
  new Set(spans.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i)));

const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');

/** A CSS unicode-range value for a set of code points, runs written as ranges. */
export function unicodeRange(points: Iterable<number>): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let start = 0; start < sorted.length;) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end] + 1) end++;
    runs.push(end === start ? `U+${hex(sorted[start])}` : `U+${hex(sorted[start])}-${hex(sorted[end])}`);
    start = end + 1;
  }
  return runs.join(', ');
}

const CORE_POINTS: ReadonlySet<number> = pointsOf(CORE);

/** The characters of the core, as the subsetter takes them. */
export const CORE_TEXT = String.fromCodePoint(...CORE_POINTS);

/** The core part's range, and the full file's: Latin without the core, so every character has exactly one part. */
export const CORE_RANGE = unicodeRange(CORE_POINTS);
export const REST_RANGE = unicodeRange([...pointsOf(LATIN)].filter((point) => !CORE_POINTS.has(point)));

/** The two files of one font, as an import with `?subset` gives them. */
export interface SubsetFiles {
  core: string;
  full: string;
}

/** What an import with `?subset` gives: the two files, and the font's proportions read from the file. */
export interface FontImport extends SubsetFiles {
  metrics: FaceMetrics;
}
