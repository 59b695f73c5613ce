/**
 * What the first visit to a page transfers: the gzipped HTML, the JavaScript
 * it starts with, the fonts it preloads (woff2, sent as they are), and its
 * pictures as sent (SVG gzipped, other formats as they are), each picture in
 * the file a phone would take from its choices.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { initialScripts } from './javascript.ts';
import type { BuiltSite } from './site-files.ts';

export interface PageWeight {
  route: string;
  scripts: string[];
  html: number;
  js: number;
  fonts: number;
  pictures: number;
  total: number;
}

/**
 * Lighthouse's phone: 412 CSS pixels wide at 1.75 device pixels each. Its
 * choice from a `<picture>` is the first format offered, at the smallest width
 * of at least 1.75 times the slot its `sizes` gives at 412 px (the whole
 * screen where a picture has no `sizes`, or one this model cannot read).
 */
const PHONE = { width: 412, ratio: 1.75 };
/** What `rem` is in the sizes the blocks write: the browser's default text size. */
const REM_PX = 16;
const PICTURE = /<picture[^>]*>([\s\S]*?)<\/picture>/g;
const FIRST_SOURCE = /<(?:source|img)\b[^>]*?srcSet="([^"]+)"[^>]*>/;
const SIZES = /sizes="([^"]+)"/;
const IMAGE = /<img[^>]+src="(\/media\/[^"]+)"/g;
const FONT_PRELOAD = /<link rel="preload" href="([^"]+)" as="font"/g;

/** A length of `sizes` in CSS pixels on the phone: "7rem", "50vw", "320px"; undefined for anything else. */
function lengthOnPhone(length: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)(rem|vw|px)$/.exec(length.trim());
  if (!match) return undefined;
  const value = Number(match[1]);
  return match[2] === 'rem' ? value * REM_PX : match[2] === 'vw' ? (value * PHONE.width) / 100 : value;
}

/**
 * How wide a picture is drawn on the phone, in CSS pixels, by its `sizes`
 * ("(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 7rem"): the length
 * of the first entry whose width condition the phone meets.
 */
export function phoneSlot(sizes: string | undefined): number {
  for (const entry of sizes?.split(',') ?? []) {
    const media = /^\s*\((min|max)-width:\s*(\d+)px\)\s*(.+)$/.exec(entry);
    if (!media) return lengthOnPhone(entry) ?? PHONE.width;
    const [, bound, width, length] = media;
    if (bound === 'min' ? PHONE.width >= Number(width) : PHONE.width <= Number(width))
      return lengthOnPhone(length) ?? PHONE.width;
  }
  return PHONE.width;
}

/** The candidate of a `srcset` ("a.avif 640w, b.avif 960w") a phone would fetch for a slot `slot` CSS pixels wide. */
export function phoneChoice(srcset: string, slot = PHONE.width): string {
  const needed = Math.ceil(slot * PHONE.ratio);
  const candidates = srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url, descriptor]) => ({ url, width: Number.parseInt(descriptor ?? '', 10) || 0 }))
    .sort((a, b) => a.width - b.width);
  return (candidates.find((candidate) => candidate.width >= needed) ?? candidates.at(-1)!).url;
}

/** Every picture file a phone fetches for the page: its choice from each `<picture>`, and every other image as it is. */
export function pictureFiles(html: string): Set<string> {
  const files = new Set<string>();
  const outside = html.replace(PICTURE, (_, inside: string) => {
    const source = FIRST_SOURCE.exec(inside);
    if (source) files.add(phoneChoice(source[1], phoneSlot(SIZES.exec(source[0])?.[1])));
    return '';
  });
  for (const match of outside.matchAll(IMAGE)) files.add(match[1]);
  return files;
}

/** The font files a page preloads, each once: what its first visit fetches before any character asks for more. */
export const preloadedFonts = (html: string): string[] => [
  ...new Set([...html.matchAll(FONT_PRELOAD)].map((match) => match[1])),
];

export function weighPage(site: BuiltSite, route: string, file: string): PageWeight {
  const html = readFileSync(file, 'utf8');
  const scripts = initialScripts(site, html);
  const js = scripts.reduce((sum, url) => sum + site.gzipSize(url), 0);
  const pictures = [...pictureFiles(html)].reduce(
    (sum, url) => sum + (url.endsWith('.svg') ? site.gzipSize(url) : site.size(url)),
    0,
  );
  const fonts = preloadedFonts(html).reduce((sum, url) => sum + site.size(url), 0);
  const htmlGzipped = gzipSync(html).length;
  return { route, scripts, html: htmlGzipped, js, fonts, pictures, total: htmlGzipped + js + fonts + pictures };
}
