import { basename, join } from 'node:path';
import { joinPath } from '../../src/content/href.ts';
import { loadSites } from '../content/load.ts';
import type { Problem } from '../content/problem.ts';
import type { ContentReport } from '../content/core/load-content.ts';

/** One page's place in the manifest (see src/virtual-content.d.ts). */
export interface RouteSource {
  path: string;
  siteId: string;
  /** Absolute paths of the two documents the page is built from. */
  siteFile: string;
  pageFile: string;
}

/**
 * Names a file of routes (RouteSource[]) from a check that has just passed:
 * scripts/build.ts checks the content once, before any bundle, and hands the
 * server bundle its routes this way rather than having every document checked
 * a second time. Without it, the bundle checks the content itself.
 */
export const CHECKED_ROUTES_VARIABLE = 'CHECKED_ROUTES_FILE';

/** Which pages can be shown, and which must show the problems of the files they are built from. */
export interface RouteMap {
  routes: RouteSource[];
  /** Route -> the problems of its site or page file. */
  broken: Map<string, Problem[]>;
  /** Problems in files whose pages cannot even be placed (unreadable JSON, a site without a base path). */
  unplaced: Problem[];
}

/** Every route of content that passed every check: what the build renders. */
export function routesOf(report: ContentReport): RouteSource[] {
  return report.sites.flatMap(({ source, site, pages }) =>
    pages.map(({ source: file, page }) => ({
      path: page.path === '*' ? '*' : joinPath(site.basePath, page.path),
      siteId: source.id,
      siteFile: join(source.dir, 'site.json'),
      pageFile: join(source.dir, 'pages', basename(file.file)),
    })),
  );
}

const field = (data: unknown, key: string): string | undefined => {
  const value = (data as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The development server's view: a page is shown when neither of its two files
 * has a problem, whatever is wrong elsewhere, so one broken file only breaks the
 * pages built from it.
 */
export function routeMapOf(contentDir: string, root: string, report: ContentReport): RouteMap {
  const byFile = new Map<string, Problem[]>();
  for (const problem of report.problems) byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem]);
  const placed = new Set<string>();
  const routes: RouteSource[] = [];
  const broken = new Map<string, Problem[]>();

  for (const source of loadSites(contentDir, root, [])) {
    const basePath = field(source.site.data, 'basePath');
    const siteProblems = byFile.get(source.site.file) ?? [];
    if (basePath !== undefined) placed.add(source.site.file);
    for (const file of source.pages) {
      const pagePath = field(file.data, 'path');
      if (basePath === undefined || pagePath === undefined) continue;
      placed.add(file.file);
      const path = pagePath === '*' ? '*' : joinPath(basePath, pagePath);
      const problems = [...siteProblems, ...(byFile.get(file.file) ?? [])];
      if (problems.length) broken.set(path, problems);
      else routes.push({ path, siteId: source.id, siteFile: join(source.dir, 'site.json'), pageFile: join(source.dir, 'pages', basename(file.file)) });
    }
  }
  return { routes, broken, unplaced: report.problems.filter((problem) => !placed.has(problem.file)) };
}
