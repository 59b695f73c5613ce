import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readSite, siteFolder } from './documents.ts';
import { readCollections, readEntry } from './collections.ts';
import { duplicateSite, clientFolderFor } from './duplicate-site.ts';
import { parseDeletions, parseEdited } from './edited-documents.ts';
import { checkDeletable, newEntry } from './entries.ts';
import { entryPage } from './entry-list.ts';
import { HttpError } from './http-error.ts';
import { listImages } from './images.ts';
import { pictureTypeOf } from '../media-types.ts';
import { createPage, deletePage } from './pages.ts';
import { checkWrite } from './request-guard.ts';
import { readBody, readJsonBody, readObjectBody } from './request-body.ts';
import { renameEntry, saveDocuments } from './save.ts';
import { planRename } from './rename-entry.ts';
import { sharePreview } from './share-preview.ts';
import { editorSchemas } from './schemas.ts';
import { MAX_UPLOAD_BYTES, storeUpload } from './uploads.ts';
import { resolveInside } from './content-paths.ts';
import { pendingPath } from './pending-uploads.ts';
import { checkEdited, savedOverview } from './validation.ts';
import { MEDIA_POLICY } from '../security-headers.ts';
import type { ErrorBody, LocalEndpoints } from '../../src/editor/protocol.ts';

export interface ApiContext {
  contentDir: string;
  port: number;
  token: string;
  /** Addresses besides 127.0.0.1 and localhost the editor's page is served from (team mode's public address). */
  origins?: string[];
  /** Runs after a write succeeded and before it is answered: saves become commits here. */
  afterWrite?: (url: URL, result: unknown) => Promise<void>;
  /** Where the repository's writes wait their turn (Git.writes): a write and its afterWrite run as one. */
  writeQueue?: { run<T>(task: () => Promise<T>): Promise<T> };
}

/** Posts that change no content (a check, an upload, a drawing), so they do not wait for the others: a check, and an upload (which streams its body). */
const CHANGES_NO_CONTENT = new Set(['/api/validate', '/api/upload', '/api/share-card']);

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** Errors become a status and a plain sentence; anything unexpected is a 500 that names no internals. */
export function sendError(res: ServerResponse, error: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error instanceof HttpError) {
    // The body of a refused request may still be arriving: end the connection after the answer.
    if (error.status === 413 || error.status === 408) res.setHeader('Connection', 'close');
    sendJson(res, error.status, error.body);
    return;
  }
  console.error(error);
  const body: ErrorBody = {
    error: 'The editor server could not do that. The terminal running "npm run edit" shows why.',
  };
  sendJson(res, 500, body);
}

/** /media/<site>/<picture>: the site's pictures, for the preview and the picker. */
function serveMedia(ctx: ApiContext, path: string, res: ServerResponse): void {
  const [siteId, ...rest] = path.split('/').filter(Boolean);
  const folder = siteFolder(ctx.contentDir, siteId);
  const saved = resolveInside(ctx.contentDir, `${folder}/images/${rest.join('/')}`);
  // A picture uploaded but not saved yet is shown from where it waits.
  const file = existsSync(saved) ? saved : pendingPath(ctx.contentDir, folder, rest.join('/'));
  const type = pictureTypeOf(file);
  if (!type || !existsSync(file) || !statSync(file).isFile()) throw new HttpError(404, 'There is no such picture.');
  // SVGs are shown as pictures only; this stops them from running anything if opened directly.
  res.writeHead(200, {
    'Content-Type': type,
    'Cache-Control': 'no-cache',
    'Content-Security-Policy': MEDIA_POLICY,
    'X-Content-Type-Options': 'nosniff',
  });
  createReadStream(file).pipe(res);
}

/**
 * A site as the editor opens it: its settings, redirects and pages whole, its
 * pictures, and its collections with a summary of each entry (all but its rich
 * text), so a collection of 10,000 entries opens without sending every body.
 */
export async function openSite(contentDir: string, id: string): Promise<LocalEndpoints['GET /api/site']['answer']> {
  const files = readSite(contentDir, id);
  return {
    ...files,
    images: await listImages(contentDir, files.folder),
    collections: readCollections(contentDir, files.folder, files.site),
  };
}

type Handler<Answer = unknown> = (ctx: ApiContext, req: IncomingMessage, url: URL) => Promise<Answer> | Answer;
/** A handler for each endpoint of the protocol with this method, by address, answering what the protocol says. */
type Handlers<Method extends string> = {
  [K in keyof LocalEndpoints as K extends `${Method} ${infer Path}` ? Path : never]: Handler<
    LocalEndpoints[K]['answer']
  >;
};

