import { readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEditor } from '../../../../scripts/editor/server.ts';
import { copyFixture } from './content-copy.ts';

const content = copyFixture();
let editor: Awaited<ReturnType<typeof startEditor>>;
let token = '';
let origin = '';

beforeAll(async () => {
  editor = await startEditor({ contentDir: content.dir, port: 0 });
  origin = editor.url.replace(/\/$/, '');
  const html = await (await fetch(`${origin}/`)).text();
  token = /name="editor-token" content="([0-9a-f]+)"/.exec(html)![1];
}, 60_000);

afterAll(async () => {
  await editor?.close();
  content.remove();
});

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { Origin: origin, 'X-Editor-Token': token, 'Content-Type': 'application/json', ...headers },
    body,
  });

describe('the editor server', () => {
  it('gives the token to its own page, fresh for each start', () => {
    expect(token).toMatch(/^[0-9a-f]{48}$/);
  });

  it('answers every bad request with a status and a plain sentence, and keeps running', async () => {
    const answers = await Promise.all([
      post('/api/save', '{not json'),
      post('/api/save', JSON.stringify({ docs: 'everything' })),
      post('/api/save', JSON.stringify({ docs: [{ file: 'demos/bakery/site.json', version: 'x', data: [] }] })),
      post('/api/save', JSON.stringify(null)),
      post('/api/save', 'x', { 'Content-Type': 'text/plain' }),
      post('/api/save', JSON.stringify({ docs: [], delete: 'everything' })),
      post('/api/save', JSON.stringify({ docs: [], delete: ['demos/bakery/collections/../site.json', 7] })),
      post('/api/save', JSON.stringify({ docs: [], delete: ['demos/bakery/pages/home.json'] })),
      post('/api/save', JSON.stringify({ docs: [{ file: 'demos/bakery/pages/made.json', version: 'new', data: {} }] })),
      fetch(`${origin}/api/entries/new?site=bakery`),
      fetch(`${origin}/api/entries/new?site=../x&collection=posts&title=x`),
      fetch(`${origin}/api/entries/deletable`),
      fetch(`${origin}/api/entries?site=bakery`),
      fetch(`${origin}/api/entries?site=../x&collection=posts`),
      fetch(`${origin}/api/entries?site=bakery&collection=listings&sort=random&offset=-3`),
      fetch(`${origin}/api/entries?site=bakery&collection=listings&limit=100000`),
      fetch(`${origin}/api/entries/deletable?file=../../package.json`),
      fetch(`${origin}/api/entries/deletable?file=demos/bakery/collections/../site.json`),
      fetch(`${origin}/api/entries/file`),
      fetch(`${origin}/api/entries/file?file=../../package.json`),
      fetch(`${origin}/api/entries/file?file=demos/bakery/pages/home.json`),
      fetch(`${origin}/api/entries/file?file=demos/bakery/collections/nothing/x.json`),
      post('/api/validate', JSON.stringify({ docs: [{ file: 'demos/%2e%2e/site.json', version: 'x', data: {} }] })),
      post('/api/pages/delete', JSON.stringify({ site: 'bakery', name: '../../package' })),
      post('/api/pages/create', JSON.stringify({ site: { toString: 1 } })),
      post('/api/upload?site=bakery', Buffer.alloc(0), { 'Content-Type': 'application/octet-stream' }),
      post('/api/nowhere', '{}'),
      fetch(`${origin}/api/site?id=../../etc`),
      fetch(`${origin}/api/save`, { method: 'DELETE' }),
      fetch(`${origin}/media/bakery/%2e%2e/site.json`),
      fetch(`${origin}/media/bakery/%E0%A4%A`),
      fetch(`${origin}/media/nosuchsite/a.svg`),
    ]);
    for (const answer of answers) {
      expect(answer.status, answer.url).toBeGreaterThanOrEqual(400);
      expect(answer.status, answer.url).toBeLessThan(500);
      const body = (await answer.json()) as { error: string };
      expect(body.error).toMatch(/^[A-Z"].+/);
    }
    expect((await fetch(`${origin}/api/sites`)).status).toBe(200);
  });

  it("answers a page of a collection's list, never more rows than asked", async () => {
    const answer = await fetch(`${origin}/api/entries?site=bakery&collection=listings&limit=2&sort=title`);
    expect(answer.status).toBe(200);
    const page = (await answer.json()) as { rows: { title: string }[]; found: number; total: number };
    expect(page.rows).toHaveLength(Math.min(2, page.total));
    expect(page.found).toBe(page.total);
    expect(page.rows.map((row) => row.title)).toEqual(
      page.rows.map((row) => row.title).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
  });

  it('answers a body over the limit with 413 instead of cutting the connection', async () => {
    const tooLarge = await post('/api/save', `{"docs":[${' '.repeat(5 * 1024 * 1024)}]}`);
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { error: string }).error).toMatch(/^The request is too large/);
    const upload = await post('/api/upload?site=bakery&name=big.png', Buffer.alloc(11 * 1024 * 1024), {
      'Content-Type': 'image/png',
    });
    expect(upload.status).toBe(413);
    expect((await fetch(`${origin}/api/sites`)).status).toBe(200);
  });

  it('refuses requests addressed to another host name', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve) => {
      request(`${origin}/api/sites`, { headers: { Host: 'attacker.example' } }, (res) =>
        resolve(res.statusCode!),
      ).end();
    });
    expect(status).toBe(403);
  });

  it('serves pictures of a site, and validates unsaved documents with the content checker', async () => {
    expect((await fetch(`${origin}/media/bakery/hero.svg`)).headers.get('content-type')).toBe('image/svg+xml');
    const file = 'demos/bakery/pages/home.json';
    const text = readFileSync(join(content.dir, file), 'utf8');
    const data = { ...JSON.parse(text), title: '' };
    const answer = await post('/api/validate', JSON.stringify({ docs: [{ file, version: 'any', data }] }));
    const { problems } = (await answer.json()) as { problems: { doc: string; path: string[]; message: string }[] };
    expect(problems).toEqual([
      expect.objectContaining({ doc: file, path: ['title'], message: expect.stringContaining('"title"') }),
    ]);
  });

  it("names a site's unsaved redirects among the problems, as the content checker finds them", async () => {
    const file = 'demos/bakery/redirects.json';
    const saved = {
      $schema: '../../../schema/redirects.schema.json',
      redirects: [{ from: '/old-about', to: '/about' }],
    };
    writeFileSync(join(content.dir, file), JSON.stringify(saved));
    const data = {
      ...saved,
      redirects: [
        { from: '/old-about', to: '/older-about' },
        { from: '/older-about', to: '/old-about' },
      ],
    };
    const answer = await post('/api/validate', JSON.stringify({ docs: [{ file, version: 'any', data }] }));
    rmSync(join(content.dir, file));
    expect(answer.status).toBe(200);
    const { problems } = (await answer.json()) as { problems: { doc: string; code: string }[] };
    expect(problems).toContainEqual(expect.objectContaining({ doc: file, code: 'redirect-loop' }));
  });

  it('keeps the start screen working when a page is a symbolic link, and names the link', async () => {
    const pages = join(content.dir, 'demos/bakery/pages');
    const outside = join(content.dir, '..', 'outside.json');
    writeFileSync(outside, JSON.stringify({ path: '/stolen', title: 'Read from outside', blocks: [] }));
    symlinkSync(outside, join(pages, 'linked.json'));
    try {
      const answer = await fetch(`${origin}/api/sites`);
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as {
        sites: { id: string; pages: { name: string; title: string }[] }[];
        problems: { doc: string; message: string }[];
      };
      const bakery = body.sites.find((site) => site.id === 'bakery')!;
      expect(bakery.pages.map((page) => page.name)).not.toContain('linked');
      expect(JSON.stringify(body)).not.toContain('Read from outside');
      expect(body.problems).toContainEqual(
        expect.objectContaining({ message: expect.stringContaining('pages/linked.json is a symbolic link') }),
      );
      expect((await fetch(`${origin}/api/site?id=bakery`)).status).toBe(200);
    } finally {
      rmSync(join(pages, 'linked.json'));
    }
  });
});

