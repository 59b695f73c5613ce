import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderedPage } from '../src/entry-server.tsx';
import { fillTemplate, outputFileFor, startAfterFirstPaint } from './page-template.ts';

interface ServerEntry {
  render: (url: string) => Promise<RenderedPage>;
  manifest: { path: string }[];
}

/**
 * Render every route of the built server bundle into the client output folder,
 * plus 404.html, sitemap.xml and robots.txt. Returns the number of pages written.
 */
export async function prerender(clientDir: string, serverEntry: string, siteUrl: string | undefined): Promise<number> {
  const { render, manifest } = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const template = startAfterFirstPaint(readFileSync(join(clientDir, 'index.html'), 'utf8'));
  const routes = manifest.map((entry) => entry.path);
  for (const route of routes) {
    const page = await render(route === '*' ? '/this-page-does-not-exist' : route);
    const canonical = siteUrl && route !== '*' ? `${siteUrl}${route === '/' ? '/' : route}` : undefined;
    const file = join(clientDir, outputFileFor(route));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, fillTemplate(template, page, canonical));
  }

  const pages = routes.filter((route) => route !== '*');
  if (siteUrl) {
    const urls = pages.map((route) => `  <url><loc>${siteUrl}${route}</loc></url>`).join('\n');
    writeFileSync(join(clientDir, 'sitemap.xml'), `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
  }
  writeFileSync(join(clientDir, 'robots.txt'), `User-agent: *\nAllow: /\n${siteUrl ? `Sitemap: ${siteUrl}/sitemap.xml\n` : ''}`);
  return routes.length;
}
