/**
 * The picture pipeline: sizes read from files, the plan of widths and formats,
 * encoding (upright, no metadata, never upscaled) and the cache.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { attachSources } from '../../scripts/images/attach.ts';
import { cached, pruneCache, UNUSED_DAYS_KEPT } from '../../scripts/images/cache.ts';
import { encodeVariant } from '../../scripts/images/encode.ts';
import { formatsFor, parseVariantName, variantName, widthsFor } from '../../scripts/images/plan.ts';
import { probeImage } from '../../scripts/images/probe.ts';
import { produceVariant, planPicture } from '../../scripts/images/variants.ts';
import type { ImageWithSources } from '../../src/content/picture.ts';

const work = mkdtempSync(join(tmpdir(), 'pictures-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A picture stored `width` x `height`, left half red and right half blue, optionally with an EXIF orientation. */
async function halves(width: number, height: number, orientation?: number): Promise<Buffer> {
  const half = { width: width / 2, height, channels: 3 as const };
  let image = sharp({ create: { width, height, channels: 3, background: '#0000ff' } })
    .composite([{ input: { create: { ...half, background: '#ff0000' } }, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .withExif({ IFD0: { Artist: 'Somebody', Copyright: 'Somebody 2026' } });
  if (orientation) image = image.withMetadata({ orientation });
  return image.toBuffer();
}

function save(name: string, data: Buffer | string): string {
  const file = join(work, name);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, data);
  return file;
}

describe('probeImage', () => {
  it('reads the size and format of each kind of picture', async () => {
    const base = sharp({ create: { width: 30, height: 20, channels: 3, background: '#888' } });
    expect(probeImage(save('a.jpg', await base.clone().jpeg().toBuffer()))).toEqual({
      format: 'jpeg',
      width: 30,
      height: 20,
    });
    expect(probeImage(save('a.png', await base.clone().png().toBuffer()))).toEqual({
      format: 'png',
      width: 30,
      height: 20,
    });
    expect(probeImage(save('a.webp', await base.clone().webp().toBuffer()))).toEqual({
      format: 'webp',
      width: 30,
      height: 20,
    });
    expect(probeImage(save('a.avif', await base.clone().avif().toBuffer()))).toEqual({
      format: 'avif',
      width: 30,
      height: 20,
    });
  });

  it('gives the upright size of a photo whose EXIF orientation turns it', async () => {
    expect(probeImage(save('turned.jpg', await halves(40, 20, 6)))).toEqual({ format: 'jpeg', width: 20, height: 40 });
    expect(probeImage(save('flipped.jpg', await halves(40, 20, 3)))).toEqual({ format: 'jpeg', width: 40, height: 20 });
  });

  it('reads an SVG from its width and height, or from its viewBox', () => {
    expect(probeImage(save('sized.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"/>'))).toEqual({
      format: 'svg',
      width: 160,
      height: 90,
    });
    expect(probeImage(save('boxed.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900"/>'))).toEqual({
      format: 'svg',
      width: 1600,
      height: 900,
    });
  });

  it('explains in a sentence when a file is not a usable picture', () => {
    expect(() => probeImage(save('broken.jpg', 'not a picture at all'))).toThrow(/cannot be read as a picture/);
    expect(() => probeImage(save('sizeless.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'))).toThrow(
      /width and height, or a viewBox/,
    );
  });
});

describe('the plan', () => {
  it('never plans a width above the picture’s own, and ends on its own width when the slot wants more', () => {
    expect(widthsFor('hero', 4000).every((w) => w < 4000)).toBe(true);
    const small = widthsFor('hero', 1000);
    expect(small.at(-1)).toBe(1000);
    expect(small.every((w) => w <= 1000)).toBe(true);
    expect(widthsFor('hero', 300)).toEqual([300]);
  });

  it('gives every slot, including block types it has never heard of, rising widths', () => {
    for (const slot of ['hero', 'gallery', 'card-grid', 'team', 'text', 'a-future-block']) {
      const widths = widthsFor(slot, 10_000);
      expect(widths.length, slot).toBeGreaterThan(0);
      expect(
        [...widths].sort((a, b) => a - b),
        slot,
      ).toEqual(widths);
    }
  });

  it('offers AVIF and WebP before a fallback in the original format (WebP for AVIF originals)', () => {
    expect(formatsFor('jpeg')).toEqual(['avif', 'webp', 'jpeg']);
    expect(formatsFor('png')).toEqual(['avif', 'webp', 'png']);
    expect(formatsFor('webp')).toEqual(['avif', 'webp']);
    expect(formatsFor('avif')).toEqual(['avif', 'webp']);
  });

  it('names variants so the name can be read back', () => {
    const name = variantName('gallery/cut-1.jpg', 640, 'abcdef0123456789', 'avif');
    expect(name).toBe('gallery/cut-1-640.abcdef01.avif');
    expect(parseVariantName(name)).toEqual({ stem: 'gallery/cut-1', width: 640, hash: 'abcdef01', format: 'avif' });
    expect(parseVariantName('gallery/cut-1.jpg')).toBeUndefined();
  });
});

describe('encoding', () => {
  it('turns the picture upright by its EXIF orientation', async () => {
    // Stored 40 x 20 with red on the left; orientation 6 shows it turned clockwise, so red ends on top.
    const out = await encodeVariant(await halves(40, 20, 6), 20, 'png');
    const { data, info } = await sharp(out).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([20, 40]);
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    expect(pixel(10, 5)[0]).toBeGreaterThan(200);
    expect(pixel(10, 5)[2]).toBeLessThan(60);
    expect(pixel(10, 35)[2]).toBeGreaterThan(200);
    expect(pixel(10, 35)[0]).toBeLessThan(60);
  });

  it('strips EXIF and every other kind of metadata', async () => {
    const original = await halves(40, 20, 6);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    for (const format of ['avif', 'webp', 'jpeg', 'png'] as const) {
      const meta = await sharp(await encodeVariant(original, 20, format)).metadata();
      expect(meta.exif, format).toBeUndefined();
      expect(meta.xmp, format).toBeUndefined();
      expect(meta.iptc, format).toBeUndefined();
      expect(meta.orientation ?? 1, format).toBe(1);
    }
  });

  it('never makes a picture larger than it is', async () => {
    const meta = await sharp(await encodeVariant(await halves(40, 20), 400, 'webp')).metadata();
    expect([meta.width, meta.height]).toEqual([40, 20]);
  });
});

describe('the cache', () => {
  it('makes a variant once, then reads it back, and leaves no temporary file', async () => {
    const dir = join(work, 'cache-once');
    let made = 0;
    const make = async () => {
      made += 1;
      return Buffer.from('variant bytes');
    };
    const [first, second] = await Promise.all([cached(dir, 'key.webp', make), cached(dir, 'key.webp', make)]);
    const third = await cached(dir, 'key.webp', make);
    expect(made).toBe(1);
    expect([first, second, third].map(String)).toEqual(['variant bytes', 'variant bytes', 'variant bytes']);
    expect(readdirSync(dir)).toEqual(['key.webp']);
  });

  it('re-uses an encoded variant in a later build with the same picture', async () => {
    const imagesDir = join(work, 'cache-site', 'images');
    save('cache-site/images/photo.jpg', await halves(1200, 800));
    const cacheDir = join(work, 'cache-variants');
    const { variants } = planPicture('site', imagesDir, 'photo.jpg', 'card-grid');
    const first = await produceVariant(variants[0], cacheDir);
    expect(readdirSync(cacheDir)).toHaveLength(1);
    // The cached file is what a later build returns, without encoding again.
    writeFileSync(join(cacheDir, readdirSync(cacheDir)[0]), Buffer.from('from the cache'));
    expect(String(await produceVariant(variants[0], cacheDir))).toBe('from the cache');
    expect(first.length).toBeGreaterThan(0);
  });

  it('drops what no build has used for a month, and keeps what a build read since', async () => {
    const dir = join(work, 'cache-pruned');
    mkdirSync(dir, { recursive: true });
    const day = 24 * 60 * 60 * 1000;
    const aged = (name: string, days: number) => {
      writeFileSync(join(dir, name), name);
      const then = new Date(Date.now() - days * day);
      utimesSync(join(dir, name), then, then);
    };
    aged('stale.png', UNUSED_DAYS_KEPT + 1);
    aged('recent.png', UNUSED_DAYS_KEPT - 1);
    aged('read-again.png', UNUSED_DAYS_KEPT + 5);
    // A build asks for an old file: reading it counts as a use.
    expect(String(await cached(dir, 'read-again.png', async () => Buffer.from('made')))).toBe('read-again.png');
    expect(pruneCache(dir)).toBe(1);
    expect(readdirSync(dir).sort()).toEqual(['read-again.png', 'recent.png']);
    expect(pruneCache(join(work, 'no-such-cache'))).toBe(0);
  });

  it('keys variants by content, so an edited picture is made anew', async () => {
    const imagesDir = join(work, 'edited', 'images');
    save('edited/images/photo.jpg', await halves(800, 400));
    const before = planPicture('site', imagesDir, 'photo.jpg', 'hero').variants[0];
    save('edited/images/photo.jpg', await halves(800, 600));
    const after = planPicture('site', imagesDir, 'photo.jpg', 'hero').variants[0];
    expect(after.hash).not.toBe(before.hash);
    expect(after.name).not.toBe(before.name);
  });
});

describe('attachSources', () => {
  it('gives each picture of a document its sizes, formats and srcsets for its block’s slot', async () => {
    const dir = join(work, 'bakery');
    save('bakery/images/hero.jpg', await halves(2400, 1600, 6));
    save('bakery/images/loaf.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"/>');
    const heroImage: ImageWithSources = { src: 'hero.jpg', alt: 'Bread' };
    const loafImage: ImageWithSources = { src: 'loaf.svg', alt: 'A loaf' };
    const missingImage: ImageWithSources = { src: 'missing.jpg', alt: 'x' };
    const page = {
      blocks: [
        { type: 'hero', heading: 'Bread', image: heroImage },
        {
          type: 'gallery',
          items: [
            { title: 'Loaf', image: loafImage },
            { title: 'Gone', image: missingImage },
          ],
        },
      ],
    };
    const variants = attachSources(page, { id: 'bakery', dir });

    const hero = heroImage.sources!;
    // Stored 2400 x 1600 and turned upright by its orientation.
    expect([hero.width, hero.height]).toEqual([1600, 2400]);
    expect(hero.formats.map((f) => f.type)).toEqual(['image/avif', 'image/webp']);
    expect(hero.fallback.type).toBe('image/jpeg');
    expect(hero.fallback.srcset).toMatch(
      /^\/media\/bakery\/hero-\d+\.[0-9a-f]{8}\.jpg \d+w(, \/media\/bakery\/hero-\d+\.[0-9a-f]{8}\.jpg \d+w)*$/,
    );
    const widths = hero.formats[0].srcset.split(', ').map((entry) => Number(entry.split(' ')[1].slice(0, -1)));
    expect(widths).toEqual(widthsFor('hero', 1600));
    expect(hero.fallback.src).toBe(
      `/media/bakery/${variants.find((v) => v.format === 'jpeg' && v.width === 1600)!.name}`,
    );
    expect(variants).toHaveLength(widths.length * 3);

    const loaf = loafImage.sources;
    expect(loaf).toEqual({
      width: 800,
      height: 600,
      formats: [],
      fallback: { type: 'image/svg+xml', srcset: '/media/bakery/loaf.svg', src: '/media/bakery/loaf.svg' },
    });
    // A missing file is validation's to report; the document is left as it is.
    expect(missingImage).toEqual({ src: 'missing.jpg', alt: 'x' });
  });
});

describe('a damaged photo', () => {
  it('fails with a message that names the file', async () => {
    const whole = await halves(400, 200);
    const file = save('damaged/images/cut.jpg', whole.subarray(0, Math.floor(whole.length / 2)));
    const [variant] = planPicture('site', join(work, 'damaged', 'images'), 'cut.jpg', 'hero').variants;
    await expect(produceVariant(variant, join(work, 'damaged-cache'))).rejects.toThrow(
      `The picture ${file} could not be converted`,
    );
  });
});
