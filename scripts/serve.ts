/**
 * Serves the built site from dist/ the way a static host would (each route's
 * index.html, 404.html with status 404 for anything else, gzip, long caching
 * for fingerprinted files) and starts the local form-service stand-in.
 *   npm run serve            site on http://127.0.0.1:4173, form service on :8788
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';
import { startFormService } from './form-service.ts';

const DIST = join(new URL('..', import.meta.url).pathname, 'dist');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.xml', '.txt']);

function resolveFile(root: string, urlPath: string): string | undefined {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const candidates = [join(root, clean), join(root, clean, 'index.html')];
  return candidates.find((file) => file.startsWith(root) && existsSync(file) && statSync(file).isFile());
}

/** Serve `root` (dist/ unless another built site is named, as the benchmark does for its larger copy). */
export function startStaticServer(port: number, host = '127.0.0.1', root = DIST): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const found = resolveFile(root, path);
    const file = found ?? join(root, '404.html');
    const ext = extname(file);
    const headers: Record<string, string> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    };
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (gzip) headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
    response.writeHead(found ? 200 : 404, headers);
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(join(DIST, 'index.html'))) {
    console.error('dist/ has no built site yet. Run `npm run build` first (or `npm start`, which builds and serves).');
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 4173);
  const formPort = Number(process.env.FORM_SERVICE_PORT ?? 8788);
  await startFormService(formPort);
  await startStaticServer(port);
  console.log(`Site:         http://127.0.0.1:${port}/`);
  console.log(`Form service: http://127.0.0.1:${formPort}/f/<formId> (local stand-in; submissions saved in .form-submissions/)`);
  console.log('Press Ctrl+C to stop.');
}
