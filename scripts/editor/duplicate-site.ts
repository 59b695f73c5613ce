import { cpSync, existsSync, lstatSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { RESERVED_FOLDERS } from '../content/load.ts';
import { text } from '../content/readable.ts';
import type { Segment } from '../content/locate.ts';
import { isExternal, resolveHref, splitHash } from '../../src/content/href.ts';
import { siteUrlOf } from '../../src/content/site-url.ts';
import { eachLink, isLinkField } from '../content/core/links.ts';
import { KIND_FOLDERS } from '../content/core/site-kind.ts';
import { writeAtomic } from './atomic-write.ts';
import { resolveInside } from './content-paths.ts';
import { readSite, siteFolder, siteFolders } from './documents.ts';
import { HttpError } from './http-error.ts';
import { editedText } from './minimal-edit.ts';
import { freeName, readableName } from './readable-name.ts';
import { checkContent } from './validation.ts';

const FOLDER = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const BASE_PATH = /^\/[a-z0-9]+(-[a-z0-9]+)*$/;

/** A copy is a new demo (under its own base path) or a new client site (at the root of its own domain). */
export type DuplicateRequest = { from: string; folder: string; name: string } & (
  { as: 'demo'; basePath: string } | { as: 'client'; url: string }
);

type Json = unknown;
type JsonRecord = Record<string, Json>;

/** A copy of a value with every string that is not a link passed through `rewrite`. */
function mapTexts(value: Json, rewrite: (text: string) => string, key = ''): Json {
  if (typeof value === 'string') return isLinkField(key) ? value : rewrite(value);
  if (Array.isArray(value)) return value.map((item) => mapTexts(item, rewrite, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapTexts(v, rewrite, k)]));
  }
  return value;
}

/** Sets the value at `path` (keys and indexes) inside `document`. */
function setAt(document: Json, path: Segment[], value: Json): void {
  const parent = path.slice(0, -1).reduce<Json>((node, segment) => (node as JsonRecord)[segment], document);
  (parent as JsonRecord)[path[path.length - 1]] = value;
}

function parse(text: string): JsonRecord {
  return JSON.parse(text) as JsonRecord;
}

/** The folder name a new client site gets from its business name: "Joe's Plumbing" -> "joes-plumbing", made unique. */
export function clientFolderFor(contentDir: string, name: unknown): { id: string; folder: string } {
  const taken = siteFolders(contentDir);
  const wanted = readableName(typeof name === 'string' ? name : '') || 'client';
  const id = freeName((candidate) => taken.has(candidate) || RESERVED_FOLDERS.includes(candidate), wanted);
  return { id, folder: `${KIND_FOLDERS.client}/${id}` };
}

function checkFolder(contentDir: string, folder: unknown): string {
  if (typeof folder !== 'string' || !FOLDER.test(folder))
    throw new HttpError(
      400,
      'The folder name may only use lower-case letters, digits and single dashes, such as "bakery".',
    );
  if (RESERVED_FOLDERS.includes(folder))
    throw new HttpError(
      400,
      `"${folder}" is a name the content folder uses itself (${RESERVED_FOLDERS.join(', ')}); choose another folder name, such as "bakery".`,
    );
  if (siteFolders(contentDir).has(folder))
    throw new HttpError(409, `There is already a site in a folder called "${folder}".`);
  return folder;
}

function checkRequest(contentDir: string, input: Record<string, unknown>): DuplicateRequest {
  const { from, name, basePath, domain } = input;
  const as = input.as ?? 'demo';
  siteFolder(contentDir, from);
  if (as !== 'demo' && as !== 'client')
    throw new HttpError(400, 'A site is copied "as" a demo or as a client site ("demo" or "client").');
  if (typeof name !== 'string' || !name.trim()) throw new HttpError(400, 'The new site needs a business name.');
  const common = { from: from as string, name: name.trim() };
  if (as === 'client') {
    const url = typeof domain === 'string' ? siteUrlOf(domain) : undefined;
    if (!url)
      throw new HttpError(
        400,
        typeof domain === 'string' && domain.trim()
          ? `"${domain.trim()}" is not a web address a site can live at. Write its domain alone, such as www.joesplumbing.com.`
          : 'The new client site needs its web address, such as www.joesplumbing.com.',
      );
    const folder = checkFolder(contentDir, input.folder ?? clientFolderFor(contentDir, name).id);
    return { ...common, as, folder, url };
  }
  const folder = checkFolder(contentDir, input.folder);
  if (typeof basePath !== 'string' || !BASE_PATH.test(basePath))
    throw new HttpError(
      400,
      'The base path must look like "/demo-bakery": a slash, then lower-case letters, digits and dashes.',
    );
  return { ...common, as, folder, basePath };
}

