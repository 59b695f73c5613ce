import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { findSiteDirs } from '../content/load.ts';

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
  const siteDir = findSiteDirs(contentDir).find((dir) => (JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8')) as { basePath: string }).basePath === basePath);
  if (!siteDir) throw new Error(`No site with the base path "${basePath}" to put the photo in.`);
  const homeFile = readdirSync(join(siteDir, 'pages'))
    .map((name) => join(siteDir, 'pages', name))
    .find((file) => file.endsWith('.json') && (JSON.parse(readFileSync(file, 'utf8')) as { path: string }).path === '/');
  if (!homeFile) throw new Error(`The site at "${basePath}" has no home page to put the photo in.`);
  const home = JSON.parse(readFileSync(homeFile, 'utf8')) as { blocks: HeroBlock[] };
  const hero = home.blocks.find((block) => block.type === 'hero');
  if (!hero) throw new Error(`The home page of "${basePath}" has no hero to put the photo in.`);
  writeFileSync(join(siteDir, 'images', 'phone-photo.jpg'), await makePhoto());
  hero.image = { src: 'phone-photo.jpg', alt: hero.image?.alt ?? 'A photo taken with a phone' };
  writeFileSync(homeFile, `${JSON.stringify(home, null, 2)}\n`);
  return basePath;
}
