import { fileURLToPath } from 'node:url';
import type { ContentRoute } from '../content/core/load-content.ts';
import { NOT_FOUND_PATH } from '../content/core/route.ts';

/**
 * The engine's own not-found page: a client site's host needs a 404.html, and a site copied from a
 * demo has none (only the studio's site writes one in its content). Rendered with the client's
 * site.json, it wears that site's theme, header and footer, and names the business by its token.
 */
export const DEFAULT_NOT_FOUND_PAGE = fileURLToPath(new URL('./not-found-page.json', import.meta.url));

/** One published site's routes, with the engine's not-found page added when its content has none. */
export function withNotFoundPage(routes: ContentRoute[]): ContentRoute[] {
  if (routes.length === 0 || routes.some((route) => route.path === NOT_FOUND_PATH)) return routes;
  const [{ siteId, kind, siteFile }] = routes;
  return [...routes, { path: NOT_FOUND_PATH, siteId, kind, siteFile, pageFile: DEFAULT_NOT_FOUND_PAGE }];
}
