import { readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { EnvironmentModuleNode, Plugin, ViteDevServer } from 'vite';
import { listFiles } from '../content/load.ts';
import { formatProblem } from '../content/problem.ts';
import { forgetSchemas, loadContent, type Content, type ContentRoute } from '../content/core/load-content.ts';
import { CONTENT_DIR, PROJECT_ROOT, SCHEMA_DIR } from '../paths.ts';
import { CHECKED_ROUTES_VARIABLE, routeMapOf, type RouteMap } from './content-routes.ts';
import { devPages } from './dev-pages.ts';

const VIRTUAL_ID = 'virtual:content';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** Problems as one message, in the same words the validate command prints. */
export class ContentError extends Error {
  constructor(report: Content) {
    super(`Content has ${report.problems.length} problem(s):\n\n${report.problems.map(formatProblem).join('\n\n')}`);
    this.name = 'ContentError';
  }
}

/** The module that reads a document from disk and gives its pictures their sources, as the pictures plugin does for imports. */
const ATTACH_MODULE = new URL('../images/attach.ts', import.meta.url).pathname;

/**
 * The manifest module: every route with lazy loaders of its site and page
 * documents. Only the server entry imports it; the browser never needs the
 * list of pages. In the build each document is read from disk when its page is
 * rendered: bundled, every page would be a module of the server build, whose
 * memory and time would then grow with the number of pages. The development
 * server imports them, so a saved file is picked up like any module.
 */
function manifestModule(routes: ContentRoute[], readFromDisk: boolean): string {
  const loaders = new Map<string, string>();
  // Keys are short and machine-independent; the loaders use the real file path,
  // which also works for content kept outside the project (SITE_CONTENT_DIR).
  const loaderOf = (absolute: string, siteId: string, siteDir: string) => {
    const key = relative(CONTENT_DIR, absolute).split(sep).join('/');
    const site = JSON.stringify({ id: siteId, dir: siteDir });
    loaders.set(
      key,
      readFromDisk
        ? `() => read(${JSON.stringify(absolute)}, ${site})`
        : `() => import(${JSON.stringify(absolute)}).then((m) => m.default)`,
    );
    return key;
  };
  const entries = routes.map((route) => {
    const siteDir = dirname(route.siteFile);
    return {
      path: route.path,
      siteId: route.siteId,
      site: loaderOf(route.siteFile, route.siteId, siteDir),
      page: loaderOf(route.pageFile, route.siteId, siteDir),
    };
  });
  const reader = readFromDisk
    ? [
        // Synchronous: a prerender thread renders one page at a time, so waiting for the disk would only leave it idle.
        "import { readFileSync } from 'node:fs';",
        `import { attachSources } from ${JSON.stringify(ATTACH_MODULE)};`,
        'const read = async (file, site) => { const document = JSON.parse(readFileSync(file, "utf8")); attachSources(document, site); return document; };',
        '',
      ].join('\n')
    : '';
  const list = [...loaders].map(([key, loader]) => `  ${JSON.stringify(key)}: ${loader},`).join('\n');
  return `${reader}export const routes = ${JSON.stringify(entries, null, 2)};\nexport const documents = {\n${list}\n};\n`;
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
  let report: Content | undefined;
  let routeMap: RouteMap | undefined;
  let server: ViteDevServer | undefined;

  const check = (): Content => {
    report = loadContent(CONTENT_DIR);
    if (server) routeMap = routeMapOf(report, PROJECT_ROOT);
    return report;
  };

  const announce = (had: number) => {
    const logger = server!.config.logger;
    if (report!.problems.length) logger.error(new ContentError(report!).message, { timestamp: true });
    else if (had) logger.info('Content is valid again.', { timestamp: true });
  };

  return {
    name: 'site-content',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id, options) {
      if (id !== RESOLVED_ID) return undefined;
      if (server) return manifestModule(routeMap!.routes, false);
      const checkedRoutes = process.env[CHECKED_ROUTES_VARIABLE];
      if (checkedRoutes)
        return manifestModule(JSON.parse(readFileSync(checkedRoutes, 'utf8')) as ContentRoute[], Boolean(options?.ssr));
      // Only a bundle that takes the manifest (the server's) checks the content:
      // the browser bundle never holds any, and need not pay for a check.
      const checked = report ?? check();
      if (checked.problems.length) throw new ContentError(checked);
      for (const file of listFiles(CONTENT_DIR)) this.addWatchFile(join(CONTENT_DIR, file));
      return manifestModule(checked.routes, Boolean(options?.ssr));
    },
    closeBundle() {
      // Vite keeps its plugins alive after a build, and with them every checked
      // document (text and syntax tree): let them go once the bundle is written.
      if (!server) report = undefined;
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
