import { readFileSync } from 'node:fs';
import { imageSize } from 'image-size';
import { whileUnchanged } from './while-unchanged.ts';

/** The kinds of picture a site may use; everything but SVG goes through the pipeline. */
export type SourceFormat = 'svg' | 'jpeg' | 'png' | 'webp' | 'avif';

export interface Probe {
  format: SourceFormat;
  /** Upright size in pixels: EXIF orientations that turn the picture a quarter swap the two. */
  width: number;
  height: number;
}

const SVG_START = /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/;
const SIZELESS_SVG = 'it does not say how wide and high it is (an SVG needs width and height, or a viewBox)';

const FORMATS: Record<string, SourceFormat> = { svg: 'svg', jpg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif' };

/**
 * Size and format read from the file's own header (synchronous, so the
 * validator can use it too). Throws a plain sentence when the file is not a
 * picture of a supported kind. Kept while the file is unchanged: a picture
 * used on every page of a site is read once per build, not once per page.
 */
export const probeImage: (file: string) => Probe = whileUnchanged((file) => readProbe(readFileSync(file)));

function readProbe(bytes: Buffer): Probe {
  let result: ReturnType<typeof imageSize>;
  try {
    result = imageSize(bytes);
  } catch {
    if (SVG_START.test(bytes.subarray(0, 512).toString('utf8'))) throw new Error(SIZELESS_SVG);
    throw new Error('it cannot be read as a picture (the file may be damaged, or not the kind its name says)');
  }
  const format = result.type ? FORMATS[result.type] : undefined;
  if (!format)
    throw new Error(`it is a ${result.type ?? 'unknown'} file; pictures must be SVG, JPEG, PNG, WebP or AVIF`);
  if (!result.width || !result.height) throw new Error(SIZELESS_SVG);
  // EXIF orientations 5 to 8 turn the picture by 90 degrees.
  const turned = (result.orientation ?? 1) >= 5;
  return { format, width: turned ? result.height : result.width, height: turned ? result.width : result.height };
}
