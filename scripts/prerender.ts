import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOT_FOUND_PATH } from './content/core/route.ts';
import { escapeHtml, startAfterFirstPaint } from './page-template.ts';
import { renderInThreads, type PrerenderOptions } from './prerender-pool.ts';

/**
 * Render every route of the built server bundle into the client output folder,
 * plus 404.html, sitemap.xml and robots.txt. Pages are rendered in worker
 * threads and written as soon as each is ready, so memory does not grow with
 * the number of pages. Returns the number of pages written; any page that
 * fails rejects the whole run, naming the route.
 */
export async function prerender(
  clientDir: string,
  serverEntry: string,
  siteUrl: string | undefined,
  options: PrerenderOptions = {},
): Promise<number> {
  const template = startAfterFirstPaint(readFileSync(join(clientDir, 'index.html'), 'utf8'));
  const routes = await renderInThreads({ serverEntry, clientDir, template, siteUrl }, options);

  const pages = routes.filter((route) => route !== NOT_FOUND_PATH);
  if (siteUrl) {
    writeFileSync(join(clientDir, 'sitemap.xml'), sitemapXml(siteUrl, pages));
  }
  writeFileSync(
    join(clientDir, 'robots.txt'),
    `User-agent: *\nAllow: /\n${siteUrl ? `Sitemap: ${siteUrl}/sitemap.xml\n` : ''}`,
  );
  return routes.length;
}

/** The sitemap of a site's pages; every address is escaped, so a "&" or "<" in the site's url stays text. */
export function sitemapXml(siteUrl: string, routes: string[]): string {
  const urls = routes.map((route) => `  <url><loc>${escapeHtml(`${siteUrl}${route}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
