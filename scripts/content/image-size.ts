import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eachImage, type ImageObject } from '../images/each-image.ts';
import { pixelLimitMessage, tooManyPixels } from '../images/pixel-limit.ts';
import { probeImage, type Probe } from '../images/probe.ts';
import type { ReadableSite } from './readable.ts';
import { isFlawed } from './readable.ts';
import type { Report } from './routes.ts';

/** "1200 × 800" */
const size = (width: number | string, height: number | string) => `${width} × ${height}`;

/** How the stated numbers read in a sentence: both, or the one that is there. */
function stated({ width, height }: ImageObject): string {
  if (width !== undefined && height !== undefined) return `"width" and "height" say ${size(width, height)}`;
  return width !== undefined ? `"width" says ${width}` : `"height" says ${height}`;
}

/** A photo's numbers must be its pixels; an SVG scales, so only its proportions must hold. */
function isWrong(image: ImageObject, real: Probe): boolean {
  const { width, height } = image;
  if (real.format !== 'svg')
    return (width !== undefined && width !== real.width) || (height !== undefined && height !== real.height);
  if (width === undefined || height === undefined) return false;
  return Math.abs(width / height / (real.width / real.height) - 1) > 0.01;
}

/**
 * Pictures that cannot be read, and stated widths and heights that are not
 * the file's own. Missing files are reported by the image check beside this one.
 */
export function checkImageSizes(entry: ReadableSite, report: Report): void {
  const imagesDir = join(entry.source.dir, 'images');
  for (const { source: file } of entry.pages) {
    eachImage(file.data, (image, _slot, path) => {
      if (isFlawed(entry, file.file, path)) return;
      const picture = join(imagesDir, image.src);
      if (!existsSync(picture)) return;
      let real: Probe;
      try {
        real = probeImage(picture);
      } catch (error) {
        report(
          file,
          [...path, 'src'],
          'unreadable-picture',
          `The picture "${image.src}" cannot be used: ${(error as Error).message}.`,
          'Open it in an image editor and save it again as JPEG, PNG, WebP or AVIF.',
        );
        return;
      }
      if (real.format !== 'svg' && tooManyPixels(real.width, real.height)) {
        const { message, hint } = pixelLimitMessage(image.src, real.width, real.height);
        report(file, [...path, 'src'], 'picture-too-large', message, hint);
        return;
      }
      if (!isWrong(image, real)) return;
      const at = [...path, image.width !== undefined ? 'width' : 'height'];
      if (real.format === 'svg') {
        const keep = image.width
          ? size(image.width, Math.round((image.width * real.height) / real.width))
          : size(real.width, real.height);
        report(
          file,
          at,
          'wrong-image-size',
          `The picture "${image.src}" is ${size(real.width, real.height)} in shape, but ${stated(image)}, which would stretch it.`,
          `Remove "width" and "height" (they are read from the file), or keep its proportions, for example ${keep}.`,
        );
      } else {
        report(
          file,
          at,
          'wrong-image-size',
          `The picture "${image.src}" is ${size(real.width, real.height)} pixels, but ${stated(image)}.`,
          `Remove "width" and "height" (they are read from the file), or write ${real.width} and ${real.height}.`,
        );
      }
    });
  }
}
