/**
 * The picture a share card shows, read through the picture pipeline: a photo
 * at a width the build makes for the page's hero anyway (scripts/images), so
 * the encoding usually comes from the pictures' cache; an SVG as it is. satori
 * takes pictures as data addresses, in PNG, JPEG or SVG, so a WebP or AVIF
 * original is given to it as JPEG.
 */
import { readFileSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import { contentHash } from '../images/cache.ts';
import type { OutputFormat } from '../images/plan.ts';
import { widthsFor } from '../images/plan.ts';
import { probeImage } from '../images/probe.ts';
import { produceVariant } from '../images/variants.ts';
import { findSiteDirs } from '../content/load.ts';
import { CONTENT_DIR } from '../paths.ts';

export interface CardPictureFile {
  file: string;
  /** The hash of its bytes: part of the card's cache key, so a changed picture draws the card again. */
  hash: string;
}

/** A picture of a site's images folder, or undefined when the name leaves the folder or the file cannot be read. */
export function cardPictureFile(imagesDir: string, src: string): CardPictureFile | undefined {
  const file = join(imagesDir, src);
  if (!file.startsWith(join(imagesDir, sep))) return undefined;
  try {
    probeImage(file);
    return { file, hash: contentHash(file) };
  } catch {
    return undefined;
  }
}

let siteDirs: Map<string, string> | undefined;

/** The images folder of a site of the content being built, by the site's id (its folder's name). */
export function siteImagesDir(siteId: string): string | undefined {
  siteDirs ??= new Map(findSiteDirs(CONTENT_DIR).map((dir) => [basename(dir), dir]));
  const dir = siteDirs.get(siteId);
  return dir && join(dir, 'images');
}

/** A picture ready for satori: a data address, and the picture's own size for placing its crop. */
export interface ReadPicture {
  data: string;
  width: number;
  height: number;
}

/** The picture as a data address for satori, about `wanted` pixels wide. */
export async function readCardPicture({ file, hash }: CardPictureFile, wanted: number): Promise<ReadPicture> {
  const probe = probeImage(file);
  const size = { width: probe.width, height: probe.height };
  if (probe.format === 'svg')
    return { data: `data:image/svg+xml;base64,${readFileSync(file).toString('base64')}`, ...size };
  // The smallest width the hero's sizes offer that is at least as wide as wanted.
  const widths = widthsFor('hero', probe.width);
  const width = widths.find((candidate) => candidate >= wanted) ?? widths.at(-1)!;
  const format: OutputFormat = probe.format === 'png' ? 'png' : 'jpeg';
  const bytes = await produceVariant({ siteId: '', name: '', file, hash, width, format });
  return { data: `data:image/${format};base64,${bytes.toString('base64')}`, ...size };
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/**
 * The object-position that keeps `keep` (in percent of the picture) as near
 * the middle of a box as the picture's edges allow, where the picture covers
 * the box: a subject at the far right of a wide scene stays on the card.
 */
export function coverPosition(
  keep: { x: number; y: number },
  picture: { width: number; height: number },
  box: { width: number; height: number },
): string {
  const scale = Math.max(box.width / picture.width, box.height / picture.height);
  const along = (point: number, natural: number, room: number) => {
    const spare = room - natural * scale;
    // A side the picture fits exactly has nothing to place.
    if (spare > -0.5) return 50;
    return Math.round(clamp((room / 2 - (point / 100) * natural * scale) / spare, 0, 1) * 1000) / 10;
  };
  return `${along(keep.x, picture.width, box.width)}% ${along(keep.y, picture.height, box.height)}%`;
}
