import { joinPath } from '../../../src/content/href.ts';

/** The path of the page shown for every address no other page has. */
export const NOT_FOUND_PATH = '*';

/**
 * A page's address: its site's base path, then its own path ("/demo-bakery" +
 * "/about" -> "/demo-bakery/about"). The not-found page has no address of its
 * own and keeps "*". Every part of the project asks this one function.
 */
export function routeOf(site: { basePath: string }, page: { path: string }): string {
  return page.path === NOT_FOUND_PATH ? NOT_FOUND_PATH : joinPath(site.basePath, page.path);
}
