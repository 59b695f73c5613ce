/**
 * A client site is a website of its own: built from a copied demo into
 * dist/sites/<id>/, its folder is complete for a static host, and nothing in
 * it refers outside it. The studio's website is built as before beside it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { listFiles } from '../../scripts/content/load.ts';
import { outputFileFor } from '../../scripts/page-template.ts';
import { headersForPath, inlineScriptHashes, readHeadersFile } from '../../scripts/security-headers.ts';
import { resolveFile, startStaticServer } from '../../scripts/serve.ts';
import { CLIENT, projectWithClientSite } from '../support/client-site.ts';
import { shareTagProblems, structuredDataProblems } from '../support/search-data.ts';

const FORMS = 'https://forms.example.net/f/';
let setup: Awaited<ReturnType<typeof projectWithClientSite>>;
let routes: string[];
const html = (file: string) => readFileSync(join(setup.siteDir, file), 'utf8');
const pages = () => listFiles(setup.siteDir).filter((file) => file.endsWith('.html'));

beforeAll(async () => {
  setup = await projectWithClientSite(FORMS);
  const content = loadContent(join(setup.project.dir, 'site-content'), setup.project.dir);
  expect(content.problems).toEqual([]);
  routes = content.routes.filter((route) => route.siteId === setup.id).map((route) => route.path);
}, 600_000);
// Removing a whole copy of the project can take a while on a busy machine.
afterAll(() => setup?.project.remove(), 120_000);

describe('a client site built on its own', () => {
  it('has every page at its own address from the root, a 404 page, and no demo banner', () => {
    expect(routes).toContain('/');
    for (const route of routes) expect(existsSync(join(setup.siteDir, outputFileFor(route))), route).toBe(true);
    expect(html('index.html')).toContain(CLIENT.name);
    for (const file of pages()) {
      expect(html(file), file).not.toContain('Get This Website');
      expect(html(file), file).not.toContain('Back to Portfolio');
    }
  });

  it('has a not-found page in its own theme, named after the business, though its demo had none', () => {
    expect(routes).not.toContain('*');
    // Headings keep their last two words together with a no-break space.
    const page = html('404.html').replace(/\u00a0/g, ' ');
    const site = JSON.parse(
      readFileSync(join(setup.project.dir, 'site-content', 'clients', setup.id, 'site.json'), 'utf8'),
    );
    expect(page).toContain('>Oops! Page not found</h1>');
    expect(page).toContain(`<title>Page Not Found | ${CLIENT.name}</title>`);
    expect(page).toContain(`--primary:${site.theme.colors.primary};`);
    expect(page).toContain('<a href="/" data-button="primary"');
    expect(page).not.toContain('Get This Website');
  });

  it('carries structured data and share tags on every page, with addresses on its own domain', () => {
    const siteFile = join(setup.project.dir, 'site-content', 'clients', setup.id, 'site.json');
    const type = (JSON.parse(readFileSync(siteFile, 'utf8')) as { businessType: string }).businessType;
    for (const route of routes.filter((route) => route !== '*')) {
      const page = html(outputFileFor(route));
      expect(structuredDataProblems(page, type), route).toEqual([]);
      expect(shareTagProblems(page, `${CLIENT.url}${route}`), route).toEqual([]);
      expect(page, route).not.toContain('brightlinestudio');
    }
  });

  it('has its own sitemap, robots.txt and canonical links, from its own address', () => {
    const sitemap = html('sitemap.xml');
    for (const route of routes.filter((route) => route !== '*'))
      expect(sitemap).toContain(`<loc>${CLIENT.url}${route}</loc>`);
    expect(html('robots.txt')).toContain(`Sitemap: ${CLIENT.url}/sitemap.xml`);
    expect(html('index.html')).toContain(`<link rel="canonical" href="${CLIENT.url}/" />`);
  });

  it('refers only to files inside its folder: pages, assets and pictures', () => {
    const references = pages().flatMap((file) =>
      [...html(file).matchAll(/(?:href|src|srcset|content)="([^"]+)"/g)]
        .flatMap((match) => match[1].split(',').map((part) => part.trim().split(/\s+/)[0]))
        .filter((address) => address.startsWith('/') && !address.startsWith('//'))
        .map((address) => ({ file, address: decodeURI(address.split(/[?#]/)[0]) })),
    );
    expect(references.length).toBeGreaterThan(0);
    const outside = references.filter(({ address }) => !resolveFile(setup.siteDir, address));
    expect(outside).toEqual([]);
    expect(
      references.filter(({ address }) => address.startsWith('/media/') && !address.startsWith(`/media/${setup.id}/`)),
    ).toEqual([]);
  });

  it("sends its own policy: its own pages' script hashes and its own form service", () => {
    const headers = headersForPath(readHeadersFile(setup.siteDir)!, '/');
    const policy = headers['Content-Security-Policy'];
    expect(policy).toContain(`form-action 'self' ${new URL(FORMS).origin}`);
    for (const file of pages()) for (const hash of inlineScriptHashes(html(file))) expect(policy).toContain(hash);
  });

  it('is served at the root by npm run serve -- --site', async () => {
    const served: Server[] = [];
    try {
      const client = await startStaticServer(0, '127.0.0.1', setup.siteDir);
      served.push(client);
      const clientPort = (client.address() as { port: number }).port;
      const home = await fetch(`http://127.0.0.1:${clientPort}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain(CLIENT.name);
      expect(home.headers.get('content-security-policy')).toContain("default-src 'self'");
    } finally {
      for (const server of served) server.close();
    }
  });

  it("is built again with the studio's website by npm run build, which keeps the studio's pages at the root", async () => {
    await setup.build();
    const dist = join(setup.project.dir, 'dist');
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).not.toContain(CLIENT.name);
    expect(existsSync(join(setup.siteDir, 'index.html'))).toBe(true);
    expect(readFileSync(join(dist, 'sitemap.xml'), 'utf8')).not.toContain(CLIENT.url);
    // The studio's host never serves the client's folder, which is published on its own domain.
    const studio = await startStaticServer(0, '127.0.0.1', dist);
    try {
      const port = (studio.address() as { port: number }).port;
      expect((await fetch(`http://127.0.0.1:${port}/sites/${setup.id}/`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    } finally {
      studio.close();
    }
  }, 600_000);

  it("builds only the studio's website for --site <a demo>, keeping the client's folder as it is", async () => {
    const before = readFileSync(join(setup.siteDir, 'index.html'));
    const { stdout } = await setup.build(['--site', basename(setup.demo)]);
    expect(stdout).toContain("The studio's website:");
    expect(stdout).not.toContain(`Client site ${setup.id}`);
    expect(readFileSync(join(setup.siteDir, 'index.html')).equals(before)).toBe(true);
  }, 600_000);

  it('refuses --site for a site that does not exist, and --site without one, in words', () => {
    const run = (args: string[]) => {
      try {
        execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', ...args], {
          cwd: setup.project.dir,
          encoding: 'utf8',
          stdio: 'pipe',
        });
        return { code: 0, output: '' };
      } catch (error) {
        const failed = error as { status: number; stdout: string; stderr: string };
        return { code: failed.status, output: failed.stdout + failed.stderr };
      }
    };
    const unknown = run(['--site', 'no-such-site']);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toMatch(/There is no site "no-such-site" in the content\. The sites are: .*joes-plumbing/s);
    const bare = run(['--site']);
    expect(bare.code).toBe(1);
    expect(bare.output).toContain('Use: npm run build');
  }, 120_000);
});
