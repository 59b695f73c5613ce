/**
 * Links in content are written in a few forms (see schema/shared/href.schema.json).
 * These helpers turn them into real addresses; they run in the browser and in
 * the build alike.
 */

/** "/demo-bakery" + "/about" -> "/demo-bakery/about"; "/demo-bakery" + "/" -> "/demo-bakery". */
export function joinPath(basePath: string, pagePath: string): string {
  if (basePath === '/' || basePath === '') return pagePath;
  return pagePath === '/' ? basePath : `${basePath}${pagePath}`;
}

/** "~/contact" is relative to the site's base path; every other form is left as it is. */
export function resolveHref(href: string, basePath: string): string {
  if (!href.startsWith('~/')) return href;
  const [path, hash] = splitHash(href.slice(1));
  return joinPath(basePath, path || '/') + (hash ? `#${hash}` : '');
}

/** "(555) 234-5678" -> "tel:5552345678": a phone number as a link that dials it. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Links that leave the website or open another program. */
export function isExternal(href: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(href);
}

/** "/#work" -> ["/", "work"]; "#faq" -> ["", "faq"]; "/about" -> ["/about", ""]. */
export function splitHash(href: string): [path: string, hash: string] {
  const at = href.indexOf('#');
  return at === -1 ? [href, ''] : [href.slice(0, at), href.slice(at + 1)];
}