/**
 * Copies a demo or a client site into a new folder, as a new demo or as a new
 * client site. Links into the site it was copied from become links into the
 * copy ("~/about"), and the old business name is replaced wherever it appears.
 * A client site lives at the root of its own domain: it gets its address, no
 * demo banner, and its links to the studio's pages become full addresses on the
 * studio's domain. The copy is put together in a hidden folder and moved into
 * place in one rename, then checked like all content; with problems it is removed again.
 */
export function duplicateSite(contentDir: string, input: Record<string, unknown>) {
  const request = checkRequest(contentDir, input);
  const source = readSite(contentDir, request.from);
  const oldSite = parse(source.site.text);
  const oldBase = String(oldSite.basePath);
  const oldName = String(oldSite.name);
  if (oldSite.kind === 'studio' || (oldBase === '/' && oldSite.kind !== 'client'))
    throw new HttpError(400, "The studio's own site cannot be copied; copy one of the demos or a client site.");
  const { content } = checkContent(contentDir);
  if (request.as === 'demo' && content.sites.some(({ site }) => site.basePath === request.basePath))
    throw new HttpError(409, `The base path "${request.basePath}" is already used by another site.`);
  const studio = content.sources.find((site) => text(site.site.data, 'kind') === 'studio');
  const studioUrl = siteUrlOf(text(studio?.site.data, 'url') ?? '');

  const folder = `${KIND_FOLDERS[request.as]}/${request.folder}`;
  const target = resolveInside(contentDir, folder);
  if (existsSync(target)) throw new HttpError(409, `The folder "${folder}" already exists.`);
  const routes = new Set(content.routes.filter((route) => route.siteId === request.from).map((route) => route.path));

  const rewriteLink = (href: string): string => {
    if (isExternal(href) || href.startsWith('#')) return href;
    const [route, hash] = splitHash(resolveHref(href, oldBase));
    const anchor = hash ? `#${hash}` : '';
    if (routes.has(route)) {
      const pagePath = oldBase === '/' ? route : route === oldBase ? '/' : route.slice(oldBase.length);
      return `~${pagePath}${anchor}`;
    }
    // A demo shares the studio's domain, so its links there still work; a client site is on a domain of its own.
    if (request.as === 'demo') return href;
    if (!studioUrl)
      throw new HttpError(
        422,
        `The link "${href}" leads to the studio's site, which has no web address in its settings to link to. Give the studio's site its address first.`,
      );
    return `${studioUrl}${route}${anchor}`;
  };
  const siteFields = (data: JsonRecord): JsonRecord => {
    if (request.as === 'demo') return { ...data, kind: 'demo', name: request.name, basePath: request.basePath };
    const { banner: _demoOnly, ...rest } = data;
    return { ...rest, kind: 'client', name: request.name, basePath: '/', url: request.url };
  };
  const copyOf = (doc: { text: string }, isSite: boolean): JsonRecord => {
    const renamed = mapTexts(parse(doc.text), (t) => t.split(oldName).join(request.name)) as JsonRecord;
    const data = isSite ? siteFields(renamed) : renamed;
    eachLink(data, (href, path) => setAt(data, path, rewriteLink(href)));
    return data;
  };

  // Put together out of sight (the content checker skips hidden folders), so no half-copied site is ever listed.
  const parent = resolveInside(contentDir, KIND_FOLDERS[request.as]);
  mkdirSync(parent, { recursive: true });
  const staging = join(parent, `.${request.folder}.${randomBytes(6).toString('hex')}.copying`);
  try {
    cpSync(resolveInside(contentDir, source.folder), staging, {
      recursive: true,
      filter: (path) => !lstatSync(path).isSymbolicLink(),
    });
    for (const doc of [source.site, ...source.pages]) {
      const path = join(staging, doc.file.slice(source.folder.length));
      writeAtomic(path, editedText(doc.text, copyOf(doc, doc === source.site)));
    }
    renameSync(staging, target);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if ((error as NodeJS.ErrnoException).code === 'ENOTEMPTY' || (error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new HttpError(409, `The folder "${folder}" already exists.`);
    throw error;
  }
  const problems = checkContent(contentDir).problems.filter((p) => p.doc.startsWith(`${folder}/`));
  if (problems.length) {
    rmSync(target, { recursive: true, force: true });
    throw new HttpError(422, `The copy has problems and was removed: ${problems.map((p) => p.message).join(' ')}`, {
      problems,
    });
  }
  return { id: request.folder, folder };
}
