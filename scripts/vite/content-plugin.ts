import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join, relative, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { joinPath } from '../../src/content/href.ts';
import { MEDIA_BASE } from '../../src/content/media.ts';
import { listFiles } from '../content/load.ts';
import { formatProblem } from '../content/problem.ts';
import { CONTENT_DIR, validateContent, type ContentReport } from '../content/validate.ts';

const VIRTUAL_ID = 'virtual:content';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

const MIME: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

/** Problems as one message, in the same words the validate command prints. */
export class ContentError extends Error {
  constructor(report: ContentReport) {
    super(`Content has ${report.problems.length} problem(s):\n\n${report.problems.map(formatProblem).join('\n\n')}`);
    this.name = 'ContentError';
  }
}

/**
 * The manifest module: every route with lazy loaders of its site and page
 * documents. In the browser each document is an import, so each page's content
 * becomes its own chunk and no page's JavaScript carries another page's
 * content. On the server the documents are read from disk when a page is
 * rendered: bundled, every page would be a module of the server build, whose
 * memory and time then grow with the number of pages.
 */
function manifestModule(report: ContentReport, readFromDisk: boolean): string {
  const imports = new Map<string, string>();
  // Keys are short and machine-independent; the loaders use the real file path,
  // which also works for content kept outside the project (SITE_CONTENT_DIR).
  const importOf = (absolute: string) => {
    const key = relative(CONTENT_DIR, absolute).split(sep).join('/');
    imports.set(key, readFromDisk ? `() => read(${JSON.stringify(absolute)})` : `() => import(${JSON.stringify(absolute)}).then((m) => m.default)`);
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
  const reader = readFromDisk ? `import { readFile } from 'node:fs/promises';\nconst read = (file) => readFile(file, 'utf8').then(JSON.parse);\n` : '';
  return `${reader}export const routes = ${JSON.stringify(routes, null, 2)};\nexport const documents = {\n${loaders}\n};\n`;
}

function siteImageDirs(report: ContentReport): Map<string, string> {
  return new Map(report.sites.map(({ source }) => [source.id, join(source.dir, 'images')]));
}

/**
 * Validates content before anything is built, serves it as `virtual:content`,
 * serves each site's images under /media/<site>/ in development and copies
 * them there in the build.
 */
export function contentPlugin(): Plugin {
  let report: ContentReport | undefined;
  let server: ViteDevServer | undefined;

  const check = (): ContentReport => (report = validateContent(CONTENT_DIR));

  return {
    name: 'site-content',
    buildStart() {
      const checked = check();
      if (checked.problems.length) {
        if (server) server.config.logger.error(new ContentError(checked).message);
        else throw new ContentError(checked);
      }
      for (const file of listFiles(CONTENT_DIR)) this.addWatchFile(join(CONTENT_DIR, file));
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id, options) {
      if (id !== RESOLVED_ID) return undefined;
      const checked = report ?? check();
      if (checked.problems.length) throw new ContentError(checked);
      return manifestModule(checked, Boolean(options?.ssr));
    },
    generateBundle() {
      if (this.environment?.name === 'ssr') return;
      for (const [siteId, dir] of siteImageDirs(report ?? check())) {
        for (const name of listFiles(dir)) {
          this.emitFile({ type: 'asset', fileName: `media/${siteId}/${name}`, source: readFileSync(join(dir, name)) });
        }
      }
    },
    closeBundle() {
      // Vite keeps its plugins alive after a build, and with them every checked
      // document (text and syntax tree), once per bundle. A build lets them go
      // once its bundle is written; the next build checks the content again.
      if (!server) report = undefined;
    },
    configureServer(devServer) {
      server = devServer;
      devServer.watcher.add(CONTENT_DIR);
      devServer.watcher.on('all', (_event, file) => {
        if (!file.startsWith(CONTENT_DIR)) return;
        const checked = check();
        if (!checked.problems.length) {
          const module = devServer.moduleGraph.getModuleById(RESOLVED_ID);
          if (module) devServer.moduleGraph.invalidateModule(module);
          devServer.ws.send({ type: 'full-reload' });
        } else {
          const error = new ContentError(checked);
          devServer.config.logger.error(error.message, { timestamp: true });
          devServer.ws.send({ type: 'error', err: { message: error.message, stack: '', plugin: 'site-content' } });
        }
      });
      devServer.middlewares.use(MEDIA_BASE, (req, res, next) => {
        const [siteId, ...rest] = decodeURIComponent((req.url ?? '').split('?')[0]).split('/').filter(Boolean);
        const dir = report && siteImageDirs(report).get(siteId);
        const file = dir && join(dir, ...rest);
        if (!file || !file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) return next();
        res.setHeader('Content-Type', MIME[extname(file)] ?? 'application/octet-stream');
        createReadStream(file).pipe(res);
      });
    },
  };
}
