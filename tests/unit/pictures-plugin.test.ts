/**
 * The Vite side of the picture pipeline: content documents get their
 * pictures' `sources` as they are imported, and the development server
 * answers the variant addresses those name with the same bytes a build writes.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Connect, ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { produceVariant, planPicture } from '../../scripts/images/variants.ts';
import { MEDIA_POLICY } from '../../scripts/security-headers.ts';
import { picturesPlugin } from '../../scripts/vite/pictures-plugin.ts';
import type { ImageWithSources } from '../../src/content/picture.ts';

const root = mkdtempSync(join(tmpdir(), 'pictures-plugin-'));
const contentDir = join(root, 'site-content');
const siteDir = join(contentDir, 'shop');
const cacheDir = join(root, 'cache');
const pageFile = join(siteDir, 'pages', 'home.json');
const page = {
  path: '/',
  title: 'Shop',
  description: 'A shop.',
  blocks: [{ type: 'hero', heading: 'Hello', image: { src: 'front.png', alt: 'The front' } }],
};

beforeAll(async () => {
  mkdirSync(join(siteDir, 'pages'), { recursive: true });
  mkdirSync(join(siteDir, 'images'), { recursive: true });
  writeFileSync(join(siteDir, 'site.json'), '{}');
  writeFileSync(pageFile, JSON.stringify(page));
  await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#3a6' } })
    .png()
    .toFile(join(siteDir, 'images', 'front.png'));
  writeFileSync(
    join(siteDir, 'images', 'logo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
  );
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function setUp() {
  // The two hooks as Vite calls them, typed for direct calls.
  const plugin = picturesPlugin({ contentDir, cacheDir }) as unknown as {
    transform: (this: unknown, code: string, id: string) => { code: string } | undefined;
    configureServer: (server: ViteDevServer) => void;
  };
  let handler: Connect.NextHandleFunction | undefined;
  plugin.configureServer({
    middlewares: { use: (_base: string, fn: Connect.NextHandleFunction) => (handler = fn) },
  } as unknown as ViteDevServer);
  const watched: string[] = [];
  const transform = (code: string, id: string) =>
    plugin.transform.call({ addWatchFile: (file: string) => watched.push(file) }, code, id);
  return { transform, handler: handler!, watched };
}

/** One request to the media middleware: its status, type and body, or "next" when it passes the request on. */
function request(
  handler: Connect.NextHandleFunction,
  url: string,
): Promise<{ status: number; type?: string; policy?: string; body: Buffer } | 'next'> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = {};
    const chunks: Buffer[] = [];
    const res = {
      statusCode: 200,
      setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
      write: (chunk: Buffer) => chunks.push(Buffer.from(chunk)),
      end(chunk?: Buffer | string) {
        if (chunk) chunks.push(Buffer.from(chunk));
        const policy = headers['content-security-policy'];
        resolve({ status: this.statusCode, type: headers['content-type'], policy, body: Buffer.concat(chunks) });
      },
      on: () => res,
      once: () => res,
      emit: () => true,
    };
    handler({ url } as Connect.IncomingMessage, res as never, () => resolve('next'));
  });
}

describe('picturesPlugin', () => {
  it('gives every picture of a content document its sources, and watches the picture', () => {
    const { transform, watched } = setUp();
    const result = transform(JSON.stringify(page), `${pageFile}?import`)!;
    const image = JSON.parse(result.code).blocks[0].image as ImageWithSources;
    expect([image.sources!.width, image.sources!.height]).toEqual([1000, 500]);
    expect(image.sources!.formats.map((f) => f.type)).toEqual(['image/avif', 'image/webp']);
    expect(image.sources!.fallback.type).toBe('image/png');
    expect(watched).toEqual([join(siteDir, 'images', 'front.png')]);
  });

  it('leaves other modules and unparsable documents alone', () => {
    const { transform } = setUp();
    expect(transform('{"a":1}', join(root, 'elsewhere.json'))).toBeUndefined();
    expect(transform('{ not json', pageFile)).toBeUndefined();
  });

  it('serves in development the very variant a build writes, made on request', async () => {
    const { handler } = setUp();
    const variant = planPicture('shop', join(siteDir, 'images'), 'front.png', 'hero').variants.find(
      (v) => v.format === 'avif',
    )!;
    const answer = await request(handler, `/shop/${variant.name}`);
    expect(answer).not.toBe('next');
    const { status, type, body } = answer as Exclude<typeof answer, 'next'>;
    expect([status, type]).toEqual([200, 'image/avif']);
    expect(body.equals(await produceVariant(variant, cacheDir))).toBe(true);
    expect((await sharp(body).metadata()).width).toBe(variant.width);
  });

  it('serves originals as they are, and refuses widths no slot uses, stale hashes and paths outside the site', async () => {
    const { handler } = setUp();
    const svg = await request(handler, '/shop/logo.svg');
    expect(svg).toMatchObject({ status: 200, type: 'image/svg+xml', policy: MEDIA_POLICY });
    const [variant] = planPicture('shop', join(siteDir, 'images'), 'front.png', 'hero').variants;
    expect(await request(handler, `/shop/${variant.name.replace(`-${variant.width}.`, '-333.')}`)).toBe('next');
    expect(await request(handler, `/shop/${variant.name.replace(/\.[0-9a-f]{8}\./, '.00000000.')}`)).toBe('next');
    expect(await request(handler, '/shop/../shop/site.json')).toBe('next');
    expect(await request(handler, '/nobody/front.png')).toBe('next');
    expect(await request(handler, '/shop/%E0%A4%A')).toBe('next');
  });

  it('serves only what a build would publish: no other file, no link, no SVG that fails the check', async () => {
    const { handler } = setUp();
    const images = join(siteDir, 'images');
    writeFileSync(join(images, 'evil.html'), '<script>alert(1)</script>');
    writeFileSync(join(root, 'outside.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
    symlinkSync(join(root, 'outside.svg'), join(images, 'linked.svg'));
    writeFileSync(
      join(images, 'script.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(await request(handler, '/shop/evil.html')).toBe('next');
    expect(await request(handler, '/shop/linked.svg')).toBe('next');
    const refused = await request(handler, '/shop/script.svg');
    expect(refused).toMatchObject({ status: 403, policy: MEDIA_POLICY });
    expect(refused !== 'next' && refused.body.toString()).toContain('is not shown: it has a <script> element');
  });
});
