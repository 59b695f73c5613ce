import { basename, join, relative, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { joinPath } from '../../src/content/href.ts';
import { listFiles } from '../content/load.ts';
import { formatProblem } from '../content/problem.ts';
import { CONTENT_DIR, validateContent, type ContentReport } from '../content/validate.ts';

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
 * documents, so each page's content becomes its own chunk and no page's
 * JavaScript carries another page's content.
 */
function manifestModule(report: ContentReport): string {
  const imports = new Map<string, string>();
  // Keys are short and machine-independent; the imports use the real file path,
  // which also works for content kept outside the project (SITE_CONTENT_DIR).
  const importOf = (absolute: string) => {
    const key = relative(CONTENT_DIR, absolute).split(sep).join('/');
    imports.set(key, `() => import(${JSON.stringify(absolute)}).then((m) => m.default)`);
    return key;
  };
  const routes = report.sites.flatMap(({ source, site, pages }) =>
    pages.map(({ source: file, page }) => ({
      path: page.path === '*' ? '*' : joinPath(site.basePath, page.path),
      siteId: source.id,
      site: importOf(join(source.dir, 'site.json')),
      page: importOf(join(source.dir, 'pages', basename(file.file))),
    })),
  );
  const loaders = [...imports].map(([key, loader]) => `  ${JSON.stringify(key)}: ${loader},`).join('\n');
  return `export const routes = ${JSON.stringify(routes, null, 2)};\nexport const documents = {\n${loaders}\n};\n`;
}

/**
 * Validates content before anything is built and serves it as `virtual:content`
 * (pictures are scripts/vite/pictures-plugin.ts's job).
 */
export function contentPlugin(): Plugin {
  let report: ContentReport;
  let server: ViteDevServer | undefined;

  const check = () => {
    report = validateContent(CONTENT_DIR);
    return report.problems.length === 0;
  };

  return {
    name: 'site-content',
    buildStart() {
      if (!check()) {
        if (server) server.config.logger.error(new ContentError(report).message);
        else throw new ContentError(report);
      }
      for (const file of listFiles(CONTENT_DIR)) this.addWatchFile(join(CONTENT_DIR, file));
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (!report) check();
      if (report.problems.length) throw new ContentError(report);
      return manifestModule(report);
    },
    configureServer(devServer) {
      server = devServer;
      devServer.watcher.add(CONTENT_DIR);
      devServer.watcher.on('all', (_event, file) => {
        if (!file.startsWith(CONTENT_DIR)) return;
        if (check()) {
          const module = devServer.moduleGraph.getModuleById(RESOLVED_ID);
          if (module) devServer.moduleGraph.invalidateModule(module);
          devServer.ws.send({ type: 'full-reload' });
        } else {
          const error = new ContentError(report);
          devServer.config.logger.error(error.message, { timestamp: true });
          devServer.ws.send({ type: 'error', err: { message: error.message, stack: '', plugin: 'site-content' } });
        }
      });
    },
  };
}
