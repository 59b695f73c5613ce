import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RenderedPage } from '../src/entry-server.tsx';
import { renderInThreads, type PrerenderOptions } from './prerender-pool.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Where a route's HTML goes: "/" -> index.html, "/about" -> about/index.html, "*" -> 404.html. */
export function outputFileFor(route: string): string {
  if (route === '*') return '404.html';
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}

/**
 * The page arrives as complete HTML, so it is painted before the app bundle
 * competes with it: the bundle (and the modules it preloads) is requested only
 * after the first frame, and hydration follows.
 */
export function startAfterFirstPaint(template: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!entry) throw new Error('The built index.html has no module script to start the app with.');
  return template
    .replace(entry[0], '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('</body>', `  <script type="module">requestAnimationFrame(() => setTimeout(() => import(${JSON.stringify(entry[1])})));</script>\n  </body>`);
}

export function fillTemplate(template: string, page: RenderedPage, canonical: string | undefined): string {
  const head = [page.styles, canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : ''].filter(Boolean).join('\n    ');
  return template
    .replace(/<title>.*?<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('<meta name="description" content="" />', `<meta name="description" content="${escapeHtml(page.description)}" />`)
    .replace('<!--head-->', head)
    .replace('<!--app-->', page.html);
}

/**
 * Render every route of the built server bundle into the client output folder,
 * plus 404.html, sitemap.xml and robots.txt. Pages are rendered in worker
 * threads and written as soon as each is ready, so memory does not grow with
 * the number of pages. Returns the number of pages written; any page that
 * fails rejects the whole run, naming the route.
 */
export async function prerender(clientDir: string, serverEntry: string, siteUrl: string | undefined, options: PrerenderOptions = {}): Promise<number> {
  const template = startAfterFirstPaint(readFileSync(join(clientDir, 'index.html'), 'utf8'));
  const routes = await renderInThreads({ serverEntry, clientDir, template, siteUrl }, options);

  const pages = routes.filter((route) => route !== '*');
  if (siteUrl) {
    const urls = pages.map((route) => `  <url><loc>${siteUrl}${route}</loc></url>`).join('\n');
    writeFileSync(join(clientDir, 'sitemap.xml'), `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
  }
  writeFileSync(join(clientDir, 'robots.txt'), `User-agent: *\nAllow: /\n${siteUrl ? `Sitemap: ${siteUrl}/sitemap.xml\n` : ''}`);
  return routes.length;
}
