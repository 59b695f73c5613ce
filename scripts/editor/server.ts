import { randomBytes } from 'node:crypto';
import { existsSync, realpathSync, statSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createServer as createViteServer } from 'vite';
import { CONTENT_DIR } from '../paths.ts';
import { HttpError } from './http-error.ts';
import { handleApi, sendError, type ApiContext } from './api.ts';
import { editorViteConfig } from './editor-vite.ts';
import { checkHost } from './request-guard.ts';

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
  const server = createHttpServer();
  const vite = await createViteServer(editorViteConfig(server, ctx.token));

  server.on('request', (req, res) => {
    const answer = async () => {
      checkHost(req, ctx.port);
      if (await handleApi(ctx, req, res)) return;
      vite.middlewares(req, res, () => sendError(res, new HttpError(404, 'There is nothing at this address.')));
    };
    answer().catch((error) => sendError(res, error));
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
