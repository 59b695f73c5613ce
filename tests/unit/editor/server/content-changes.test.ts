import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { duplicateSite } from '../../../../scripts/editor/duplicate-site.ts';
import { HttpError } from '../../../../scripts/editor/http-error.ts';
import { createPage, deletePage, newPageTitle } from '../../../../scripts/editor/pages.ts';
import { safeImageName, storeUpload } from '../../../../scripts/editor/uploads.ts';
import { checkContent } from '../../../../scripts/editor/validation.ts';
import { pendingRoot } from '../../../../scripts/editor/pending-uploads.ts';
import { saveDocuments } from '../../../../scripts/editor/save.ts';
import { versionOf } from '../../../../scripts/editor/documents.ts';
import { copyFixture } from './content-copy.ts';

const content = copyFixture();
afterAll(() => {
  rmSync(pendingRoot(content.dir), { recursive: true, force: true });
  content.remove();
});

async function refusal(run: () => unknown): Promise<HttpError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('pages', () => {
  it('are created valid, named after their address, with the schema line of their site', () => {
    const created = createPage(content.dir, {
      site: 'bakery',
      path: '/our-team',
      title: 'Our Team',
      description: 'The licensed technicians who answer your call, and how long each has been with us.',
    });
    expect(created.file).toBe('demos/bakery/pages/our-team.json');
    expect(created.route).toBe('/demo-bakery/our-team');
    // The same schema line as the site's other pages.
    const home = JSON.parse(readFileSync(join(content.dir, 'demos/bakery/pages/home.json'), 'utf8'));
    expect(home.$schema).toMatch(/\/schema\/page\.schema\.json$/);
    expect(JSON.parse(created.text).$schema).toBe(home.$schema);
    expect(checkContent(content.dir).problems).toEqual([]);
  });

  it('take the name their owner gives as the heading, and the business name after it in the title', () => {
    const site = JSON.parse(readFileSync(join(content.dir, 'demos/bakery/site.json'), 'utf8')) as { name: string };
    const named = JSON.parse(
      createPage(content.dir, {
        site: 'bakery',
        path: '/gift-cards',
        title: 'Gift Cards',
        description: 'Gift cards for any amount, sent by email or handed over in a little card.',
      }).text,
    );
    expect(named.title).toBe(`Gift Cards | ${site.name}`);
    expect(named.blocks[0].heading).toBe('Gift Cards');
    // A whole title typed the sites' way is kept; the heading is its page's own part.
    const typed = JSON.parse(
      createPage(content.dir, {
        site: 'bakery',
        path: '/catering',
        title: 'Catering | Trays for Offices',
        description: 'Trays of sandwiches and pastries for offices, ordered a day ahead and delivered.',
      }).text,
    );
    expect(typed.title).toBe('Catering | Trays for Offices');
    expect(typed.blocks[0].heading).toBe('Catering');
    expect(newPageTitle('A name long enough that the business name would take it past seventy', site.name)).toBe(
      'A name long enough that the business name would take it past seventy',
    );
  });

  it('are refused with a bad address or a description that is too short, and nothing is left behind', async () => {
    expect(
      (
        await refusal(() =>
          createPage(content.dir, { site: 'bakery', path: 'Team Page', title: 'T', description: 'x' }),
        )
      ).status,
    ).toBe(400);
    const short = await refusal(() =>
      createPage(content.dir, { site: 'bakery', path: '/short', title: 'Short', description: 'Too short.' }),
    );
    expect(short.status).toBe(422);
    expect(short.message).toContain('"description" is too short');
    expect(existsSync(join(content.dir, 'demos/bakery/pages/short.json'))).toBe(false);
  });

  it('are not deleted while links lead to them, and the linking pages are named by title', async () => {
    const error = await refusal(() => deletePage(content.dir, 'bakery', 'contact'));
    expect(error.status).toBe(409);
    expect(error.message).toMatch(/^The page "Contact[^"]*" cannot be deleted while these \d+ pages link to it: /);
    expect(error.message).toContain('Site settings');
    expect(error.message).not.toMatch(/\.json|demos\//);
    const links = (error.details as { links: { site: string; page?: string; title: string; path: unknown[] }[] }).links;
    expect(links).toContainEqual(expect.objectContaining({ site: 'bakery', page: undefined, title: 'Site settings' }));
    expect(links.every((link) => link.title && Array.isArray(link.path))).toBe(true);
    expect(existsSync(join(content.dir, 'demos/bakery/pages/contact.json'))).toBe(true);
  });

  it('without links to them are deleted', () => {
    expect(deletePage(content.dir, 'bakery', 'our-team')).toEqual({
      deleted: 'demos/bakery/pages/our-team.json',
      removed: [],
    });
    expect(existsSync(join(content.dir, 'demos/bakery/pages/our-team.json'))).toBe(false);
  });
});

describe('a copied demo', () => {
  it('gets its own folder, name and base path, with links kept inside the copy', () => {
    expect(
      duplicateSite(content.dir, {
        from: 'florist',
        folder: 'gardener',
        name: 'Green Thumb Gardens',
        basePath: '/demo-gardener',
      }),
    ).toEqual({ id: 'gardener', folder: 'demos/gardener' });
    const site = JSON.parse(readFileSync(join(content.dir, 'demos/gardener/site.json'), 'utf8'));
    expect(site).toMatchObject({ name: 'Green Thumb Gardens', basePath: '/demo-gardener' });
    expect(readFileSync(join(content.dir, 'demos/gardener/pages/home.json'), 'utf8')).not.toContain('Fixture Florist');
    expect(readdirSync(join(content.dir, 'demos/gardener/images')).length).toBeGreaterThan(0);
    expect(checkContent(content.dir).problems).toEqual([]);
  });

  it('is refused for a taken folder or base path', async () => {
    expect(
      (
        await refusal(() =>
          duplicateSite(content.dir, { from: 'florist', folder: 'bakery', name: 'X', basePath: '/demo-x' }),
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await refusal(() =>
          duplicateSite(content.dir, { from: 'florist', folder: 'other', name: 'X', basePath: '/demo-bakery' }),
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await refusal(() =>
          duplicateSite(content.dir, { from: 'florist', folder: '../evil', name: 'X', basePath: '/demo-evil' }),
        )
      ).status,
    ).toBe(400);
  });

  it('is refused, with a plain message, into a folder name the content layout uses itself', async () => {
    for (const folder of ['images', 'pages']) {
      const error = await refusal(() =>
        duplicateSite(content.dir, { from: 'florist', folder, name: 'X', basePath: `/demo-${folder}` }),
      );
      expect(error.status, folder).toBe(400);
      expect(error.message).toContain(`"${folder}" is a name the content folder uses itself`);
      expect(existsSync(join(content.dir, 'demos', folder)), folder).toBe(false);
    }
  });
});

describe('uploads', () => {
  it('get safe names', () => {
    expect(safeImageName('My Photo (1).JPG')).toBe('my-photo-1.jpg');
    expect(safeImageName('../../etc/passwd.png')).toBe('etc-passwd.png');
    expect(safeImageName('Ünïcode Café.webp')).toBe('unicode-cafe.webp');
    expect(safeImageName('!!!.png')).toBe('picture.png');
  });

  it("keep the file's own name, made safe for a web address", () => {
    expect(safeImageName('IMG_2041.jpg')).toBe('img-2041.jpg');
    expect(safeImageName('Shop Photo 2231.JPG')).toBe('shop-photo-2231.jpg');
    expect(safeImageName('DSC01234.JPEG')).toBe('dsc01234.jpg');
    expect(safeImageName('PXL_20240101_093000.webp')).toBe('pxl-20240101-093000.webp');
  });

  it('store real pictures with their size, numbered only when a different picture has the name', async () => {
    const png = (background: string) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background } })
        .png()
        .toBuffer();
    const first = await storeUpload(content.dir, 'demos/florist', 'IMG_2041.PNG', await png('#3366cc'));
    expect(first).toEqual({ src: 'img-2041.png', width: 40, height: 30 });
    // The same picture again is the one already kept; another picture of that name gets a number.
    expect((await storeUpload(content.dir, 'demos/florist', 'IMG_2041.PNG', await png('#3366cc'))).src).toBe(
      'img-2041.png',
    );
    expect((await storeUpload(content.dir, 'demos/florist', 'IMG_2041.PNG', await png('#cc3366'))).src).toBe(
      'img-2041-2.png',
    );
  });

  it('refuse a picture whose header claims more than 100 megapixels, before decoding it', async () => {
    // A black-and-white PNG of 11,000 × 10,000 pixels: a few kilobytes that would decode to 110 megapixels.
    const [width, height] = [11_000, 10_000];
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type), data]);
      const size = Buffer.alloc(4);
      size.writeUInt32BE(data.length);
      const check = Buffer.alloc(4);
      check.writeUInt32BE(crc32(body));
      return Buffer.concat([size, body, check]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header.set([1, 0, 0, 0, 0], 8);
    const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    expect(bomb.length).toBeLessThan(100_000);
    const refused = await storeUpload(content.dir, 'demos/florist', 'bomb.png', bomb).catch(
      (error: HttpError) => error,
    );
    expect(refused).toBeInstanceOf(HttpError);
    expect([(refused as HttpError).status, (refused as HttpError).message]).toEqual([
      413,
      'That picture is 11000 × 10000 pixels; pictures may have at most 100 megapixels. Make it smaller in an image editor and upload it again.',
    ]);
    expect(existsSync(join(pendingRoot(content.dir), 'demos/florist/bomb.png'))).toBe(false);
  });

  it("reuse a picture already in the site's images when the same file is uploaded under its name", async () => {
    const bytes = await sharp({ create: { width: 12, height: 12, channels: 3, background: '#118844' } })
      .png()
      .toBuffer();
    const images = join(content.dir, 'demos/florist/images');
    mkdirSync(images, { recursive: true });
    writeFileSync(join(images, 'shop-front.png'), bytes);
    expect((await storeUpload(content.dir, 'demos/florist', 'Shop Front.png', bytes)).src).toBe('shop-front.png');
    const other = await sharp({ create: { width: 12, height: 12, channels: 3, background: '#884411' } })
      .png()
      .toBuffer();
    expect((await storeUpload(content.dir, 'demos/florist', 'Shop Front.png', other)).src).toBe('shop-front-2.png');
    rmSync(join(images, 'shop-front.png'));
  });

  it('wait outside the content until a save names them, and a refused save leaves none behind', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#cc3366' } })
      .png()
      .toBuffer();
    const images = join(content.dir, 'demos/florist/images');
    const { src } = await storeUpload(content.dir, 'demos/florist', 'Team Photo.png', png);
    const abandoned = await storeUpload(content.dir, 'demos/florist', 'Never Used.png', png);
    expect(existsSync(join(images, src))).toBe(false);

    const file = 'demos/florist/pages/about.json';
    const text = readFileSync(join(content.dir, file), 'utf8');
    const page = JSON.parse(text) as { title: string; description: string; blocks: { type: string }[] };
    const withPicture = {
      ...page,
      blocks: [
        ...page.blocks.slice(0, -1),
        { type: 'gallery', heading: 'Us', items: [{ id: 'team', title: 'The team', image: { src, alt: 'The team' } }] },
        page.blocks.at(-1)!,
      ],
    };
    // A save with a problem elsewhere in the page is refused, and takes the picture out again.
    const broken = { ...withPicture, description: '' };
    expect(
      (await refusal(() => saveDocuments(content.dir, [{ file, version: versionOf(text), data: broken }]))).status,
    ).toBe(422);
    expect(existsSync(join(images, src))).toBe(false);

    const saved = saveDocuments(content.dir, [{ file, version: versionOf(text), data: withPicture }]);
    expect(saved.pictures).toEqual([`demos/florist/images/${src}`]);
    expect(existsSync(join(images, src))).toBe(true);
    expect(existsSync(join(images, abandoned.src))).toBe(false);
    expect(checkContent(content.dir).problems.filter((p) => p.doc === file)).toEqual([]);
  });

  it('refuse what is not a picture, is too large, or is an SVG with a script', async () => {
    expect(
      (await refusal(() => storeUpload(content.dir, 'demos/florist', 'notes.txt', Buffer.from('hello')))).status,
    ).toBe(415);
    expect(
      (await refusal(() => storeUpload(content.dir, 'demos/florist', 'fake.png', Buffer.from('hello')))).status,
    ).toBe(415);
    expect(
      (await refusal(() => storeUpload(content.dir, 'demos/florist', 'big.jpg', Buffer.alloc(10 * 1024 * 1024 + 1))))
        .status,
    ).toBe(413);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await refusal(() => storeUpload(content.dir, 'demos/florist', 'x.svg', svg))).message).toContain(
      '<script>',
    );
  });
});
