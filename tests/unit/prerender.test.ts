import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { sitemapXml, writeSiteIndexes } from '../../scripts/prerender.ts';
import { renderInThreads } from '../../scripts/prerender-pool.ts';
import { startAfterFirstPaint } from '../../scripts/page-template.ts';
import { siteAddress } from '../../scripts/web-url.ts';
import { FIXTURE_DIR } from '../support/engine-fixture.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>x</title>
    <meta name="description" content="" />
    <!--head-->
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body><div id="root"><!--app--></div></body>
</html>
`;

/**
 * A stand-in for the built server bundle: the same exports as
 * src/entry-server.tsx, with pages made from their address, and one address
 * that fails the way a broken block would.
 */
function serverEntry(failing?: string): string {
  return `
import { isMainThread } from 'node:worker_threads';
export async function render(url) {
  if (url === ${JSON.stringify(failing ?? null)}) throw new Error('The pricing block has no tiers.');
  const name = url === '/' ? 'home' : url.slice(1);
  const where = isMainThread ? 'main thread' : 'worker thread';
  return { html: '<main>page ' + name + ' (' + where + ')</main>', head: '', styles: '', status: 200, title: 'Title of ' + name, description: 'About ' + name };
}
`;
}

let dir: string;

function project(failing?: string, siteUrl?: string) {
  dir = mkdtempSync(join(tmpdir(), 'prerender-test-'));
  const clientDir = join(dir, 'client');
  writeFileSync(join(dir, 'entry-server.mjs'), serverEntry(failing));
  mkdirSync(clientDir);
  const setup = {
    serverEntry: join(dir, 'entry-server.mjs'),
    outDir: clientDir,
    template: startAfterFirstPaint(TEMPLATE),
    siteUrl,
    routesFile: join(dir, 'routes.json'),
  };
  return { clientDir, setup };
}

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('prerender', () => {
  const routes = ['/', '/about', '/demo-a', '/demo-a/contact', '/demo-b/services', '*'];

  it('writes every route through worker threads, with sitemap and robots', async () => {
    const { clientDir, setup } = project(undefined, 'https://example.com');
    const lines: string[] = [];
    const written = await renderInThreads(setup, routes, {
      threads: 2,
      progressEvery: 2,
      log: (line) => lines.push(line),
    });
    writeSiteIndexes(clientDir, setup.siteUrl, routes);

    expect([...written.keys()].sort()).toEqual([...routes].sort());
    // Each page reports the hash of its one inline script, the one that starts the app.
    for (const scripts of written.values())
      expect(scripts).toEqual([expect.stringMatching(/^'sha256-[A-Za-z0-9+/=]+'$/)]);
    const files = {
      '/': 'index.html',
      '/about': 'about/index.html',
      '/demo-a': 'demo-a/index.html',
      '/demo-a/contact': 'demo-a/contact/index.html',
      '/demo-b/services': 'demo-b/services/index.html',
    };
    for (const [route, file] of Object.entries(files)) {
      const html = readFileSync(join(clientDir, file), 'utf8');
      const name = route === '/' ? 'home' : route.slice(1);
      expect(html).toContain(`<main>page ${name} (worker thread)</main>`);
      expect(html).toContain(`<title>Title of ${name}</title>`);
      expect(html).toContain(`<link rel="canonical" href="https://example.com${route}" />`);
    }
    expect(readFileSync(join(clientDir, '404.html'), 'utf8')).toContain(
      '<main>page this-page-does-not-exist (worker thread)</main>',
    );
    const sitemap = readFileSync(join(clientDir, 'sitemap.xml'), 'utf8');
    for (const route of Object.keys(files)) expect(sitemap).toContain(`<loc>https://example.com${route}</loc>`);
    expect(sitemap).not.toContain('*');
    expect(lines[0]).toMatch(/6 pages in 2 thread/);
    expect(lines.some((line) => /2 of 6 pages written/.test(line))).toBe(true);
  });

  it('fails the whole run, naming the route and the reason, when one page cannot be rendered', async () => {
    const { clientDir, setup } = project('/demo-a/contact');
    const run = renderInThreads(setup, routes, { threads: 2, log: () => {} });
    await expect(run).rejects.toThrow(
      /\/demo-a\/contact could not be prerendered\.\n.*The pricing block has no tiers\./,
    );
    expect(existsSync(join(clientDir, 'sitemap.xml'))).toBe(false);
    expect(existsSync(join(clientDir, 'robots.txt'))).toBe(false);
  });

  it('fails with a clear message when the server bundle cannot be loaded', async () => {
    const { setup } = project();
    const run = renderInThreads({ ...setup, serverEntry: join(dir, 'missing-entry.mjs') }, routes, {
      threads: 2,
      log: () => {},
    });
    await expect(run).rejects.toThrow(/A prerender thread could not start\.[\s\S]*missing-entry\.mjs/);
  });
});

describe('the sitemap', () => {
  it('escapes what it writes, so an address cannot add elements', () => {
    const xml = sitemapXml('https://example.com/?a=1&b=<x>"', ['/', '/about']);
    expect(xml).toContain('<loc>https://example.com/?a=1&amp;b=&lt;x&gt;&quot;/about</loc>');
    expect(xml).not.toContain('<x>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it('is written for a plain web address only: nothing in it could start a new line of robots.txt', () => {
    expect(siteAddress('https://example.com/')).toBe('https://example.com');
    expect(siteAddress('http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173');
    for (const bad of [
      'https://example.com\nDisallow: /',
      'https://example.com Disallow',
      'javascript:alert(1)',
      'https://e.com/?a=1',
      'https://e.com/#x',
      'https://e.com/"x',
      'ftp://e.com',
      '',
    ])
      expect(siteAddress(bad), bad).toBeUndefined();
  });

  it("takes no line break in the site's url, which the schema refuses", () => {
    const root = (dir = mkdtempSync(join(tmpdir(), 'site-url-')));
    const site = join(root, 'site-content', 'studio');
    mkdirSync(join(site, 'pages'), { recursive: true });
    const document = JSON.parse(readFileSync(join(FIXTURE_DIR, 'studio/site.json'), 'utf8'));
    writeFileSync(join(site, 'site.json'), JSON.stringify({ ...document, url: 'https://example.com\nDisallow: /' }));
    const problems = loadContent(join(root, 'site-content'), root).problems;
    expect(problems.some((p) => p.file === 'site-content/studio/site.json' && p.path?.join('.') === 'url')).toBe(true);
  });
});
