import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { PictureSources } from '../../src/content/picture.ts';
import { mediaUrl } from '../../src/content/media.ts';
import { PICTURE_CACHE_DIR } from '../paths.ts';
import { cached, contentHash } from './cache.ts';
import { encodeVariant, ENCODER_SETTINGS } from './encode.ts';
import { MEDIA_TYPES } from '../media-types.ts';
import { pixelLimitMessage, tooManyPixels } from './pixel-limit.ts';
import { formatsFor, typeOfFormat, variantName, widthsFor, type OutputFormat } from './plan.ts';
import { probeImage } from './probe.ts';

/** One file the pipeline writes: `name` inside the site's media folder. */
export interface Variant {
  siteId: string;
  name: string;
  /** The original picture it is made from. */
  file: string;
  hash: string;
  width: number;
  format: OutputFormat;
}

export interface PicturePlan {
  sources: PictureSources;
  /** Empty for SVG, which is served as it is. */
  variants: Variant[];
}

/**
 * What a picture becomes in one slot: the sizes and formats to offer (the
 * `sources` the renderer reads) and the files that takes. Reads only the
 * file's header and hash; nothing is encoded here.
 */
export function planPicture(siteId: string, imagesDir: string, src: string, slot: string): PicturePlan {
  const file = join(imagesDir, src);
  if (!file.startsWith(join(imagesDir, sep))) throw new Error(`"${src}" is outside the images folder`);
  const { format: original, width, height } = probeImage(file);
  if (original === 'svg') {
    const url = mediaUrl(siteId, src);
    return {
      sources: { width, height, formats: [], fallback: { type: MEDIA_TYPES['.svg'], srcset: url, src: url } },
      variants: [],
    };
  }
  const hash = contentHash(file);
  const widths = widthsFor(slot, width);
  const variants = formatsFor(original).flatMap((format) =>
    widths.map((w): Variant => ({ siteId, name: variantName(src, w, hash, format), file, hash, width: w, format })),
  );
  const encodings = formatsFor(original).map((format) => {
    const own = variants.filter((variant) => variant.format === format);
    return {
      type: typeOfFormat(format),
      srcset: own.map((v) => `${mediaUrl(siteId, v.name)} ${v.width}w`).join(', '),
      largest: own.at(-1)!,
    };
  });
  const fallback = encodings.pop()!;
  return {
    sources: {
      width,
      height,
      formats: encodings.map(({ type, srcset }) => ({ type, srcset })),
      // The largest fallback is what a browser that reads no srcset at all shows.
      fallback: { type: fallback.type, srcset: fallback.srcset, src: mediaUrl(siteId, fallback.largest.name) },
    },
    variants,
  };
}

/** Changes whenever an encoder setting does, so old variants are not reused with new settings. */
const SETTINGS_KEY = createHash('sha256').update(JSON.stringify(ENCODER_SETTINGS)).digest('hex').slice(0, 8);

/** The bytes of one variant, from the cache when this picture was made before with these settings. */
export function produceVariant(variant: Variant, cacheDir = PICTURE_CACHE_DIR): Promise<Buffer> {
  const key = `${variant.hash}-${variant.width}-${SETTINGS_KEY}.${variant.format}`;
  return cached(cacheDir, key, async () => {
    // A picture that slipped past the checker (npm run dev, say) is refused by its header, before any pixel is decoded.
    const { width, height } = probeImage(variant.file);
    if (tooManyPixels(width, height)) {
      const { message, hint } = pixelLimitMessage(variant.file, width, height);
      throw new Error(`${message} ${hint}`);
    }
    try {
      return await encodeVariant(readFileSync(variant.file), variant.width, variant.format);
    } catch (error) {
      // Sharp's own words name no file; a damaged photo must be easy to find.
      throw new Error(
        `The picture ${variant.file} could not be converted to ${variant.format} at ${variant.width} px: ${(error as Error).message}. Open it in an image editor and save it again.`,
        { cause: error },
      );
    }
  });
}
