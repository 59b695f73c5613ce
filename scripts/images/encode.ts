import sharp from 'sharp';
import { MAX_PIXELS } from './pixel-limit.ts';
import type { OutputFormat } from './plan.ts';

/**
 * Encoder settings, chosen for photos: qualities at which artefacts stay hard
 * to see on a hero. AVIF's effort stays at 3: it makes files about 14%
 * smaller than 2 in the same time, while 4 and above take about five times
 * as long (seconds per picture on a two-core machine) for 5% less.
 * Part of every cache key, so changing one re-encodes what it affects.
 */
export const ENCODER_SETTINGS = {
  avif: { quality: 50, effort: 3 },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 74, mozjpeg: true },
  png: { compressionLevel: 9, effort: 7 },
} as const;

/**
 * One variant: turned upright by its EXIF orientation, scaled down to `width`
 * (never up), in `format`. Sharp writes no metadata unless asked, so EXIF,
 * GPS and the like are gone; colours are converted to sRGB.
 */
export function encodeVariant(input: Buffer, width: number, format: OutputFormat): Promise<Buffer> {
  // The checker refuses larger pictures; the limit here keeps a picture that slipped past from costing the build its memory.
  return sharp(input, { failOn: 'error', limitInputPixels: MAX_PIXELS })
    .autoOrient()
    .resize({ width, withoutEnlargement: true })
    .toFormat(format, ENCODER_SETTINGS[format])
    .toBuffer();
}
