/**
 * What the first visit to a page transfers: the gzipped HTML, the JavaScript
 * it starts with, and its pictures as sent (SVG gzipped, other formats as they are).
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

const PICTURE = /<img[^>]+src="(\/media\/[^"]+)"/g;

export function weighPage(site: BuiltSite, route: string, file: string): PageWeight {
  const html = readFileSync(file, 'utf8');
  const scripts = initialScripts(site, html);
  const js = scripts.reduce((sum, url) => sum + site.gzipSize(url), 0);
  const pictureUrls = new Set([...html.matchAll(PICTURE)].map((match) => match[1]));
  const pictures = [...pictureUrls].reduce((sum, url) => sum + (url.endsWith('.svg') ? site.gzipSize(url) : site.size(url)), 0);
  const htmlGzipped = gzipSync(html).length;
  return { route, scripts, html: htmlGzipped, js, pictures, total: htmlGzipped + js + pictures };
}
