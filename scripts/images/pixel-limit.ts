import { ALL_WIDTHS } from './plan.ts';

/**
 * The most pixels a picture may have, for the checker, the editor and the
 * build alike. 50 megapixels (8,160 × 6,120, more than most phone and camera
 * photos) stays within the build's memory budget of 1 GB: measured on two
 * cores, the build's fifteen hero variants of such a picture, two at a time,
 * peak at about 0.4 GB for a JPEG (5 s) and 0.7 GB for a detailed PNG (70 s),
 * while a 16,000 × 16,000 PNG (256 megapixels) took 875 MB and a minute.
 */
export const MAX_PIXELS = 50_000_000;

export const tooManyPixels = (width: number, height: number) => width * height > MAX_PIXELS;

/** The size a picture is scaled down to so it fits the limit, keeping its proportions. */
export function fittingSize(width: number, height: number): { width: number; height: number } {
  if (!tooManyPixels(width, height)) return { width, height };
  const scale = Math.sqrt(MAX_PIXELS / (width * height));
  return { width: Math.floor(width * scale), height: Math.floor(height * scale) };
}

const WIDEST = Math.max(...ALL_WIDTHS);

/** The sentence and hint for a picture over the limit. */
export function pixelLimitMessage(name: string, width: number, height: number): { message: string; hint: string } {
  const fit = fittingSize(width, height);
  return {
    message: `The picture "${name}" is ${width} × ${height} pixels (${Math.round((width * height) / 1e6)} megapixels); pictures may have at most ${MAX_PIXELS / 1e6} megapixels.`,
    hint: `Make it smaller in an image editor (for example ${fit.width} × ${fit.height} pixels, or any size up to ${WIDEST} pixels wide, the widest any page shows it) and save it again, or upload it through the editor, which scales it down for you.`,
  };
}
