/**
 * Preview links are served on a listener of their own (EDITOR_PREVIEW_PORT),
 * meant for a host name of its own behind the proxy. The site's pages keep
 * their own absolute links and headers there, and nothing a previewed page
 * runs shares an origin with the editor or its session cookie.
 *
 * What is shown is the project's own build of the site's saved content, with
 * every other site as last published, made once per saved version into the
 * data folder: exactly what publishing the site would put live. One site's
 * problem never stops another site's preview.
 * A client site is built into a folder of its own (sites/<id>/ of the build),
 * complete for its own domain: its preview serves that folder at the root.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, posix } from 'node:path';
import { mediaTypeOf } from '../../media-types.ts';
import { CLIENTS_FOLDER } from '../../paths.ts';
import { hostHeaders, requestPath, resolveFile } from '../../serve.ts';
import type { BuildResult } from './publish.ts';
import type { PreviewLinks } from './preview-links.ts';
import { layout } from './pages.ts';
import { addressGroup } from './rate-limit.ts';
import { readCookie, requestAddress } from './sessions.ts';

export const PREVIEW_COOKIE = 'editor_preview';

export interface PreviewSite {
  id: string;
  /** "/demo-salon", or "/" for the site at the root. */
  basePath: string;
  /** "client" for a site on a domain of its own; the studio and its demos share one. */
  kind?: string;
}

/** Where the build puts a client site's own folder, inside its output (sites/<id>/). */
export const clientSiteFolder = (id: string) => join(CLIENTS_FOLDER, id);

/** The site a path of the built output belongs to; undefined for files every site shares (scripts, fonts). */
export function siteOfPath(path: string, sites: PreviewSite[]): string | undefined {
  const media = /^\/media\/([^/]+)\//.exec(path);
  if (media) return media[1];
  // The client sites' own folders belong to them alone, whatever the studio's site answers at "/".
  const [first, client] = path.split('/').slice(1);
  if (first === CLIENTS_FOLDER && client) return client;
  if (path.startsWith('/assets/')) return undefined;
  const base = (site: PreviewSite) => site.basePath.replace(/\/+$/, '');
  const owner = sites
    .filter((site) => site.kind !== 'client')
    .filter((site) => base(site) === '' || path === base(site) || path.startsWith(`${base(site)}/`))
    .sort((a, b) => base(b).length - base(a).length)[0];
  return owner?.id;
}

/**
 * The preview band: a strip of its own above the page, never over its text.
 * It is pinned to the top so it stays in sight; the page is moved down by its
 * height (body padding, and --page-top-inset for the site's header, which is
 * pinned to the top as well), so nothing the site draws is under it. Above the
 * header, below the gallery's full-screen view.
 */
const PREVIEW_BAND_STYLE = `<style>
html { --page-top-inset: 36px; scroll-padding-top: var(--page-top-inset); }
body { padding-top: var(--page-top-inset); }
.preview-band { position: fixed; top: 0; inset-inline: 0; z-index: 99; box-sizing: border-box; height: var(--page-top-inset); margin: 0; padding: 0 12px; display: flex; align-items: center; justify-content: center; background: #1d1d1f; color: #fff; font: 600 14px/1.2 system-ui, sans-serif; letter-spacing: .01em; box-shadow: 0 1px 4px rgb(0 0 0 / .3); }
</style>`;

/**
 * The page with a visible "Preview" band and a request not to be indexed. The
 * band says "not published" only while the site has saved changes that are
 * not live yet; otherwise the preview shows just what the live site shows.
 */
export function markAsPreview(html: string, unpublished = true): string {
  const words = unpublished ? 'Preview · not published' : 'Preview · the same as the live site';
  const band = `<p role="note" class="preview-band">${words}</p>`;
  return html
    .replace(/<head([^>]*)>/i, `<head$1>\n<meta name="robots" content="noindex, nofollow" />${PREVIEW_BAND_STYLE}`)
    .replace(/<body([^>]*)>/i, `<body$1>${band}`);
}

/**
 * Builds of each site's saved content, one per saved version, the latest of
 * each site kept. Builds run one at a time: a preview waits rather than
 * slowing every other one down.
 */
export class PreviewBuilds {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly building = new Map<string, { version: string; done: Promise<string> }>();

  constructor(private readonly folder: string) {}

