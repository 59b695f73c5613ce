import type { ContentRoute, Content } from '../content/core/load-content.ts';
import { shownPath } from '../content/files.ts';
import type { Problem } from '../content/problem.ts';
import { text } from '../content/readable.ts';

/**
 * Names the file of routes (ContentRoute[]) the built server bundle renders:
 * the build writes one per site it publishes (scripts/output/render-site.ts).
 */
export const ROUTES_FILE_VARIABLE = 'SITE_ROUTES_FILE';

/** Which pages can be shown, and which must show the problems of the files they are built from. */
export interface RouteMap {
  routes: ContentRoute[];
  /** Route -> the problems of its site or page file. */
  broken: Map<string, Problem[]>;
  /** Problems in files whose pages cannot even be placed (unreadable JSON, a site without a base path). */
  unplaced: Problem[];
}

/**
 * The development server's view: a page is shown when neither of its two files
 * has a problem, whatever is wrong elsewhere, so one broken file only breaks the
 * pages built from it.
 */
export function routeMapOf(content: Content, root: string): RouteMap {
  const byFile = new Map<string, Problem[]>();
  for (const problem of content.problems) byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem]);
  // A site document with a base path is placed: its problems show on its own pages only.
  const placed = new Set(
    content.sources.filter(({ site }) => text(site.data, 'basePath') !== undefined).map(({ site }) => site.file),
  );
  const map: RouteMap = { routes: [], broken: new Map(), unplaced: [] };
  for (const route of content.routes) {
    const files = [shownPath(root, route.siteFile), shownPath(root, route.pageFile)];
    placed.add(files[1]);
    const problems = files.flatMap((file) => byFile.get(file) ?? []);
    if (problems.length) map.broken.set(route.path, problems);
    else map.routes.push(route);
  }
  map.unplaced = content.problems.filter((problem) => !placed.has(problem.file));
  return map;
}
