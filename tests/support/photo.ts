import sharp from 'sharp';

/**
 * A photo-like JPEG such as a phone writes: gradients and grain (grain is what
 * makes real photos heavy), stored sideways with an EXIF orientation tag that
 * turns it upright, so the upright picture is `width` x `height`.
 */
export async function makePhoto(width = 4000, height = 2667, quality = 88): Promise<Buffer> {
  // Stored as the camera saw it: turned a quarter, `height` wide and `width` high.
  const storedWidth = height;
  const storedHeight = width;
  const pixels = Buffer.alloc(storedWidth * storedHeight * 3);
  let seed = 12345;
  const grain = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return ((seed >>> 16) & 0xff) - 128;
  };
  for (let y = 0; y < storedHeight; y++) {
    for (let x = 0; x < storedWidth; x++) {
      const i = (y * storedWidth + x) * 3;
      const u = x / storedWidth;
      const v = y / storedHeight;
      const noise = grain() * 0.13;
      pixels[i] = Math.max(0, Math.min(255, 40 + 180 * v + 30 * Math.sin(u * 9) + noise));
      pixels[i + 1] = Math.max(0, Math.min(255, 90 + 100 * u * v + noise));
      pixels[i + 2] = Math.max(0, Math.min(255, 200 - 150 * u + 25 * Math.cos(v * 13) + noise));
    }
  }
  return sharp(pixels, { raw: { width: storedWidth, height: storedHeight, channels: 3 } })
    .jpeg({ quality })
    // Orientation 6: shown turned 90 degrees clockwise. Plus what a phone also writes: who and where.
    .withExif({ IFD0: { Make: 'Phone', Model: 'Camera 1', Artist: 'A. Photographer' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}