  /** The built folder of `site` at `version`, built by `build` first when needed. */
  site(site: string, version: string, build: (outDir: string) => Promise<BuildResult>): Promise<string> {
    const siteFolder = join(this.folder, site);
    const out = join(siteFolder, version.replace(/[^a-zA-Z0-9-]/g, ''));
    // The build swaps its output in whole (scripts/build.ts), so a folder that exists is complete.
    if (existsSync(out)) return Promise.resolve(out);
    const current = this.building.get(site);
    if (current?.version === version) return current.done;
    const done = this.queue
      .catch(() => undefined)
      .then(async () => {
        const result = await build(out);
        if (!result.ok) throw new Error(result.message);
        for (const name of readdirSync(siteFolder))
          if (join(siteFolder, name) !== out) rmSync(join(siteFolder, name), { recursive: true, force: true });
        return out;
      });
    this.queue = done;
    this.building.set(site, { version, done });
    return done;
  }
}

export interface PreviewDeps {
  links: PreviewLinks;
  sites: () => PreviewSite[];
  /** The built folder of a site's content as saved now, every other site as last published. */
  builtSite: (site: string) => Promise<string>;
  /** Whether the site has saved changes not published yet (taken as so when left out or unanswered). */
  unpublished?: (site: string) => Promise<boolean>;
  /** Where EDITOR_TRUSTED_PROXY is read, for the address a request came from (default: the process's). */
  env?: NodeJS.ProcessEnv;
  /** Requests answered at once, counted per link and per address (one per server when left out). */
  load?: PreviewLoad;
}

/** At most this many requests of one preview link are answered at once; the rest are told to come back. */
export const PREVIEW_REQUESTS_PER_LINK = 12;
/** At most this many preview requests from one address (an IPv6 /64 counting as one) are answered at once. */
export const PREVIEW_REQUESTS_PER_ADDRESS = 24;

/**
 * Preview requests in progress, per link and per address: one link's holder
 * sending many at once is answered 429 beyond the cap, so every other link
 * keeps its share of the server.
 */
export class PreviewLoad {
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly perLink = PREVIEW_REQUESTS_PER_LINK,
    private readonly perAddress = PREVIEW_REQUESTS_PER_ADDRESS,
  ) {}

  /** Counts a request in, answering how to count it out; undefined when its link or its address is at the cap. */
  enter(link: string, address: string): (() => void) | undefined {
    const keys: [string, number][] = [
      [`link ${link}`, this.perLink],
      [`address ${addressGroup(address)}`, this.perAddress],
    ];
    if (keys.some(([key, cap]) => (this.counts.get(key) ?? 0) >= cap)) return undefined;
    for (const [key] of keys) this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      for (const [key] of keys) {
        const count = (this.counts.get(key) ?? 1) - 1;
        if (count > 0) this.counts.set(key, count);
        else this.counts.delete(key);
      }
    };
  }
}

const TOO_MANY = 'Too many requests for this preview at once. Wait a moment, then load the page again.';

/** How long a page request waits for a preview build before it is told to wait and look again. */
const PAGE_WAIT_MS = 1500;

/**
 * The answer while the saved content is being built: a page that says so and
 * looks again every few seconds, rather than a blank tab for half a minute.
 */
function preparing(res: ServerResponse, head: boolean) {
  // The editor's own plain page style; its CSP lets that style (and nothing else) in.
  const page = layout(
    'Preparing your preview…',
    '<h1>Preparing your preview…</h1><p>The latest saved changes are being put together. This page opens by itself in a few moments.</p>',
    '<meta http-equiv="refresh" content="3" />',
  );
  res.writeHead(503, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'",
    'Cache-Control': 'no-store',
    'Retry-After': '3',
    'X-Robots-Tag': 'noindex',
  });
  res.end(head ? undefined : page);
}

const isPage = (path: string) => ['', '.html'].includes(extname(path));

function plain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
    ...headers,
  });
  res.end(`${text}\n`);
}

/**
 * The one path a request is answered for: decoded once, and refused when any
 * segment climbs ("..", however it was encoded) or hides ("."), or holds a
 * backslash. Ownership is decided on this path and this path is served, so no
 * later tidying can move a request into another site.
 */
export function previewPath(url: string | undefined): string | undefined {
  const decoded = requestPath(url);
  if (decoded === undefined || decoded.includes('\\')) return undefined;
  const path = decoded.replace(/\/+/g, '/');
  if (path.split('/').some((segment) => segment === '..' || segment === '.')) return undefined;
  return posix.normalize(path) === path ? path : undefined;
}

