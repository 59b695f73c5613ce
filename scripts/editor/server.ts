import { randomBytes } from 'node:crypto';
import { existsSync, realpathSync, statSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { resolve } from 'node:path';
import { createServer as createViteServer } from 'vite';
import { CONTENT_DIR, PROJECT_ROOT } from '../content/validate.ts';
import { devGuard } from '../vite/dev-guard.ts';
import { HttpError } from './http-error.ts';
import { handleApi, sendError, type ApiContext } from './api.ts';
import { finishInterruptedSave } from './atomic-write.ts';
import { editorViteConfig } from './editor-vite.ts';
import { saveJournal } from './save.ts';
import { checkHost, editorHeaders, isOwnOrigin } from './request-guard.ts';

/** The editor listens on this machine only. */
const HOST = '127.0.0.1';

export async function startEditor(options: { contentDir: string; port: number }) {
  if (!existsSync(options.contentDir) || !statSync(options.contentDir).isDirectory()) {
    throw new Error(`The content folder ${options.contentDir} does not exist.`);
  }
  const ctx: ApiContext = {
    contentDir: realpathSync(options.contentDir),
    port: options.port,
    // Made fresh at every start, so a page kept open from an earlier run cannot write.
    token: randomBytes(24).toString('hex'),
  };
  // A save killed between its renames is completed before anything is read.
  for (const file of finishInterruptedSave(saveJournal(ctx.contentDir))) console.log(`Completed an interrupted save: ${file}`);
  const nonce = randomBytes(16).toString('base64');
  const server = createHttpServer();
  const vite = await createViteServer(editorViteConfig(server, ctx.token, nonce));
  // Only the editor's app: its page, its source, packages and Vite's modules; never another project file.
  const guard = devGuard({ root: `${PROJECT_ROOT}src/editor`, projectRoot: PROJECT_ROOT, contentDir: false });

  server.on('request', (req, res) => {
    for (const [name, value] of Object.entries(editorHeaders(nonce))) res.setHeader(name, value);
    const answer = async () => {
      checkHost(req, ctx.port);
      if (await handleApi(ctx, req, res)) return;
      guard(req, res, () => vite.middlewares(req, res, () => sendError(res, new HttpError(404, 'There is nothing at this address.'))));
    };
    answer().catch((error) => sendError(res, error));
  });

  // Vite's live-reload socket opens only for the editor's own page: another page cannot listen in.
  const viteUpgrades = server.listeners('upgrade') as ((...args: unknown[]) => void)[];
  server.removeAllListeners('upgrade');
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const own = req.headers.host !== undefined && isOwnOrigin(`http://${req.headers.host}`, ctx.port) && isOwnOrigin(req.headers.origin, ctx.port);
    if (!own) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    for (const listener of viteUpgrades) listener.call(server, req, socket, head);
  });

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(ctx.port, HOST, done);
  });
  // Port 0 asks the system for a free port (the tests do); the checks need the real one.
  ctx.port = (server.address() as AddressInfo).port;
  return {
    url: `http://${HOST}:${ctx.port}/`,
    port: ctx.port,
    close: async () => {
      await vite.close();
      await new Promise((done) => server.close(done));
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('scripts/editor/server.ts')) {
  const port = Number(process.env.EDITOR_PORT ?? 5180);
  startEditor({ contentDir: resolve(CONTENT_DIR), port })
    .then(({ url }) => console.log(`Editor ready: ${url}  (content: ${resolve(CONTENT_DIR)}; Ctrl+C stops it)`))
    .catch((error: NodeJS.ErrnoException) => {
      console.error(error.code === 'EADDRINUSE' ? `Port ${port} is taken; start with EDITOR_PORT=<another port> npm run edit.` : error.message);
      process.exit(1);
    });
}
