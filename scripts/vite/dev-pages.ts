import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Connect, ViteDevServer } from 'vite';
import { MEDIA_BASE } from '../../src/content/media.ts';
import type { RenderedPage } from '../../src/entry-server.tsx';
import { NOT_FOUND_PATH } from '../content/core/route.ts';
import { PROJECT_ROOT } from '../paths.ts';
import { escapeHtml, fillTemplate } from '../page-template.ts';
import type { RouteMap } from './content-routes.ts';
import { problemPage } from './problem-page.ts';

/** Addresses the bundler answers itself: its modules, packages, files with an extension, pictures. */
const isPageAddress = (pathname: string) =>
  !/^\/(@|src\/|node_modules\/|__)/.test(pathname) &&
  !pathname.startsWith(`${MEDIA_BASE}/`) &&
  (extname(pathname) === '' || pathname.endsWith('.html'));

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

function send(res: Parameters<Connect.NextHandleFunction>[1], status: number, html: string) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(html);
}

/** A failure in code (not content): the developer gets the stack in the terminal, the page a plain message. */
export const codeErrorPage = (message: string) => `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>Unexpected Application Error!</title><link rel="icon" href="data:," /><script type="module" src="/@vite/client"></script></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1.25rem">
<h1>Unexpected Application Error!</h1><h2 style="font-size: 1.125rem; font-style: italic">${escapeHtml(message)}</h2>
<p>The terminal running the development server shows where it happened.</p></body></html>
`;

/**
 * Every page as the build renders it, rendered per request: the server entry
 * through Vite (so code changes apply at once) into the same template, with the
 * same island script. A page whose own files have problems shows them instead;
 * every other page renders as usual.
 */
export function devPages(server: ViteDevServer, routes: () => RouteMap): Connect.NextHandleFunction {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const url = req.originalUrl ?? '/';
    const pathname = normalise(decodeURIComponent(url.split(/[?#]/)[0]));
    if (!isPageAddress(pathname)) return next();

    const map = routes();
    const known = map.routes.some((route) => route.path === pathname);
    const problems = known
      ? undefined
      : (map.broken.get(pathname) ?? (map.unplaced.length ? map.unplaced : map.broken.get(NOT_FOUND_PATH)));
    if (problems) return send(res, 500, problemPage(problems));

    try {
      const template = await server.transformIndexHtml(url, readFileSync(join(PROJECT_ROOT, 'index.html'), 'utf8'));
      const { render } = (await server.ssrLoadModule('/src/entry-server.tsx')) as {
        render: (url: string) => Promise<RenderedPage>;
      };
      const page = await render(url);
      send(res, page.status, fillTemplate(template, page));
    } catch (error) {
      if (error instanceof Error) server.ssrFixStacktrace(error);
      server.config.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error), {
        timestamp: true,
      });
      send(res, 500, codeErrorPage(error instanceof Error ? error.message : String(error)));
    }
  };
}
