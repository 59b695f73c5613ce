/**
 * The one access gate of team mode: a pure function over the facts of a
 * request, the person signed in (if any) and the route table. The server calls
 * it before anything else on every request and does only what it allows.
 */
import type { SiteGrant } from './accounts.ts';
import { mayPublishOn, type SiteRights } from '../../../src/editor/publish-right.ts';

export interface RequestFacts {
  method: string;
  /** Decoded path without the query: "/api/site". */
  path: string;
  query: Record<string, string[]>;
  /** The parsed JSON body, for routes whose rule reads it (see `readsBody`). */
  body?: unknown;
  /** The Origin header, if sent. */
  origin?: string;
  /** The Sec-Fetch-Site header, if sent: the browser's own word on where the request came from. */
  fetchSite?: string;
}

export interface Viewer {
  email: string;
  sites: SiteGrant;
  admin: boolean;
  publish: boolean;
  /** Publishes go live, and the studio is told (publish-right.ts). */
  tellStudio?: boolean;
  /** The choice site by site; `publish` and `tellStudio` cover the sites it does not name. */
  publishing?: SiteRights;
}

export interface GateContext {
  /** Site id → its folder inside the content folder ("salon" → "demos/salon"). */
  siteFolders: Map<string, string>;
  /** The origins the editor is reached at ("https://edit.example.com"). */
  ownOrigins: string[];
}

/** Who may call a route. "site": signed in and given every site the request names. */
export type Access = 'public' | 'signed-in' | 'site' | 'publish' | 'admin';

export interface Route {
  method: 'GET' | 'POST';
  /** An exact path, or a prefix ending in "/" that covers everything below it. */
  path: string;
  access: Access;
  /** Whether the gate needs the JSON body to see which sites the request names. */
  readsBody?: boolean;
  /** The site ids the request names. Anything that names no known site is given as the text it named. */
  sites?: (facts: RequestFacts, ctx: GateContext) => string[];
}

export type Decision = { allow: true; route: Route } | { allow: false; status: 401 | 403 | 404 | 405; message: string };

/** What a request names when it names something no one may have, not even with every site. */
const NOBODY = '\0nobody';

const first = (facts: RequestFacts, name: string) => facts.query[name]?.[0] ?? '';
const bodyField = (facts: RequestFacts, name: string): unknown =>
  facts.body && typeof facts.body === 'object' ? (facts.body as Record<string, unknown>)[name] : undefined;
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value ?? null));

/** The site a content path ("demos/salon/pages/home.json") lies in, or the path itself when it lies in none. */
export function siteOfFile(file: unknown, ctx: GateContext): string {
  const path = asText(file);
  // A path that climbs or hides its segments is nobody's site: it is refused here, before the route refuses it.
  if (path.split('/').some((segment) => segment === '..' || segment === '.' || segment === '') || /[\\%]/.test(path))
    return NOBODY;
  for (const [id, folder] of ctx.siteFolders) if (path === folder || path.startsWith(`${folder}/`)) return id;
  return path;
}

const querySite = (name: string) => (facts: RequestFacts) => [first(facts, name)];
const bodySite = (name: string) => (facts: RequestFacts) => [asText(bodyField(facts, name))];
const bodyDocs = (facts: RequestFacts, ctx: GateContext) => {
  const docs = bodyField(facts, 'docs');
  // A body that does not list documents names nothing; the route itself refuses it as malformed.
  const deletions = bodyField(facts, 'delete');
  const rename = bodyField(facts, 'rename');
  return [
    // An entry renamed by a save is its site's, as a saved one is.
    ...(rename !== undefined ? [siteOfFile((rename as { file?: unknown } | null)?.file, ctx)] : []),
    ...(Array.isArray(docs) ? docs.map((doc) => siteOfFile((doc as { file?: unknown } | null)?.file, ctx)) : []),
    // Entries deleted by a save are checked like the documents it writes.
    ...(Array.isArray(deletions) ? deletions.map((file) => siteOfFile(file, ctx)) : []),
  ];
};
const pathSite = (prefix: string) => (facts: RequestFacts) => [facts.path.slice(prefix.length).split('/')[0]];

