/**
 * Serves the built site from dist/ the way a static host would (each route's
 * index.html, 404.html with status 404 for anything else, gzip, long caching
 * for fingerprinted files, the headers of dist/_headers) and starts the local
 * form-service stand-in. One bad request gets an error answer; the server goes on.
 *   npm run serve            site on http://127.0.0.1:4173, form service on :8788
 */
import { createReadStream, existsSync, fstatSync, realpathSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  createSecureServer,
  type Http2SecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
} from 'node:http2';
import { basename, dirname, extname, join, posix, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { createGzip } from 'node:zlib';
import { CLIENTS_FOLDER, DIST_DIR } from './paths.ts';
import { startFormService } from './form-service.ts';
import { mediaTypeOf } from './media-types.ts';
import { BUILD_LOCK_FILE, isLockHeld } from './output/lock.ts';
import { readHostRedirects } from './output/redirect-files.ts';
import { recoverInterruptedSwap } from './output/swap.ts';
import { portFrom } from './ports.ts';
import { HEADERS_FILE, headersForPath, readHeadersFile } from './security-headers.ts';

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.xml', '.txt']);
/** The bundler names its output name-<hash>.ext; only those files never change under their name. */
const FINGERPRINTED = /^\/assets\/(?:[^/]+\/)*[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
/** Files a static host keeps for itself instead of publishing. */
const HOST_FILES = new Set([`/${HEADERS_FILE}`, '/_redirects', '/_routes.json']);

/** Whether the client takes gzip: named (or "*") with a weight above zero, so "gzip;q=0" refuses it. */
function acceptsGzip(header: string | string[] | undefined): boolean {
  const offers = String(header ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => {
      const [name, ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => param.startsWith('q='));
      return { name, weight: q ? Number(q.slice(2)) : 1 };
    });
  const named = offers.find((offer) => offer.name === 'gzip') ?? offers.find((offer) => offer.name === '*');
  return named !== undefined && named.weight > 0;
}

/** The decoded path of a request, or undefined when the address cannot be decoded. */
export function requestPath(url: string | undefined): string | undefined {
  const raw = (url ?? '/').split(/[?#]/)[0];
  try {
    const path = decodeURIComponent(raw);
    return path.startsWith('/') && !path.includes('\0') ? path : undefined;
  } catch {
    return undefined;
  }
}

/** Anything unusual about a path (too long, a file used as a folder) just means there is no such file. */
function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The file inside `root` a path names (a file, or a folder's index.html);
 * never one outside it, hidden, or in one of the top-level folders `leaveOut`.
 */
export function resolveFile(root: string, requested: string, leaveOut: readonly string[] = []): string | undefined {
  // "//_headers" and "/./_headers" name the same file as "/_headers".
  const path = posix.normalize(requested.replace(/\/+/g, '/'));
  const segments = path.split('/');
  const hidden =
    segments.some((segment) => segment.startsWith('.') && segment !== '.well-known') || leaveOut.includes(segments[1]);
  if (HOST_FILES.has(path.replace(/\/$/, '')) || hidden) return undefined;
  const target = join(root, path);
  if (target !== root && !target.startsWith(root + sep)) return undefined;
  const realRoot = realpathSync(root);
  for (const candidate of [target, join(target, 'index.html')]) {
    if (!isFile(candidate)) continue;
    // A link inside the site must not lead out of it, nor to the host's own files.
    const real = realpathSync(candidate);
    if (real.startsWith(realRoot + sep) && !HOST_FILES.has(`/${relative(realRoot, real).split(sep).join('/')}`))
      return candidate;
  }
  return undefined;
}

function plain(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  if (response.headersSent) return void response.destroy();
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  response.end(`${text}\n`);
}

/** The host's headers for a path, as written by the build; an unreadable file just means none. */
export function hostHeaders(root: string, path: string): Record<string, string> {
  try {
    const file = readHeadersFile(root);
    return file ? headersForPath(file, path) : {};
  } catch {
    return {};
  }
}

function answer(root: string, leaveOut: readonly string[], request: IncomingMessage, response: ServerResponse) {
  const path = requestPath(request.url);
  const host = hostHeaders(root, path ?? '/');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return plain(response, 405, 'Method not allowed: this site only answers GET and HEAD.', {
      ...host,
      Allow: 'GET, HEAD',
    });
  }
  if (path === undefined) return plain(response, 400, 'Bad request: the address is not valid.', host);

  // An old address answers 301 with its new one, as a static host reads _redirects.
  const moved = readHostRedirects(root).find(([from]) => from === (path.length > 1 ? path.replace(/\/+$/, '') : path));
  if (moved) return plain(response, 301, `Moved to ${moved[1]}`, { ...host, Location: moved[1] });

  const found = resolveFile(root, path, leaveOut);
  const file = found ?? join(root, '404.html');
  // A folder built without a not-found page still answers a miss as one, in plain words.
  if (!found && !isFile(file)) return plain(response, 404, 'Not found: this site has no page at this address.', host);
  const ext = extname(file);
  const gzip = COMPRESSIBLE.has(ext) && acceptsGzip(request.headers['accept-encoding']);
  const headers: Record<string, string> = {
    ...host,
    'Content-Type': mediaTypeOf(ext) ?? 'application/octet-stream',
    'Cache-Control': found && FINGERPRINTED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
  };
  if (gzip) headers['Content-Encoding'] = 'gzip';

  const stream = createReadStream(file);
  stream.once('error', () => plain(response, 500, 'The server could not read this page.', host));
  stream.once('open', (fd: number) => {
    try {
      // The size of the file actually opened, even if it was replaced since.
      if (!gzip) headers['Content-Length'] = String(fstatSync(fd).size);
      response.writeHead(found ? 200 : 404, headers);
    } catch {
      stream.destroy();
      return plain(response, 500, 'The server could not read this page.', host);
    }
    if (request.method === 'HEAD') {
      stream.destroy();
      return void response.end();
    }
    // A failure half-way (a file replaced, a client gone) can only cut the answer short.
    const cutShort = (error: Error | null) => error && response.destroy();
    if (gzip) pipeline(stream, createGzip(), response, cutShort);
    else pipeline(stream, response, cutShort);
  });
}

/** The folders a server of `siteDir` leaves out: see startStaticServer. */
function foldersLeftOut(siteDir: string): string[] {
  return basename(dirname(resolve(siteDir))) === CLIENTS_FOLDER ? [] : [CLIENTS_FOLDER];
}

function siteHandler(siteDir: string, leaveOut: readonly string[]) {
  const root = resolve(siteDir);
  return (request: IncomingMessage, response: ServerResponse) => {
    try {
      answer(root, leaveOut, request, response);
    } catch {
      plain(response, 500, 'The server could not answer this request.');
    }
  };
}

function listening<T extends Server | Http2SecureServer>(server: T, port: number, host: string): Promise<T> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/**
 * Serve `siteDir` as its host would. The studio's website leaves out the
 * client sites' folders inside it (sites/<id>/): each is published on its own
 * domain. A client site's folder is one whose parent is that folder.
 */
export function startStaticServer(
  port: number,
  host = '127.0.0.1',
  siteDir = DIST_DIR,
  leaveOut: readonly string[] = foldersLeftOut(siteDir),
): Promise<Server> {
  return listening(createServer(siteHandler(siteDir, leaveOut)), port, host);
}

/**
 * The same site over HTTPS, speaking HTTP/2 to a browser (and HTTP/1.1 to a
 * client that asks for it), as static hosts and CDNs serve: one connection
 * carries the page and everything it asks for. `tls` is a PEM key and certificate.
 */
export function startSecureStaticServer(
  port: number,
  host: string,
  siteDir: string,
  tls: { key: string; cert: string },
): Promise<Http2SecureServer> {
  // HTTP/2's compatibility request and response have every member `answer` uses.
  const handle = siteHandler(siteDir, foldersLeftOut(siteDir)) as unknown as (
    request: Http2ServerRequest,
    response: Http2ServerResponse,
  ) => void;
  return listening(createSecureServer({ ...tls, allowHTTP1: true }, handle), port, host);
}

/**
 * Puts back the site an interrupted build moved aside, unless a build is still
 * running (it finishes its own swap). A lock whose process id now belongs to
 * another program counts as no build. Returns true when the site was restored.
 */
export function restoreInterruptedSite(outDir = DIST_DIR, lockFile = BUILD_LOCK_FILE): boolean {
  return !isLockHeld(lockFile) && recoverInterruptedSwap(outDir);
}

/** The folder `npm run serve` serves: dist/, or with `--site <id>` that client site's folder. */
function servedFolder(args: string[]): string {
  if (!args.length) return DIST_DIR;
  const [flag, id] = args;
  if (flag !== '--site' || !id || args.length > 2 || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))
    throw new Error('Use: npm run serve [-- --site <folder of a client site>]');
  return join(DIST_DIR, CLIENTS_FOLDER, id);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const siteDir = servedFolder(process.argv.slice(2));
    if (restoreInterruptedSite(siteDir))
      console.log('Restored the previous site: a build was interrupted while replacing it.');
    if (!existsSync(join(siteDir, 'index.html'))) {
      const client = siteDir !== DIST_DIR;
      console.error(
        client
          ? `${relative(process.cwd(), siteDir)}/ has no built site yet. Run \`npm run build -- --site ${basename(siteDir)}\` first.`
          : 'dist/ has no built site yet. Run `npm run build` first (or `npm start`, which builds and serves).',
      );
      process.exit(1);
    }
    const port = portFrom('PORT', 4173);
    const formPort = portFrom('FORM_SERVICE_PORT', 8788);
    await startFormService(formPort);
    await startStaticServer(port, '127.0.0.1', siteDir);
    console.log(`Site:         http://127.0.0.1:${port}/`);
    console.log(
      `Form service: http://127.0.0.1:${formPort}/f/<formId> (local stand-in; submissions saved in .form-submissions/)`,
    );
    console.log('Press Ctrl+C to stop.');
  } catch (error) {
    console.error(`Could not start serving: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
