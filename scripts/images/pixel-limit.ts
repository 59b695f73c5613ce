/**
 * The most pixels a picture may have, for the checker, the editor and the
 * build alike. 50 megapixels (8,192 × 6,144, more than most phone and camera
 * photos) decodes in about 200 MB, so any accepted picture builds within the
 * build's memory budget; pages never show a picture wider than 2,560 px.
 */
export const MAX_PIXELS = 50_000_000;

export const tooManyPixels = (width: number, height: number) => width * height > MAX_PIXELS;

/** The size a picture is scaled down to so it fits the limit, keeping its proportions. */
export function fittingSize(width: number, height: number): { width: number; height: number } {
  if (!tooManyPixels(width, height)) return { width, height };
  const scale = Math.sqrt(MAX_PIXELS / (width * height));
  return { width: Math.floor(width * scale), height: Math.floor(height * scale) };
}

/** The sentence and hint for a picture over the limit. */
export function pixelLimitMessage(name: string, width: number, height: number): { message: string; hint: string } {
  const fit = fittingSize(width, height);
  return {
    message: `The picture "${name}" is ${width} × ${height} pixels (${Math.round((width * height) / 1e6)} megapixels); pictures may have at most ${MAX_PIXELS / 1e6} megapixels.`,
    hint: `Make it smaller in an image editor (for example ${fit.width} × ${fit.height} pixels, or any size up to 2560 pixels wide, which is as large as pages show it) and save it again, or upload it through the editor, which scales it down for you.`,
  };
}