/** Every route of the editor and of team mode. A route missing here is refused, so nothing new is open by accident. */
export const ROUTES: Route[] = [
  // The editor's content API.
  { method: 'GET', path: '/api/sites', access: 'signed-in' },
  { method: 'GET', path: '/api/site', access: 'site', sites: querySite('id') },
  { method: 'GET', path: '/api/images', access: 'site', sites: querySite('site') },
  { method: 'GET', path: '/api/schemas', access: 'signed-in' },
  { method: 'GET', path: '/api/entries/new', access: 'site', sites: querySite('site') },
  { method: 'GET', path: '/api/entries', access: 'site', sites: querySite('site') },
  {
    method: 'GET',
    path: '/api/entries/file',
    access: 'site',
    sites: (facts, ctx) => [siteOfFile(first(facts, 'file'), ctx)],
  },
  {
    method: 'GET',
    path: '/api/entries/deletable',
    access: 'site',
    sites: (facts, ctx) => [siteOfFile(first(facts, 'file'), ctx)],
  },
  {
    method: 'GET',
    path: '/api/entries/rename',
    access: 'site',
    sites: (facts, ctx) => [siteOfFile(first(facts, 'file'), ctx)],
  },
  { method: 'GET', path: '/media/', access: 'site', sites: pathSite('/media/') },
  // With no documents it checks the saved content; team-api.ts keeps the answer to the person's sites.
  { method: 'POST', path: '/api/validate', access: 'signed-in', readsBody: true, sites: bodyDocs },
  { method: 'POST', path: '/api/save', access: 'site', readsBody: true, sites: bodyDocs },
  { method: 'POST', path: '/api/pages/create', access: 'site', readsBody: true, sites: bodySite('site') },
  { method: 'POST', path: '/api/pages/delete', access: 'site', readsBody: true, sites: bodySite('site') },
  // A new site is one nobody has been given yet: only admins make them.
  { method: 'POST', path: '/api/sites/duplicate', access: 'admin', readsBody: true, sites: bodySite('from') },
  { method: 'GET', path: '/api/sites/folder-name', access: 'admin' },
  { method: 'POST', path: '/api/upload', access: 'site', sites: querySite('site') },
  { method: 'POST', path: '/api/share-card', access: 'site', readsBody: true, sites: bodySite('site') },
  // Signing in and out.
  { method: 'GET', path: '/sign-in', access: 'public' },
  { method: 'POST', path: '/sign-in', access: 'public' },
  // The second step: the browser's pending sign-in (account.ts) says whose it is.
  { method: 'POST', path: '/sign-in/code', access: 'public' },
  // "Forgot your password?": a reset address mailed, where the studio configures SMTP (reset-mail.ts).
  { method: 'GET', path: '/sign-in/forgot', access: 'public' },
  { method: 'POST', path: '/sign-in/forgot', access: 'public' },
  { method: 'GET', path: '/invite/', access: 'public' },
  { method: 'POST', path: '/invite/', access: 'public' },
  // A password reset an admin issued: its one-time token says whose (password-reset.ts).
  { method: 'GET', path: '/reset/', access: 'public' },
  { method: 'POST', path: '/reset/', access: 'public' },
  { method: 'POST', path: '/sign-out', access: 'signed-in' },
  { method: 'POST', path: '/sign-out-everywhere', access: 'signed-in' },
  { method: 'GET', path: '/api/team/me', access: 'signed-in' },
  // A person's own account: each acts only on the person signed in.
  { method: 'GET', path: '/account', access: 'signed-in' },
  { method: 'POST', path: '/account/password', access: 'signed-in' },
  { method: 'POST', path: '/account/two-step/start', access: 'signed-in' },
  { method: 'POST', path: '/account/two-step/confirm', access: 'signed-in' },
  { method: 'POST', path: '/account/sessions/end', access: 'signed-in' },
  // History, preview links and publish, each for one site.
  {
    method: 'GET',
    path: '/api/history',
    access: 'site',
    sites: (facts, ctx) => [first(facts, 'site'), ...(facts.query.file ?? []).map((file) => siteOfFile(file, ctx))],
  },
  { method: 'GET', path: '/api/history/changes', access: 'site', sites: querySite('site') },
  {
    method: 'POST',
    path: '/api/history/restore',
    access: 'site',
    readsBody: true,
    sites: (facts, ctx) => [asText(bodyField(facts, 'site')), siteOfFile(bodyField(facts, 'file'), ctx)],
  },
  { method: 'GET', path: '/api/previews', access: 'site', sites: querySite('site') },
  { method: 'POST', path: '/api/previews/create', access: 'site', readsBody: true, sites: bodySite('site') },
  { method: 'POST', path: '/api/previews/revoke', access: 'site', readsBody: true, sites: bodySite('site') },
  { method: 'GET', path: '/api/publish', access: 'site', sites: querySite('site') },
  { method: 'POST', path: '/api/publish', access: 'publish', readsBody: true, sites: bodySite('site') },
  // Review before publish: anyone on the site asks or withdraws; those who may publish look and decide.
  { method: 'GET', path: '/api/review', access: 'site', sites: querySite('site') },
  { method: 'GET', path: '/api/review/show', access: 'publish', sites: querySite('site') },
  { method: 'POST', path: '/api/review/ask', access: 'site', readsBody: true, sites: bodySite('site') },
  { method: 'POST', path: '/api/review/withdraw', access: 'site', readsBody: true, sites: bodySite('site') },
  { method: 'POST', path: '/api/review/send-back', access: 'publish', readsBody: true, sites: bodySite('site') },
  { method: 'POST', path: '/api/review/approve', access: 'publish', readsBody: true, sites: bodySite('site') },
  { method: 'POST', path: '/api/review/seen', access: 'publish', readsBody: true, sites: bodySite('site') },
  // The People screen.
  { method: 'GET', path: '/api/team/people', access: 'admin' },
  { method: 'POST', path: '/api/team/people/invite', access: 'admin', readsBody: true },
  { method: 'POST', path: '/api/team/people/remove', access: 'admin', readsBody: true },
  { method: 'POST', path: '/api/team/people/sites', access: 'admin', readsBody: true },
  { method: 'POST', path: '/api/team/people/publishing', access: 'admin', readsBody: true },
  { method: 'POST', path: '/api/team/people/role', access: 'admin', readsBody: true },
  { method: 'POST', path: '/api/team/people/enabled', access: 'admin', readsBody: true },
  { method: 'POST', path: '/api/team/people/sign-out', access: 'admin', readsBody: true },
  { method: 'POST', path: '/api/team/people/reset-password', access: 'admin', readsBody: true },
  { method: 'POST', path: '/api/team/people/reset-two-step', access: 'admin', readsBody: true },
  { method: 'GET', path: '/api/team/audit', access: 'admin' },
  // The editor's built page and its files (editor-build.ts).
  { method: 'GET', path: '/', access: 'signed-in' },
];

