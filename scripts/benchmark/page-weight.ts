/**
 * What the first visit to a page transfers: the gzipped HTML, the JavaScript
 * it starts with, and its pictures as sent (SVG gzipped, other formats as they
 * are), each picture in the file a phone would take from its choices.
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
  pictures: number;
  total: number;
}

/**
 * Lighthouse's phone: 412 CSS pixels wide at 1.75 device pixels each. Its
 * choice from a `<picture>` is the first format offered, at the smallest width
 * of at least this many pixels (pictures span the screen on phones; the few
 * that do not are counted a little heavy).
 */
const PHONE_PIXELS = Math.ceil(412 * 1.75);
const PICTURE = /<picture[^>]*>([\s\S]*?)<\/picture>/g;
const FIRST_SRCSET = /srcSet="([^"]+)"/;
const IMAGE = /<img[^>]+src="(\/media\/[^"]+)"/g;

/** The candidate of a `srcset` ("a.avif 640w, b.avif 960w") a phone would fetch. */
export function phoneChoice(srcset: string): string {
  const candidates = srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url, descriptor]) => ({ url, width: Number.parseInt(descriptor ?? '', 10) || 0 }))
    .sort((a, b) => a.width - b.width);
  return (candidates.find((candidate) => candidate.width >= PHONE_PIXELS) ?? candidates.at(-1)!).url;
}

/** Every picture file a phone fetches for the page: its choice from each `<picture>`, and every other image as it is. */
export function pictureFiles(html: string): Set<string> {
  const files = new Set<string>();
  const outside = html.replace(PICTURE, (_, inside: string) => {
    const srcset = FIRST_SRCSET.exec(inside)?.[1];
    if (srcset) files.add(phoneChoice(srcset));
    return '';
  });
  for (const match of outside.matchAll(IMAGE)) files.add(match[1]);
  return files;
}

export function weighPage(site: BuiltSite, route: string, file: string): PageWeight {
  const html = readFileSync(file, 'utf8');
  const scripts = initialScripts(site, html);
  const js = scripts.reduce((sum, url) => sum + site.gzipSize(url), 0);
  const pictures = [...pictureFiles(html)].reduce(
    (sum, url) => sum + (url.endsWith('.svg') ? site.gzipSize(url) : site.size(url)),
    0,
  );
  const htmlGzipped = gzipSync(html).length;
  return { route, scripts, html: htmlGzipped, js, pictures, total: htmlGzipped + js + pictures };
}
