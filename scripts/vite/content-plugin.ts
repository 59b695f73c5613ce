import { join, relative, sep } from 'node:path';
import type { EnvironmentModuleNode, Plugin, ViteDevServer } from 'vite';
import { listFiles } from '../content/load.ts';
import { formatProblem } from '../content/problem.ts';
import { SCHEMA_DIR } from '../content/schema.ts';
import { CONTENT_DIR, forgetSchemas, PROJECT_ROOT, validateContent, type ContentReport } from '../content/validate.ts';
import { routeMapOf, routesOf, type RouteMap, type RouteSource } from './content-routes.ts';
import { devPages } from './dev-pages.ts';

const VIRTUAL_ID = 'virtual:content';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** Problems as one message, in the same words the validate command prints. */
export class ContentError extends Error {
  constructor(report: ContentReport) {
    super(`Content has ${report.problems.length} problem(s):\n\n${report.problems.map(formatProblem).join('\n\n')}`);
    this.name = 'ContentError';
  }
}

/**
 * The manifest module: every route with lazy imports of its site and page
 * documents. Only the server entry imports it; the browser never needs the
 * list of pages.
 */
function manifestModule(routes: RouteSource[]): string {
  const imports = new Map<string, string>();
  // Keys are short and machine-independent; the imports use the real file path,
  // which also works for content kept outside the project (SITE_CONTENT_DIR).
  const importOf = (absolute: string) => {
    const key = relative(CONTENT_DIR, absolute).split(sep).join('/');
    imports.set(key, `() => import(${JSON.stringify(absolute)}).then((m) => m.default)`);
    return key;
  };
  const entries = routes.map((route) => ({ path: route.path, siteId: route.siteId, site: importOf(route.siteFile), page: importOf(route.pageFile) }));
  const loaders = [...imports].map(([key, loader]) => `  ${JSON.stringify(key)}: ${loader},`).join('\n');
  return `export const routes = ${JSON.stringify(entries, null, 2)};\nexport const documents = {\n${loaders}\n};\n`;
}

/** A module and everything that imports it, so the next request evaluates them afresh. */
function invalidateWithImporters(server: ViteDevServer, id: string) {
  for (const environment of Object.values(server.environments)) {
    const graph = environment.moduleGraph;
    const seen = new Set<EnvironmentModuleNode>();
    const visit = (node: EnvironmentModuleNode | undefined) => {
      if (!node || seen.has(node)) return;
      seen.add(node);
      graph.invalidateModule(node);
      node.importers.forEach(visit);
    };
    visit(graph.getModuleById(id));
  }
}

/**
 * Validates content before anything is built and serves it as `virtual:content`
 * (pictures are scripts/vite/pictures-plugin.ts's job). In development it
 * also renders every page per request (./dev-pages.ts), where a broken file
 * only breaks the pages built from it, and re-checks on every save of content
 * or schema, printing the problems once per save.
 */
export function contentPlugin(): Plugin {
  let report: ContentReport | undefined;
  let routeMap: RouteMap | undefined;
  let server: ViteDevServer | undefined;

  const check = (): ContentReport => {
    report = validateContent(CONTENT_DIR);
    if (server) routeMap = routeMapOf(CONTENT_DIR, PROJECT_ROOT, report);
    return report;
  };

  const announce = (had: number) => {
    const logger = server!.config.logger;
    if (report!.problems.length) logger.error(new ContentError(report!).message, { timestamp: true });
    else if (had) logger.info('Content is valid again.', { timestamp: true });
  };

  return {
    name: 'site-content',
    buildStart() {
      // The development server checks on its own schedule (below), once per save.
      if (server) return;
      const checked = check();
      if (checked.problems.length) throw new ContentError(checked);
      for (const file of listFiles(CONTENT_DIR)) this.addWatchFile(join(CONTENT_DIR, file));
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const checked = report ?? check();
      if (server) return manifestModule(routeMap!.routes);
      if (checked.problems.length) throw new ContentError(checked);
      return manifestModule(routesOf(checked));
    },
    configureServer(devServer) {
      // Vitest starts a server too; it tests modules, not pages.
      if (process.env.VITEST) return;
      server = devServer;
      announce(check().problems.length);

      // An editor's save arrives as several file events; one check and one message per save.
      let timer: NodeJS.Timeout | undefined;
      let schemaChanged = false;
      devServer.watcher.add([CONTENT_DIR, SCHEMA_DIR]);
      devServer.watcher.on('all', (_event, file) => {
        const isSchema = file.startsWith(SCHEMA_DIR);
        if (!isSchema && !file.startsWith(CONTENT_DIR)) return;
        schemaChanged ||= isSchema;
        clearTimeout(timer);
        timer = setTimeout(() => {
          if (schemaChanged) forgetSchemas();
          schemaChanged = false;
          const had = report?.problems.length ?? 0;
          check();
          announce(had);
          invalidateWithImporters(devServer, RESOLVED_ID);
          devServer.ws.send({ type: 'full-reload' });
        }, 120);
      });

      devServer.middlewares.use(devPages(devServer, () => routeMap!));
    },
  };
}
