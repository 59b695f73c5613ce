import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { pendingPath } from '../../scripts/editor/pending-uploads.ts';
import { storeUpload } from '../../scripts/editor/uploads.ts';
import { MAX_PIXELS } from '../../scripts/images/pixel-limit.ts';
import { produceVariant } from '../../scripts/images/variants.ts';
import { FIXTURE_DIR } from '../support/engine-fixture.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

/** A flat PNG of any size is tiny on disk, which is what makes it a trap. */
const flatPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#88aacc' }, limitInputPixels: false })
    .png({ compressionLevel: 9 })
    .toBuffer();

describe('one pixel limit for the checker, the editor and the build', () => {
  const parent = mkdtempSync(join(tmpdir(), 'pixel-limit-'));
  const content = join(parent, 'site-content');
  cpSync(FIXTURE_DIR, content, { recursive: true });
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('refuses a 30000 × 30000 picture in the checker, saying how large it may be and how to make it smaller', async () => {
    writeFileSync(join(content, 'demos/bakery/images/huge.png'), await flatPng(30000, 30000));
    const file = join(content, 'demos/bakery/pages/home.json');
    const page = JSON.parse(readFileSync(file, 'utf8'));
    const withImage = page.blocks.find((block: { image?: unknown }) => block.image);
    withImage.image = { src: 'huge.png', alt: 'A very large picture' };
    writeFileSync(file, JSON.stringify(page, null, 2));
    const problem = loadContent(content, ROOT).problems.find((p) => p.code === 'picture-too-large');
    expect(problem?.message).toBe(
      `The picture "huge.png" is 30000 × 30000 pixels (900 megapixels); pictures may have at most ${MAX_PIXELS / 1e6} megapixels.`,
    );
    expect(problem?.hint).toMatch(/Make it smaller .* 7071 × 7071 pixels/);
    expect(problem?.hint).not.toMatch(/save it again as JPEG/);
  }, 60_000);

  it('refuses a 16000 × 16000 picture in the build by its header, in the checker\'s words, not "save it again"', async () => {
    const file = join(parent, 'square.png');
    writeFileSync(file, await flatPng(16000, 16000));
    const variant = {
      siteId: 'bakery',
      name: 'square-1920.0123abcd.webp',
      file,
      hash: '0123abcd'.repeat(8),
      width: 1920,
      format: 'webp' as const,
    };
    const refused = produceVariant(variant, join(parent, 'cache'));
    await expect(refused).rejects.toThrow(
      `square.png" is 16000 × 16000 pixels (256 megapixels); pictures may have at most ${MAX_PIXELS / 1e6} megapixels. Make it smaller in an image editor (for example 7071 × 7071 pixels, or any size up to 1920 pixels wide`,
    );
    await expect(refused).rejects.not.toThrow(/save it again\.$/);
  }, 60_000);

  it('scales an oversized upload down in the editor instead of refusing it', async () => {
    // 72 megapixels: over the pages' limit, under the most an upload may declare (MAX_UPLOAD_PIXELS).
    const stored = await storeUpload(content, 'demos/bakery', 'wide-panorama.png', await flatPng(12000, 6000));
    expect(stored.width! * stored.height!).toBeLessThanOrEqual(MAX_PIXELS);
    expect(stored.width! / stored.height!).toBeCloseTo(2, 2);
    const meta = await sharp(pendingPath(content, 'demos/bakery', stored.src)).metadata();
    expect(meta.width! * meta.height!).toBeLessThanOrEqual(MAX_PIXELS);
  }, 120_000);
});

describe('an uploaded photo', () => {
  const parent = mkdtempSync(join(tmpdir(), 'upload-metadata-'));
  const content = join(parent, 'site-content');
  cpSync(FIXTURE_DIR, content, { recursive: true });
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('loses its camera, place and time before it is stored, and keeps the name the camera gave it', async () => {
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c08040' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Copyright: 'Someone' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const first = await storeUpload(content, 'demos/bakery', 'IMG_4821.JPG', photo);
    const second = await storeUpload(content, 'demos/bakery', 'IMG_4822.JPG', photo);
    expect([first.src, second.src]).toEqual(['img-4821.jpg', 'img-4822.jpg']);
    const stored = readFileSync(pendingPath(content, 'demos/bakery', first.src));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect([meta.width, meta.height]).toEqual([400, 300]);
  });
});
