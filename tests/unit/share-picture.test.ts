import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { drawShareCard, sharePicture } from '../../scripts/share/share-picture.ts';
import { parseHsl } from '../../src/content/color.ts';
import type { SiteDocument } from '../../src/content/types.generated.ts';
import { cardTitle, shareCard, sharePictureFile, sharePictureUrl, type ShareCard } from '../../src/seo/share-card.ts';
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
