/**
 * The studio's portfolio shows each demo by a capture of its first screen.
 * A capture's file name carries a fingerprint of what that screen is made of
 * (the demo's theme and name, its home page's opening section and the
 * pictures that section shows), so a demo whose colours, fonts, hero or hero
 * picture change no longer matches its picture's name, and the check says to
 * capture it again.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { findSiteDirs } from '../content/load.ts';

export interface DemoSite {
  /** The site's folder name, which starts its capture's file name. */
  folder: string;
  basePath: string;
  fingerprint: string;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

/**
 * What the screen shows: a picture's alt text is heard, not seen, and the
 * theme's section headings stand below the hero, so changing either needs no
 * new capture.
 */
const seen = (key: string, value: unknown) => (key === 'alt' || key === 'headings' ? undefined : value);

/** The files of the pictures a section shows (a redrawn picture keeps its name), by their names in the section. */
function picturesOf(section: unknown, imagesDir: string): Record<string, string> {
  const found: Record<string, string> = {};
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const { src } = value as { src?: unknown };
      const file = typeof src === 'string' ? join(imagesDir, src) : '';
      if (file && existsSync(file))
        found[src as string] = createHash('sha256').update(readFileSync(file)).digest('hex');
      Object.values(value).forEach(visit);
    }
  };
  visit(section);
  return found;
}

/** Every site of the content but the studio's own (the one at "/"), with its fingerprint. */
export function demoSites(contentDir: string): DemoSite[] {
  return findSiteDirs(contentDir).flatMap((dir) => {
    const site = readJson(join(dir, 'site.json'));
    if (site.basePath === '/') return [];
    const home = readJson(join(dir, 'pages', 'home.json'));
    const hero = (home.blocks as unknown[] | undefined)?.[0];
    const firstScreen = { name: site.name, theme: site.theme, hero, pictures: picturesOf(hero, join(dir, 'images')) };
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
