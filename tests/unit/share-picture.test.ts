import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { coverPosition } from '../../scripts/share/card-picture.ts';
import { drawShareCard, sharePicture } from '../../scripts/share/share-picture.ts';
import { parseHsl } from '../../src/content/color.ts';
import type { PageDocument, SiteDocument } from '../../src/content/types.generated.ts';
import { searchHead } from '../../src/seo/share-tags.ts';
import { shareTagsOf } from '../support/search-data.ts';
import {
  cardPicture,
  entryCardPicture,
  cardTitle,
  shareCard,
  sharePictureFile,
  sharePictureUrl,
  type ShareCard,
} from '../../src/seo/share-card.ts';
import { contrastRatio, hslToRgb } from '../../src/theme/contrast.ts';
import { shareColours } from '../../src/theme/share-colours.ts';

const cacheDir = mkdtempSync(join(tmpdir(), 'share-pictures-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

const site = (colors: Record<string, string>, basePath = '/') =>
  ({
    name: 'Sunny Side Bakery',
    tagline: 'Bread before breakfast.',
    basePath,
    theme: { colors: { secondary: '30 80% 40%', foreground: '0 0% 10%', background: '0 0% 100%', ...colors } },
  }) as unknown as SiteDocument;

const rgbOf = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

describe('share cards', () => {
  it("show the page's own title, without the site's name before or after it", () => {
    const bakery = site({ primary: '210 80% 30%', primaryForeground: '0 0% 100%' });
    expect(cardTitle(bakery, 'About Us | Sunny Side Bakery')).toBe('About Us');
    expect(cardTitle(bakery, 'Sunny Side Bakery | Fresh Bread in Elm Town')).toBe('Fresh Bread in Elm Town');
    expect(cardTitle(bakery, 'Sunny Side Bakery')).toBe('Bread before breakfast.');
  });

  it('set the title on a ground the brand text reads on at 4.5:1, even where the brand colour is pale', () => {
    for (const primary of ['50 100% 60%', '210 80% 30%', '120 60% 55%', '0 0% 100%']) {
      const colours = shareColours(site({ primary, primaryForeground: '0 0% 100%' }).theme.colors);
      expect(contrastRatio(rgbOf(colours.ground), rgbOf(colours.text)), primary).toBeGreaterThanOrEqual(4.5);
    }
    const dark = shareColours(site({ primary: '210 80% 30%', primaryForeground: '0 0% 100%' }).theme.colors);
    // A brand colour that already reads stays as it is.
    expect(rgbOf(dark.ground).map(Math.round)).toEqual(hslToRgb(parseHsl('210 80% 30%')!).map(Math.round));
  });

  it('are published beside their page, with an absolute address under the site', () => {
    const demo = site({ primary: '210 80% 30%', primaryForeground: '0 0% 100%' }, '/demo-bakery');
    expect(sharePictureUrl('https://studio.example', demo, '/')).toBe('https://studio.example/demo-bakery/share.png');
    expect(sharePictureUrl('https://studio.example', demo, '/about')).toBe(
      'https://studio.example/demo-bakery/about/share.png',
    );
    expect(sharePictureFile('/')).toBe('share.png');
    expect(sharePictureFile('/demo-bakery/about')).toBe('demo-bakery/about/share.png');
  });
});

describe('share pictures', () => {
  const bakery = site({ primary: '210 80% 30%', primaryForeground: '0 0% 100%' });
  const card: ShareCard = shareCard(
    bakery,
    'Our Breads | Sunny Side Bakery',
    'https://bakery.example',
    shareColours(bakery.theme.colors),
  );
  let drawn = 0;
  const counted = (shown: ShareCard) => {
    drawn += 1;
    return drawShareCard(shown);
  };

  it('are 1200 x 630 PNGs, drawn once and then read from the cache while their card is the same', async () => {
    const first = await sharePicture(card, cacheDir, counted);
    expect(pngSize(first)).toEqual({ width: 1200, height: 630 });
    expect(drawn).toBe(1);
    const again = await sharePicture({ ...card, colours: { ...card.colours } }, cacheDir, counted);
    expect(drawn).toBe(1);
    expect(again.equals(first)).toBe(true);
    expect(readdirSync(cacheDir).filter((name) => name.endsWith('.png'))).toHaveLength(1);
  }, 60_000);

  it('are drawn again when anything they show changes', async () => {
    const before = drawn;
    await sharePicture({ ...card, title: 'Our Cakes' }, cacheDir, counted);
    await sharePicture({ ...card, fonts: 'classic' }, cacheDir, counted);
    await sharePicture({ ...card, colours: { ...card.colours, ground: '#123456' } }, cacheDir, counted);
    expect(drawn - before).toBe(3);
    expect(readdirSync(cacheDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  }, 60_000);

  it('keep a title of any length inside the picture', async () => {
    const long = await drawShareCard({ ...card, title: 'A very long title '.repeat(12) });
    expect(pngSize(long)).toEqual({ width: 1200, height: 630 });
  }, 60_000);
});

/** A flat picture of one colour, as a PNG. */
const flat = (colour: string, width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** The colour of one pixel of a PNG, as [r, g, b]. */
async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}

describe("a page's own share text and picture", () => {
  const bakery = site({ primary: '210 80% 30%', primaryForeground: '0 0% 100%' });
  const page = {
    path: '/breads',
    title: 'Our Breads | Sunny Side Bakery',
    description: 'Sourdough, rye and seeded loaves baked every morning before the shop opens at seven.',
    blocks: [
      { type: 'hero', layout: 'solid', heading: 'Breads', image: { src: 'banner.png', alt: 'A banner' } },
      { type: 'hero', layout: 'split', heading: 'Breads', image: { src: 'loaves.png', alt: 'Loaves' } },
    ],
  } as unknown as PageDocument;
  const shop = { ...bakery, contact: {}, header: { nav: [] }, footer: { columns: [] } } as unknown as SiteDocument;
  const tagsOf = (shown: PageDocument) =>
    shareTagsOf(searchHead({ site: shop, page: shown, route: '/breads', siteUrl: 'https://bakery.example' }));

  it('replace the title, description and picture words in the share tags, and only those it names', () => {
    const own = tagsOf({
      ...page,
      share: { title: 'Fresh rye today', image: { src: 'share/rye.jpg', alt: 'A rye loaf on a board' } },
    });
    expect(own['og:title']).toBe('Fresh rye today');
    expect(own['og:description']).toBe(page.description);
    expect(own['og:image:alt']).toBe('A rye loaf on a board');
    expect(own['og:image']).toBe('https://bakery.example/breads/share.png');
    expect(
      tagsOf({ ...page, share: { description: 'Rye, all week long, from the wood oven on Elm Street.' } }),
    ).toMatchObject({
      'og:title': page.title,
      'og:description': 'Rye, all week long, from the wood oven on Elm Street.',
    });
    expect(tagsOf(page)['og:title']).toBe(page.title);
  });

  it("show the page's own picture as the whole card, or else the first hero picture the page shows", () => {
    expect(cardPicture('bakery', { ...page, share: { image: { src: 'rye.jpg', alt: 'Rye' } } })).toEqual({
      site: 'bakery',
      src: 'rye.jpg',
      whole: true,
    });
    // The solid hero shows no picture, so the card takes the next hero's, kept where the hero keeps it.
    expect(cardPicture('bakery', page)).toEqual({
      site: 'bakery',
      src: 'loaves.png',
      whole: false,
      keep: { x: 85, y: 50 },
    });
    const subject = { x: 60, y: 20, width: 30, height: 40 };
    const framed = { ...page, blocks: [{ ...page.blocks[1], subject, focus: 'left' }] } as PageDocument;
    expect(cardPicture('bakery', framed)?.keep).toEqual({ x: 75, y: 40 });
    expect(cardPicture('bakery', { ...page, blocks: [page.blocks[0]] })).toBeUndefined();
  });

  it("show an entry's own picture as the whole card, or else its cover or first photo", () => {
    const cover = { src: 'cover.png', alt: 'c' };
    expect(entryCardPicture('s', { image: { src: 'own.png', alt: 'o' }, cover })).toEqual({
      site: 's',
      src: 'own.png',
      whole: true,
    });
    expect(entryCardPicture('s', { cover })).toEqual({ site: 's', src: 'cover.png', whole: false });
    expect(entryCardPicture('s', { photos: [{ src: 'front.svg', alt: 'f' }] })).toEqual({
      site: 's',
      src: 'front.svg',
      whole: false,
    });
    expect(entryCardPicture('s', { title: 'No pictures' })).toBeUndefined();
  });

  it('draw the picture into the card, and draw the card again when the picture changes', async () => {
    const imagesDir = join(cacheDir, 'images');
    mkdirSync(imagesDir, { recursive: true });
    writeFileSync(join(imagesDir, 'loaves.png'), await flat('#ff0000'));
    let count = 0;
    const draw = (shown: ShareCard, picture?: Parameters<typeof drawShareCard>[1]) => {
      count += 1;
      return drawShareCard(shown, picture);
    };
    const beside = shareCard(bakery, 'Breads', 'https://bakery.example', shareColours(bakery.theme.colors), {
      site: 'bakery',
      src: 'loaves.png',
      whole: false,
    });
    const red = await sharePicture(beside, cacheDir, draw, imagesDir);
    expect(pngSize(red)).toEqual({ width: 1200, height: 630 });
    // The hero's picture stands at the card's right end, beside the words.
    expect(await pixel(red, 1100, 300)).toEqual([255, 0, 0]);
    expect(await pixel(red, 40, 300)).not.toEqual([255, 0, 0]);
    await sharePicture(beside, cacheDir, draw, imagesDir);
    expect(count).toBe(1);

    // Same name, new bytes: a new card.
    writeFileSync(join(imagesDir, 'loaves.png'), await flat('#0000ff'));
    const blue = await sharePicture(beside, cacheDir, draw, imagesDir);
    expect(count).toBe(2);
    expect(await pixel(blue, 1100, 300)).toEqual([0, 0, 255]);

    // The page's own picture fills the card.
    const whole = await sharePicture(
      { ...beside, picture: { ...beside.picture!, whole: true } },
      cacheDir,
      draw,
      imagesDir,
    );
    expect(count).toBe(3);
    expect(await pixel(whole, 40, 40)).toEqual([0, 0, 255]);

    // A picture that is not there leaves the card without one, rather than failing the build.
    const missing = await sharePicture(
      { ...beside, picture: { ...beside.picture!, src: 'gone.png' } },
      cacheDir,
      draw,
      imagesDir,
    );
    expect(await pixel(missing, 1100, 300)).not.toEqual([0, 0, 255]);
  }, 120_000);

  it("keep the hero's subject on the card where the picture is cropped", async () => {
    const imagesDir = join(cacheDir, 'scene');
    mkdirSync(imagesDir, { recursive: true });
    // A wide scene, white but for its subject: a red block at its right end.
    const scene = await sharp({ create: { width: 1600, height: 600, channels: 3, background: '#ffffff' } })
      .composite([{ input: await flat('#ff0000', 240, 200), left: 1320, top: 200 }])
      .png()
      .toBuffer();
    writeFileSync(join(imagesDir, 'scene.png'), scene);
    const subject = { x: 82.5, y: 33, width: 15, height: 34 };
    const drawWith = async (keep?: { x: number; y: number }) =>
      sharePicture(
        shareCard(bakery, 'Breads', 'https://bakery.example', shareColours(bakery.theme.colors), {
          site: 'bakery',
          src: 'scene.png',
          whole: false,
          ...(keep ? { keep } : {}),
        }),
        cacheDir,
        drawShareCard,
        imagesDir,
      );
    // Cropped from its middle, the card shows none of the subject; kept on the subject, it shows it in the middle.
    expect(await pixel(await drawWith(), 1000, 300)).toEqual([255, 255, 255]);
    const kept = await drawWith({ x: subject.x + subject.width / 2, y: subject.y + subject.height / 2 });
    expect(await pixel(kept, 1000, 300)).toEqual([255, 0, 0]);
  }, 120_000);
});

describe('the crop of a card picture', () => {
  const box = { width: 400, height: 600 };
  it('centres the kept point where the picture has room on both sides of it', () => {
    expect(coverPosition({ x: 50, y: 50 }, { width: 1600, height: 600 }, box)).toBe('50% 50%');
    // A point at 30% of a picture drawn 1,600 wide sits 480 px in: 280 px of 1,200 spare.
    expect(coverPosition({ x: 30, y: 50 }, { width: 1600, height: 600 }, box)).toBe('23.3% 50%');
  });
  it("stops at the picture's edge rather than show past it", () => {
    expect(coverPosition({ x: 98, y: 50 }, { width: 1600, height: 600 }, box)).toBe('100% 50%');
    expect(coverPosition({ x: 2, y: 50 }, { width: 1600, height: 600 }, box)).toBe('0% 50%');
  });
  it('moves only along the side the picture overflows', () => {
    // A tall picture covers the box's width exactly and overflows its height.
    expect(coverPosition({ x: 90, y: 10 }, { width: 400, height: 1200 }, box)).toBe('50% 0%');
  });
});
