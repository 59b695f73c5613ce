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

/** The picture as a data address for satori, about `wanted` pixels wide. */
export async function readCardPicture({ file, hash }: CardPictureFile, wanted: number): Promise<string> {
  const probe = probeImage(file);
  if (probe.format === 'svg') return `data:image/svg+xml;base64,${readFileSync(file).toString('base64')}`;
  // The smallest width the hero's sizes offer that is at least as wide as wanted.
  const widths = widthsFor('hero', probe.width);
  const width = widths.find((candidate) => candidate >= wanted) ?? widths.at(-1)!;
  const format: OutputFormat = probe.format === 'png' ? 'png' : 'jpeg';
  const bytes = await produceVariant({ siteId: '', name: '', file, hash, width, format });
  return `data:image/${format};base64,${bytes.toString('base64')}`;
}
