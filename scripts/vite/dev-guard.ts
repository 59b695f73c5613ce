/**
 * The development server and the editor answer only what their app needs. Vite
 * would otherwise hand out any file under the project (package.json, the
 * scripts, visitors' form submissions in .form-submissions/) to anyone who can
 * reach the port. This guard goes first and lets through: page addresses,
 * Vite's own modules, the source, installed packages, and (for the development
 * server) the content documents and the site's media.
 */
import { existsSync, realpathSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isAbsolute, join, posix, relative } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { CONTENT_DIR } from '../paths.ts';

/** Address prefixes Vite and the site use; everything below them may be asked for. */
const ALLOWED_PREFIXES = ['/@vite/', '/@react-refresh', '/src/', '/node_modules/', '/media/', '/__vite_ping'];
const MODULE_EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.mts', '.cts', '.json'];

const inside = (folder: string, path: string) => {
  const rest = relative(folder, path);
  return rest === '' || (!rest.startsWith('..') && !isAbsolute(rest));
};

/** The real location too, so a linked node_modules (a test copy of the project) still counts. */
function withRealPath(folder: string): string[] {
  try {
    return [folder, realpathSync(folder)];
  } catch {
    return [folder];
  }
}

export interface GuardOptions {
  /** Vite's root: a plain address names a file below it. */
  root: string;
  /** The project folder, whose src/ and node_modules/ may be read; the root when not given. */
  projectRoot?: string;
  /** The content folder, whose documents may be read; false for the editor, which reads content through its API only. */
  contentDir?: string | false;
}

/**
 * Whether `path` (decoded, normalised, without query) may be served. A page
 * address is one that names nothing on disk: Vite would compile a source file
 * asked for without its extension, so those are refused like the file itself.
 */
function isAllowed(path: string, { root, projectRoot = root, contentDir = CONTENT_DIR }: GuardOptions): boolean {
  if (path === '/' || path === '/index.html') return true;
  if (ALLOWED_PREFIXES.some((prefix) => path.startsWith(prefix))) return true;
  const source = join(projectRoot, 'src');
  const readable = [source, join(projectRoot, 'node_modules'), ...(contentDir ? [contentDir] : [])].flatMap(
    withRealPath,
  );
  if (path.startsWith('/@fs/')) {
    const file = path.slice('/@fs'.length);
    return readable.some((folder) => inside(folder, file));
  }
  // Bare and virtual module ids only; "/@id//abs/path" would reach any file.
  if (path.startsWith('/@id/')) return !/^\/@id\/[./]/.test(path);
  const onDisk = join(root, path);
  if (contentDir && inside(root, contentDir) && inside(contentDir, onDisk)) return path.endsWith('.json');
  if (path.split('/').some((segment) => segment.startsWith('.'))) return false;
  // The app's own modules, where Vite's root is a folder of the source (the editor's src/editor).
  if (inside(source, onDisk)) return true;
  if (posix.extname(path.split('/').pop() ?? '') !== '') return false;
  return !existsSync(onDisk) && !MODULE_EXTENSIONS.some((ext) => existsSync(onDisk + ext)) && !isFolder(onDisk);
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The decoded path of a request; undefined when it cannot be decoded or is not already in its plain form. */
function guardedPath(url: string | undefined): string | undefined {
  try {
    const path = decodeURIComponent((url ?? '/').split(/[?#]/)[0]);
    if (!path.startsWith('/') || path.includes('\0') || path.includes('\\')) return undefined;
    // "//", "/./" and "/../" have no use here but to dodge the checks below.
    return posix.normalize(path) === path ? path : undefined;
  } catch {
    return undefined;
  }
}

export function devGuard(options: GuardOptions): Connect.NextHandleFunction {
  return (request: IncomingMessage, response: ServerResponse, next: Connect.NextFunction) => {
    const path = guardedPath(request.url);
    if (path !== undefined && isAllowed(path, options)) return next();
    response.statusCode = path === undefined ? 400 : 404;
    response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    response.end(path === undefined ? 'Bad request\n' : 'Not found\n');
  };
}

/** Registered first in vite.config.ts, so it runs before every other middleware. */
export function devGuardPlugin(): Plugin {
  return {
    name: 'dev-guard',
    enforce: 'pre',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(devGuard({ root: server.config.root }));
    },
  };
}