describe("a page's share card", () => {
  const page = { title: 'Fresh bread | Fixture Bakery', description: 'Bread baked before the shop opens.', blocks: [] };
  const card = (body: unknown) => post('/api/share-card', JSON.stringify(body));

  it('is drawn from the page as the editor has it, with its own share words and picture', async () => {
    const answer = await card({
      site: 'bakery',
      page: { ...page, share: { title: 'Warm bread every morning', image: { src: 'hero.svg', alt: 'An oven' } } },
    });
    expect(answer.status).toBe(200);
    const preview = (await answer.json()) as Record<string, string>;
    expect(preview).toMatchObject({ title: 'Warm bread every morning', description: page.description });
    const png = Buffer.from(preview.picture.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(preview.address).not.toMatch(/\//);
  }, 60_000);

  it('answers an unknown site or picture, and junk, with an error status and a plain sentence', async () => {
    const answers = await Promise.all([
      card({ site: 'nosuchsite', page }),
      card({ site: 'bakery', page: { ...page, share: { image: { src: 'nowhere.png', alt: 'x' } } } }),
      card({ site: 'bakery', page: { ...page, share: { image: { src: '../../site.json', alt: 'x' } } } }),
      card({ site: 'bakery', page: { title: 7 } }),
      card({ site: 'bakery', page: { ...page, blocks: 'all' } }),
      card({ site: 'bakery' }),
      card([]),
      post('/api/share-card', '{junk'),
    ]);
    for (const answer of answers) {
      expect(answer.status, answer.url).toBeGreaterThanOrEqual(400);
      expect(answer.status, answer.url).toBeLessThan(500);
      expect(((await answer.json()) as { error: string }).error).toMatch(/^[A-Z"].+\.$/);
    }
    expect((await fetch(`${origin}/api/sites`)).status).toBe(200);
  }, 60_000);
});