/**
 * Whether a write comes from the editor's own page: its Origin is one of the
 * editor's, or it is "null" and the browser itself says the request is
 * same-origin. A page sent with Referrer-Policy: no-referrer makes Chromium
 * post its forms with "Origin: null"; Sec-Fetch-Site is set by the browser
 * alone (no page script can write it), so "null" with "same-origin" is the
 * editor's own form, and "null" with anything else, or alone, is refused.
 */
export function fromOwnPage(facts: Pick<RequestFacts, 'origin' | 'fetchSite'>, ctx: Pick<GateContext, 'ownOrigins'>) {
  if (facts.origin && ctx.ownOrigins.includes(facts.origin))
    return facts.fetchSite === undefined || facts.fetchSite === 'same-origin';
  return facts.origin === 'null' && facts.fetchSite === 'same-origin';
}

/**
 * Addresses of a bundler's development server (its modules, files read from
 * disk, the source, installed packages). Team mode serves a built page, so
 * they are nobody's: they answer 404, signed in or not.
 */
const DEVELOPMENT_PATHS = /^\/(@|src(\/|$)|node_modules(\/|$)|__vite)/;

export function findRoute(method: string, path: string, table: Route[] = ROUTES): Route | undefined {
  // The app's catch-all never covers the API (an API path without a rule of its own is refused),
  // nor a development server's addresses.
  const matches = (route: Route) =>
    route.path === '/'
      ? !path.startsWith('/api/') && !DEVELOPMENT_PATHS.test(path)
      : route.path.endsWith('/')
        ? path.startsWith(route.path)
        : path === route.path;
  // An exact path wins over a prefix, a longer prefix over a shorter one; "/" covers what is left.
  const candidates = table.filter((route) => route.method === method && matches(route));
  return candidates.sort(
    (a, b) =>
      Number(b.path.endsWith('/') === false) - Number(a.path.endsWith('/') === false) || b.path.length - a.path.length,
  )[0];
}