const reads: Handlers<'GET'> = {
  '/api/sites': (ctx) => {
    const { sites, problems } = savedOverview(ctx.contentDir);
    return { sites: [...sites], problems: [...problems] };
  },
  '/api/site': (ctx, _req, url) => openSite(ctx.contentDir, url.searchParams.get('id') ?? ''),
  '/api/images': (ctx, _req, url) =>
    listImages(ctx.contentDir, siteFolder(ctx.contentDir, url.searchParams.get('site'))),
  '/api/schemas': () => editorSchemas(),
  // The folder a new client site would get from its business name, shown before the copy is made.
  '/api/sites/folder-name': (ctx, _req, url) => clientFolderFor(ctx.contentDir, url.searchParams.get('name')),
  '/api/entries/new': (ctx, _req, url) =>
    newEntry(ctx.contentDir, {
      site: url.searchParams.get('site'),
      collection: url.searchParams.get('collection'),
      title: url.searchParams.get('title'),
      from: url.searchParams.get('from') ?? undefined,
      slug: url.searchParams.get('slug') ?? undefined,
    }),
  // A collection's list, a page at a time: the browser never holds 10,000 rows.
  '/api/entries': (ctx, _req, url) => {
    const query = (name: string) => url.searchParams.get(name) ?? undefined;
    return entryPage(ctx.contentDir, {
      site: query('site') ?? '',
      collection: query('collection') ?? '',
      search: query('search'),
      sort: query('sort'),
      status: query('status'),
      tag: query('tag'),
      offset: query('offset'),
      limit: query('limit'),
    });
  },
  // An entry's whole file, read when the editor opens it: the site's answer summarises entries without their rich text.
  '/api/entries/file': (ctx, _req, url) => readEntry(ctx.contentDir, url.searchParams.get('file') ?? ''),
  // Asked before "This cannot be undone": a refusal (409) names what refers to the entry. Deletes nothing.
  '/api/entries/deletable': (ctx, _req, url) => {
    checkDeletable(ctx.contentDir, url.searchParams.get('file') ?? '');
    return { deletable: true as const };
  },
  // Asked as the new name is typed: the rename's own refusals, or what it would change. Writes nothing.
  '/api/entries/rename': (ctx, _req, url) => {
    const {
      from: _from,
      writes: _writes,
      to: file,
      ...check
    } = planRename(ctx.contentDir, url.searchParams.get('file') ?? '', url.searchParams.get('slug') ?? '');
    return { file, ...check };
  },
};

const writes: Handlers<'POST'> = {
  '/api/validate': async (ctx, req) => {
    return { problems: checkEdited(ctx.contentDir, await readJsonBody(req)) };
  },
  '/api/save': async (ctx, req) => {
    const body = await readJsonBody(req);
    // Checked first: it refuses a body that is not an object with documents.
    const docs = parseEdited(body);
    const { force, delete: deletions, rename } = body as { force?: unknown; delete?: unknown; rename?: unknown };
    if (rename !== undefined) {
      const { file, slug } = (rename ?? {}) as { file?: unknown; slug?: unknown };
      if (typeof file !== 'string') throw new HttpError(400, 'Expected "rename" to name the entry\'s file.');
      // A rename moves the saved file: other changes are saved first, so none is lost or moved by accident.
      if (docs.length || deletions !== undefined)
        throw new HttpError(400, 'Save your other changes first, then change the address.');
      return renameEntry(ctx.contentDir, file, slug);
    }
    return saveDocuments(ctx.contentDir, docs, force === true, parseDeletions(deletions));
  },
  '/api/pages/create': async (ctx, req) => createPage(ctx.contentDir, await readObjectBody(req)),
  '/api/pages/delete': async (ctx, req) => {
    const body = await readObjectBody(req);
    return deletePage(ctx.contentDir, body.site, body.name, body.check === true);
  },
  '/api/sites/duplicate': async (ctx, req) => duplicateSite(ctx.contentDir, await readObjectBody(req)),
  '/api/upload': async (ctx, req, url) => {
    const folder = siteFolder(ctx.contentDir, url.searchParams.get('site'));
    const bytes = await readBody(req, MAX_UPLOAD_BYTES + 1);
    return storeUpload(ctx.contentDir, folder, url.searchParams.get('name') ?? '', bytes);
  },
  '/api/share-card': async (ctx, req) => sharePreview(ctx.contentDir, await readObjectBody(req)),
};

/** The editor's narrow API: it answers true when the request was one of its addresses. */
export async function handleApi(ctx: ApiContext, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const url = new URL(req.url ?? '/', 'http://editor.invalid');
  if (url.pathname.startsWith('/media/')) {
    let path: string;
    try {
      path = decodeURIComponent(url.pathname.slice('/media/'.length));
    } catch {
      throw new HttpError(400, 'That picture address is not readable.');
    }
    serveMedia(ctx, path, res);
    return true;
  }
  if (!url.pathname.startsWith('/api/')) return false;
  const table: Record<string, Handler> | undefined =
    req.method === 'POST' ? writes : req.method === 'GET' ? reads : undefined;
  const handler = table && Object.hasOwn(table, url.pathname) ? table[url.pathname] : undefined;
  if (!handler) throw new HttpError(table ? 404 : 405, `There is no ${req.method} ${url.pathname} in the editor.`);
  if (table !== writes) {
    sendJson(res, 200, await handler(ctx, req, url));
    return true;
  }
  checkWrite(req, ctx.port, ctx.token, ctx.origins);
  const write = async () => {
    const result = await handler(ctx, req, url);
    await ctx.afterWrite?.(url, result);
    return result;
  };
  const queue = CHANGES_NO_CONTENT.has(url.pathname) ? undefined : ctx.writeQueue;
  sendJson(res, 200, await (queue ? queue.run(write) : write()));
  return true;
}
