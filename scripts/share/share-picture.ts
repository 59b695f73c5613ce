/**
 * A page's share picture: 1200 x 630 PNG with the page's title and the site's
 * name in the site's heading font and brand colours. Laid out by satori (a
 * flexbox layout of text and boxes to SVG, with real font metrics, line
 * wrapping and ellipsis) and rasterised by resvg: both well kept, neither
 * needs a browser, where hand-drawn SVG text could neither measure nor wrap.
 *
 * Pictures are kept in a cache by the hash of everything they are drawn from
 * (the card, the font file, its picture's bytes and this drawing code), so a page whose card did not
 * change is never drawn again, however often the page itself is rendered.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cached } from '../images/cache.ts';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHARE_PICTURE_SIZE, sharePictureFile, type CardPicture, type ShareCard } from '../../src/seo/share-card.ts';
import { writeOutputFile } from '../output/write-file.ts';
import { PROJECT_ROOT } from '../paths.ts';
import { headingFace } from './share-fonts.ts';
import {
  cardPictureFile,
  coverPosition,
  readCardPicture,
  siteImagesDir,
  type CardPictureFile,
  type ReadPicture,
} from './card-picture.ts';

export const SHARE_CACHE_DIR =
  process.env.SHARE_PICTURE_CACHE_DIR ?? join(PROJECT_ROOT, 'node_modules', '.cache', 'share-pictures');

/** The drawing code itself is an input: changing the layout draws every picture again. */
const DRAWING = readFileSync(fileURLToPath(import.meta.url));
const fontData = new Map<string, Buffer>();

/** The title's size: large for a word or two, smaller for a sentence, so three lines always hold it. */
export function titleSize(title: string): number {
  const length = title.length;
  if (length <= 22) return 104;
  if (length <= 44) return 84;
  if (length <= 80) return 68;
  return 56;
}

type Node = {
  type: string;
  props: { style: Record<string, unknown>; src?: string; children?: (Node | string)[] | Node | string };
};
const box = (style: Record<string, unknown>, children?: Node['props']['children']): Node => ({
  type: 'div',
  props: { style, children },
});
const image = (picture: ReadPicture, keep: CardPicture['keep'], width: number, height: number): Node => ({
  type: 'img',
  props: {
    src: picture.data,
    style: {
      width,
      height,
      objectFit: 'cover',
      objectPosition: keep ? coverPosition(keep, picture, { width, height }) : 'center',
      flexShrink: 0,
    },
  },
});

/** How wide the hero's picture is drawn beside the title: a third of the card, so the title keeps room for three lines. */
const PICTURE_WIDTH = 400;
const STRIPE = 18;

function layout(card: ShareCard, picture?: ReadPicture): Node {
  const { ground, text, stripe } = card.colours;
  const { width, height } = SHARE_PICTURE_SIZE;
  const keep = card.picture?.keep;
  if (picture && card.picture?.whole) return image(picture, keep, width, height);
  // Beside a picture the title has less room, so it is set a size smaller.
  const size = Math.round(titleSize(card.title) * (picture ? 0.78 : 1));
  const words = box(
    {
      // A set width, not a flexible one: a long unbreakable address would otherwise push the picture off the card.
      width: picture ? width - PICTURE_WIDTH : width,
      boxSizing: 'border-box',
      flexShrink: 0,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: picture ? '56px 56px 64px 72px' : '64px 80px 72px',
    },
    [
      box({ display: 'flex', alignItems: 'center', width: '100%', fontSize: picture ? 36 : 40 }, [
        box({ width: 12, height: 48, borderRadius: 6, backgroundColor: stripe, marginRight: 24, flexShrink: 0 }),
        box({ display: 'block', lineClamp: 1, textOverflow: 'ellipsis' }, card.siteName),
      ]),
      box({ display: 'block', width: '100%', fontSize: size, lineHeight: 1.12, lineClamp: 3 }, card.title),
      box({ display: 'block', width: '100%', fontSize: 30, opacity: 0.9, lineClamp: 1 }, card.address),
    ],
  );
  return box(
    {
      width,
      height,
      boxSizing: 'border-box',
      display: 'flex',
      backgroundColor: ground,
      color: text,
      borderBottom: `${STRIPE}px solid ${stripe}`,
    },
    picture ? [words, image(picture, keep, PICTURE_WIDTH, height - STRIPE)] : [words],
  );
}

/** The key a card's picture is cached under: what it shows, its font, its picture's bytes (by hash) and the drawing code. */
export function cardKey(card: ShareCard, pictureHash = ''): string {
  const face = headingFace(card.fonts);
  return createHash('sha256')
    .update(JSON.stringify(card))
    .update(`\0${face.file}\0${pictureHash}\0`)
    .update(DRAWING)
    .digest('hex')
    .slice(0, 32);
}

/** Draw a card, without the cache. The renderers load on the first picture drawn: a build whose pictures are all cached never loads them. */
export async function drawShareCard(card: ShareCard, picture?: CardPictureFile): Promise<Buffer> {
  const [{ default: satori }, { Resvg }, { default: sharp }, data] = await Promise.all([
    import('satori'),
    import('@resvg/resvg-js'),
    import('sharp'),
    picture && readCardPicture(picture, card.picture!.whole ? SHARE_PICTURE_SIZE.width : PICTURE_WIDTH * 2),
  ]);
  const face = headingFace(card.fonts);
  let font = fontData.get(face.file);
  if (!font) fontData.set(face.file, (font = readFileSync(face.file)));
  const svg = await satori(layout(card, data) as unknown as Parameters<typeof satori>[0], {
    ...SHARE_PICTURE_SIZE,
    fonts: [{ name: face.family, data: font, weight: face.weight, style: 'normal' }],
  });
  const drawn = new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_PICTURE_SIZE.width } }).render();
  // A card is opaque: its alpha channel would only make the file larger.
  return sharp(drawn.pixels, { raw: { width: drawn.width, height: drawn.height, channels: 4 } })
    .removeAlpha()
    .png()
    .toBuffer();
}

/**
 * A card's picture from the cache, drawn and kept there first when it is not
 * in it. `imagesDir` is the folder of the site's pictures, for a card that shows one.
 */
export async function sharePicture(
  card: ShareCard,
  cacheDir = SHARE_CACHE_DIR,
  draw: (card: ShareCard, picture?: CardPictureFile) => Promise<Buffer> = drawShareCard,
  imagesDir?: string,
): Promise<Buffer> {
  const picture = card.picture && imagesDir ? cardPictureFile(imagesDir, card.picture.src) : undefined;
  // A picture that cannot be read (the validator names it) leaves the card as it is without one.
  const shown = picture ? card : { ...card, picture: undefined };
  return cached(cacheDir, `${cardKey(shown, picture?.hash)}.png`, () => draw(shown, picture));
}

/** Write a page's share picture beside its HTML in `outDir`. */
export async function writeSharePicture(outDir: string, route: string, card: ShareCard): Promise<void> {
  const imagesDir = card.picture && siteImagesDir(card.picture.site);
  writeOutputFile(join(outDir, sharePictureFile(route)), await sharePicture(card, undefined, undefined, imagesDir));
}
