import { PICTURE_SLOTS } from '../../src/blocks/picture-slots.generated.ts';
import { MEDIA_TYPES } from '../media-types.ts';
import type { SourceFormat } from './probe.ts';

/** The encodings the pipeline writes. */
export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export const EXTENSION: Record<OutputFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

/** The media type a variant is offered with ("image/avif"). */
export const typeOfFormat = (format: OutputFormat): string => MEDIA_TYPES[`.${EXTENSION[format]}`];

/**
 * Widths for a picture outside any block, or in a block type that does not
 * declare its own (src/blocks/<type>/pictures.ts): a new block with a picture
 * works before anyone tunes it.
 */
const DEFAULT_WIDTHS: readonly number[] = [480, 960, 1440];

/** Every width the pipeline may write: the development server makes no others on request. */
export const ALL_WIDTHS = new Set([...Object.values(PICTURE_SLOTS).map((slot) => slot.widths), DEFAULT_WIDTHS].flat());

/**
 * The widths to make for a picture `ownWidth` pixels wide shown in `slot`:
 * never wider than the picture itself, whose own width then becomes the largest.
 */
export function widthsFor(slot: string, ownWidth: number): number[] {
  const wanted = Object.hasOwn(PICTURE_SLOTS, slot) ? PICTURE_SLOTS[slot].widths : DEFAULT_WIDTHS;
  const fitting = wanted.filter((width) => width < ownWidth);
  return fitting.length < wanted.length ? [...fitting, ownWidth] : [...fitting];
}

/**
 * The formats a picture is offered in, best first. The last one is the
 * fallback for `<img>`: the original's own format, except for AVIF, whose
 * fallback is WebP so that browsers without AVIF still get a picture.
 */
export function formatsFor(source: Exclude<SourceFormat, 'svg'>): OutputFormat[] {
  const fallback: OutputFormat = source === 'avif' ? 'webp' : source;
  return [...(['avif', 'webp'] as const).filter((format) => format !== fallback), fallback];
}

/**
 * A variant's file name beside the original: "gallery/cut-1.jpg" at 640 px in
 * AVIF is "gallery/cut-1-640.3fa2b1c9.avif". The content hash makes the name
 * change whenever the picture does, so browsers may keep it forever.
 */
export function variantName(src: string, width: number, hash: string, format: OutputFormat): string {
  const stem = src.replace(/\.[^./]+$/, '');
  return `${stem}-${width}.${hash.slice(0, 8)}.${EXTENSION[format]}`;
}

const VARIANT_NAME = /^(.+)-(\d+)\.([0-9a-f]{8})\.(avif|webp|jpg|png)$/;

/** The parts of a variant name, or undefined for any other name. */
export function parseVariantName(
  name: string,
): { stem: string; width: number; hash: string; format: OutputFormat } | undefined {
  const match = VARIANT_NAME.exec(name);
  if (!match) return undefined;
  const format = (Object.keys(EXTENSION) as OutputFormat[]).find((key) => EXTENSION[key] === match[4])!;
  return { stem: match[1], width: Number(match[2]), hash: match[3], format };
}
