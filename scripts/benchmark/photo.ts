import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { findSiteDirs } from '../content/load.ts';

/**
 * A photo-like JPEG such as a phone writes, of about 3 MB at the high quality
 * phones save at: detail at several scales (broad shapes down to fine texture,
 * which is what keeps a real photo heavy even in AVIF) and a little grain, stored sideways with an EXIF orientation tag
 * that turns it upright, so the upright picture is `width` x `height`. The
 * scales are random pixels blown up by sharp, which keeps making one quick.
 */
export async function makePhoto(width = 4000, height = 2667, quality = 95): Promise<Buffer> {
  // Stored as the camera saw it: turned a quarter, `height` wide and `width` high.
  const [storedWidth, storedHeight] = [height, width];
  let seed = 12345;
  const random = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) / 16777216;
  };
  const scales = await Promise.all(
    [
      [400, 0.5],
      [90, 0.3],
      [20, 0.14],
      [5, 0.06],
    ].map(async ([cell, weight]) => {
      const [w, h] = [Math.ceil(storedWidth / cell) + 1, Math.ceil(storedHeight / cell) + 1];
      const coarse = Buffer.from(Array.from({ length: w * h * 3 }, () => Math.floor(random() * 256)));
      const pixels = await sharp(coarse, { raw: { width: w, height: h, channels: 3 } })
        .resize(storedWidth, storedHeight, { fit: 'fill', kernel: 'cubic' })
        .raw()
        .toBuffer();
      return { weight, pixels };
    }),
  );
  const pixels = Buffer.alloc(storedWidth * storedHeight * 3);
  for (let i = 0; i < pixels.length; i++) {
    let value = (random() - 0.5) * 12;
    for (const scale of scales) value += scale.weight * scale.pixels[i];
    pixels[i] = Math.max(0, Math.min(255, value));
  }
  return (
    sharp(pixels, { raw: { width: storedWidth, height: storedHeight, channels: 3 } })
      .jpeg({ quality })
      // Orientation 6: shown turned 90 degrees clockwise. Plus what a phone also writes: who and where.
      .withExif({ IFD0: { Make: 'Phone', Model: 'Camera 1', Artist: 'A. Photographer' } })
      .withMetadata({ orientation: 6 })
      .toBuffer()
  );
}

interface HeroBlock {
  type: string;
  image?: { src: string; alt?: string };
}

/**
 * Make the first hero of the home page of the site at `basePath` (in a copy
 * of the content) show a phone photo of about 3 MB, 4000 x 2667, and return
 * that page's route: the case of a studio putting its client's own photo in.
 */
export async function placePhotoHero(contentDir: string, basePath: string): Promise<string> {
  const siteDir = findSiteDirs(contentDir).find(
    (dir) => (JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8')) as { basePath: string }).basePath === basePath,
  );
  if (!siteDir) throw new Error(`No site with the base path "${basePath}" to put the photo in.`);
  const homeFile = readdirSync(join(siteDir, 'pages'))
    .map((name) => join(siteDir, 'pages', name))
    .find(
      (file) => file.endsWith('.json') && (JSON.parse(readFileSync(file, 'utf8')) as { path: string }).path === '/',
    );
  if (!homeFile) throw new Error(`The site at "${basePath}" has no home page to put the photo in.`);
  const home = JSON.parse(readFileSync(homeFile, 'utf8')) as { blocks: HeroBlock[] };
  const hero = home.blocks.find((block) => block.type === 'hero');
  if (!hero) throw new Error(`The home page of "${basePath}" has no hero to put the photo in.`);
  writeFileSync(join(siteDir, 'images', 'phone-photo.jpg'), await makePhoto());
  hero.image = { src: 'phone-photo.jpg', alt: hero.image?.alt ?? 'A photo taken with a phone' };
  writeFileSync(homeFile, `${JSON.stringify(home, null, 2)}\n`);
  return basePath;
}
