/**
 * The studio's portfolio shows each demo by a capture of its first screen.
 * A capture's file name carries a fingerprint of what that screen is made of
 * (the demo's theme and name, and its home page's opening section), so a demo
 * whose colours, fonts or hero change no longer matches its picture's name,
 * and the check says to capture it again.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { findSiteDirs } from '../content/load.ts';

export interface DemoSite {
  /** The site's folder name, which starts its capture's file name. */
  folder: string;
  basePath: string;
  fingerprint: string;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

/** What the screen shows: a picture's alt text is heard, not seen, so rewording it needs no new capture. */
const seen = (key: string, value: unknown) => (key === 'alt' ? undefined : value);

/** Every site of the content but the studio's own (the one at "/"), with its fingerprint. */
export function demoSites(contentDir: string): DemoSite[] {
  return findSiteDirs(contentDir).flatMap((dir) => {
    const site = readJson(join(dir, 'site.json'));
    if (site.basePath === '/') return [];
    const home = readJson(join(dir, 'pages', 'home.json'));
    const firstScreen = { name: site.name, theme: site.theme, hero: (home.blocks as unknown[] | undefined)?.[0] };
    const fingerprint = createHash('sha256').update(JSON.stringify(firstScreen, seen)).digest('hex').slice(0, 8);
    return [{ folder: basename(dir), basePath: String(site.basePath), fingerprint }];
  });
}

/** Where a demo's capture lives, inside the studio's images folder. */
export const captureName = (demo: DemoSite) => `demos/${demo.folder}-${demo.fingerprint}.jpg`;

export interface PictureCard {
  src: string;
  /** Where the picture's name is in the page: ["blocks", 1, "cards", 0, "image", "src"]. */
  path: (string | number)[];
  hrefs: string[];
}

function hrefsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hrefsIn);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === 'href' && typeof item === 'string' ? [item] : hrefsIn(item),
  );
}

/** Every object of a page with a picture, with the links inside it: the studio's demo cards among them. */
export function pictureCards(value: unknown, path: (string | number)[] = [], found: PictureCard[] = []): PictureCard[] {
  if (Array.isArray(value)) value.forEach((item, index) => pictureCards(item, [...path, index], found));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const image = record.image as { src?: unknown } | undefined;
    if (typeof image?.src === 'string')
      found.push({ src: image.src, path: [...path, 'image', 'src'], hrefs: hrefsIn(record) });
    for (const [key, item] of Object.entries(record)) pictureCards(item, [...path, key], found);
  }
  return found;
}