export async function answerPreview(req: IncomingMessage, res: ServerResponse, deps: PreviewDeps): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return plain(res, 405, 'A preview can only be looked at.', { Allow: 'GET, HEAD' });
  const path = previewPath(req.url);
  if (path === undefined) return plain(res, 400, 'That address is not valid.');

  // /p/<token>: the shared address. It remembers the token for the site's other pages, then opens the site.
  const opening = /^\/p\/([A-Za-z0-9_-]{20,100})\/?$/.exec(path);
  if (opening) {
    const link = deps.links.open(opening[1]);
    const site = link && deps.sites().find((s) => s.id === link.site);
    if (!link || !site) return plain(res, 404, 'This preview link has expired or was revoked. Ask for a new one.');
    const seconds = Math.max(1, Math.floor((Date.parse(link.expiresAt) - Date.now()) / 1000));
    res.writeHead(303, {
      Location: site.kind === 'client' ? '/' : site.basePath.replace(/\/*$/, '/'),
      'Set-Cookie': `${PREVIEW_COOKIE}=${opening[1]}; HttpOnly; SameSite=Lax; Path=/; Max-Age=${seconds}`,
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    });
    return void res.end();
  }

  const link = deps.links.open(readCookie(req.headers.cookie, PREVIEW_COOKIE));
  if (!link) return plain(res, 401, 'Open the preview link you were sent; this preview has expired or was revoked.');
  const sites = deps.sites();
  const site = sites.find((s) => s.id === link.site);
  if (!site) return plain(res, 404, 'This preview link has expired or was revoked. Ask for a new one.');
  // A client site's folder is all there is at its address; the others share the studio's output.
  const owner = site.kind === 'client' ? site.id : siteOfPath(path, sites);
  if (owner !== undefined && owner !== link.site) return plain(res, 404, 'That page is not part of this preview.');

  const leave = (deps.load ?? defaultLoad).enter(link.id, requestAddress(req, deps.env));
  if (!leave) return plain(res, 429, TOO_MANY, { 'Retry-After': '2' });
  try {
    await answerFile(req, res, deps, site, path);
  } finally {
    leave();
  }
}

/** Shared by servers started without a load of their own. */
const defaultLoad = new PreviewLoad();

/** Answers a file of the link's own site from its preview build. */
async function answerFile(
  req: IncomingMessage,
  res: ServerResponse,
  deps: PreviewDeps,
  site: PreviewSite,
  path: string,
) {
  const building = deps.builtSite(site.id);
  // A failure is answered below, once it is waited for; until then it is no crash.
  const settled = building.then(
    () => true,
    () => true,
  );
  if (isPage(path)) {
    const ready = await Promise.race([settled, new Promise((done) => setTimeout(done, PAGE_WAIT_MS))]);
    if (ready === undefined) return preparing(res, req.method === 'HEAD');
  }
  let root: string;
  try {
    const built = await building;
    root = site.kind === 'client' ? join(built, clientSiteFolder(site.id)) : built;
  } catch (error) {
    // The site's own content stops its build (a build failed a moment ago is not run again for the same
    // version): 503, naming the problem with its file and line as the build said it, until it is mended.
    return plain(res, 503, `The preview could not be prepared. ${error instanceof Error ? error.message : ''}`.trim());
  }
  const file = resolveFile(root, path) ?? join(root, '404.html');
  const headers = {
    ...hostHeaders(root, path),
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
    'Content-Type': mediaTypeOf(file) ?? 'application/octet-stream',
  };
  const status = file.endsWith('/404.html') && !path.endsWith('404.html') ? 404 : 200;
  const html = extname(file) === '.html';
  const unpublished = !html || !deps.unpublished || (await deps.unpublished(site.id).catch(() => true));
  const body = html ? Buffer.from(markAsPreview(readFileSync(file, 'utf8'), unpublished)) : readFileSync(file);
  res.writeHead(status, { ...headers, 'Content-Length': String(body.length) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function startPreviewServer(port: number, host: string, deps: PreviewDeps): Promise<Server> {
  const own = { ...deps, load: deps.load ?? new PreviewLoad() };
  const server = createServer((req, res) => {
    answerPreview(req, res, own).catch(() => {
      if (res.headersSent) res.destroy();
      else plain(res, 500, 'The preview could not be shown.');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
