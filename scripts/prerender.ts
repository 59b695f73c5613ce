import { join } from 'node:path';
import { NOT_FOUND_PATH } from './content/core/route.ts';
import { writeOutputFile } from './output/write-file.ts';
import { escapeHtml } from './page-template.ts';

/** sitemap.xml (when the site has an address) and robots.txt of a site whose pages are at `routes`. */
export function writeSiteIndexes(outDir: string, siteUrl: string | undefined, routes: readonly string[]): void {
  const pages = routes.filter((route) => route !== NOT_FOUND_PATH);
  if (siteUrl) writeOutputFile(join(outDir, 'sitemap.xml'), sitemapXml(siteUrl, pages));
  writeOutputFile(
    join(outDir, 'robots.txt'),
    `User-agent: *\nAllow: /\n${siteUrl ? `Sitemap: ${siteUrl}/sitemap.xml\n` : ''}`,
  );
}

/** The sitemap of a site's pages; every address is escaped, so a "&" or "<" in the site's url stays text. */
export function sitemapXml(siteUrl: string, routes: string[]): string {
  const urls = routes.map((route) => `  <url><loc>${escapeHtml(`${siteUrl}${route}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
