import type { EnvironmentModuleNode, Plugin, ViteDevServer } from 'vite';
import { ContentError } from '../content/problem.ts';
import { forgetSchemas, loadContent, type Content, type ContentRoute } from '../content/core/load-content.ts';
import { CONTENT_DIR, PROJECT_ROOT, SCHEMA_DIR } from '../paths.ts';
import { ROUTES_FILE_VARIABLE, routeMapOf, type RouteMap } from './content-routes.ts';
import { devPages } from './dev-pages.ts';

const VIRTUAL_ID = 'virtual:content';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** The documents a route is made from: its site's, its page's (or entry's), and the entries it shows. */
const madeFrom = (route: ContentRoute): string[] => [
  route.siteFile,
  route.pageFile,
  ...Object.values(route.entries ?? {}),
];

/** Where a prerender thread keeps the documents it is handed with each route. */
const HANDED_MODULE = new URL('../output/handed-documents.ts', import.meta.url).pathname;

/**
 * The development server's manifest: every route with lazy imports of its
 * site and page documents, so a saved file is picked up like any module.
 */
function devManifestModule(routes: ContentRoute[]): string {
  const loaders = new Map<string, string>();
  for (const route of routes)
    for (const file of madeFrom(route))
      loaders.set(file, `() => import(${JSON.stringify(file)}).then((m) => m.default)`);
  const entries = routes.map((route) => ({
    path: route.path,
    siteId: route.siteId,
    site: route.siteFile,
    page: route.pageFile,
    view: route.view,
    entries: route.entries,
  }));
  const list = [...loaders].map(([key, loader]) => `  ${JSON.stringify(key)}: ${loader},`).join('\n');
  return `export const routes = ${JSON.stringify(entries, null, 2)};\nexport const documents = {\n${list}\n};\n`;
}

/**
 * The server bundle's manifest holds no content: it reads the routes the build
 * names in ROUTES_FILE_VARIABLE when it starts, and takes each document, as the
 * build read it once and gave its pictures their sources, from what the
 * prerender thread was handed with the route (scripts/output/handed-documents.ts).
 * So the bundle depends on the code alone, one bundle renders any site, and a
 * change of content never calls for a new one.
 */
const BUILD_MANIFEST_MODULE = `import { readFileSync } from 'node:fs';
import { handedDocument } from ${JSON.stringify(HANDED_MODULE)};
const file = process.env[${JSON.stringify(ROUTES_FILE_VARIABLE)}];
if (!file) throw new Error('The server bundle renders the routes named by ${ROUTES_FILE_VARIABLE}, which is not set.');
const checked = JSON.parse(readFileSync(file, 'utf8'));
export const routes = checked.map((route) => ({ path: route.path, siteId: route.siteId, site: route.siteFile, page: route.pageFile, view: route.view, entries: route.entries }));
export const documents = {};
for (const route of checked)
  for (const document of [route.siteFile, route.pageFile, ...Object.values(route.entries ?? {})]) documents[document] = async () => handedDocument(document);
`;

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
 * Serves the content as `virtual:content` (pictures are
 * scripts/vite/pictures-plugin.ts's job). In development it checks the
 * content, renders every page per request (./dev-pages.ts), where a broken
 * file only breaks the pages built from it, and re-checks on every save of
 * content or schema, printing the problems once per save. The development
 * server shows the studio's website (the studio and its demos); a client's
 * site has a domain of its own and is seen in the editor or its own build.
 */
export function contentPlugin(): Plugin {
  let report: Content | undefined;
  let routeMap: RouteMap | undefined;
  let server: ViteDevServer | undefined;

  const check = (): Content => {
    report = loadContent(CONTENT_DIR);
    routeMap = routeMapOf(report, PROJECT_ROOT);
    routeMap.routes = routeMap.routes.filter((route) => route.kind !== 'client');
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
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return server ? devManifestModule(routeMap!.routes) : BUILD_MANIFEST_MODULE;
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