export function maySeeSite(viewer: Viewer, siteId: string): boolean {
  return siteId !== NOBODY && (viewer.sites === 'all' || viewer.sites.includes(siteId));
}

/**
 * Decides a request. In this order: an unknown route or method is refused;
 * a write from another origin is refused; without a session, 401; without the
 * role or a named site, 403.
 */
export function decide(
  facts: RequestFacts,
  viewer: Viewer | undefined,
  ctx: GateContext,
  table: Route[] = ROUTES,
): Decision {
  const method = facts.method === 'HEAD' ? 'GET' : facts.method;
  if (method !== 'GET' && method !== 'POST')
    return { allow: false, status: 405, message: `The editor does not answer ${facts.method} requests.` };
  const route = findRoute(method, facts.path, table);
  if (!route) return { allow: false, status: 404, message: 'There is nothing at this address.' };
  if (method === 'POST' && !fromOwnPage(facts, ctx)) {
    return { allow: false, status: 403, message: "Changes are only accepted from the editor's own page." };
  }
  if (route.access === 'public') return { allow: true, route };
  if (!viewer) return { allow: false, status: 401, message: 'Sign in to use the editor.' };
  if (route.access === 'admin' && !viewer.admin)
    return { allow: false, status: 403, message: 'Only an administrator may do that.' };
  const named = (route.sites?.(facts, ctx) ?? []).filter((id) => id !== '');
  if ((route.access === 'site' || route.access === 'publish') && !named.length)
    return { allow: false, status: 403, message: 'Name the site this is for.' };
  const refused = named.filter((id) => !maySeeSite(viewer, id));
  if (refused.length) return { allow: false, status: 403, message: 'You do not have access to that site.' };
  // The right to publish is given site by site (publish-right.ts).
  if (route.access === 'publish' && !named.every((id) => mayPublishOn(viewer, id)))
    return {
      allow: false,
      status: 403,
      message: 'You may edit this site but not publish it. Ask the studio to publish, or to let you.',
    };
  return { allow: true, route };
}

/** The site list, cut down to the person's own sites (and the problems found in them). */
export function ownSitesOnly<T extends { id: string; folder: string }, P extends { doc?: string }>(
  list: { sites: readonly T[]; problems: readonly P[] },
  viewer: Viewer,
): { sites: T[]; problems: P[] } {
  const sites = list.sites.filter((site) => maySeeSite(viewer, site.id));
  const folders = sites.map((site) => `${site.folder}/`);
  const problems = list.problems.filter((problem) => folders.some((folder) => problem.doc?.startsWith(folder)));
  return { sites, problems };
}

/** A request as the log shows it: method and path, with the token of invitation (/invite/), reset (/reset/) and preview (/p/) addresses, and anything shaped like a token, hidden. */
export function describeRequest(method: string, path: string): string {
  // Any part of the path shaped like a token too: a mistyped or tidied address ("/reset/../<token>"
  // arrives as "/<token>") must not put a live token in the log.
  const hidden = path
    .replace(/^\/(invite|reset|p)\/[^/]+/, '/$1/[hidden]')
    .replace(/(?<=^|\/)[A-Za-z0-9_-]{24,}(?=\/|$)/g, '[hidden]');
  return `${method} ${hidden}`;
}
