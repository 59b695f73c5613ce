import { cpSync, existsSync, lstatSync, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { RESERVED_FOLDERS } from '../content/load.ts';
import { isExternal, resolveHref, splitHash } from '../../src/content/href.ts';
import { isLinkField } from '../content/core/links.ts';
import { writeAtomic } from './atomic-write.ts';
import { resolveInside } from './content-paths.ts';
import { readSite, siteFolder, siteFolders } from './documents.ts';
import { HttpError } from './http-error.ts';
import { editedText } from './minimal-edit.ts';
import { checkContent } from './validation.ts';

const FOLDER = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const BASE_PATH = /^\/[a-z0-9]+(-[a-z0-9]+)*$/;

export interface DuplicateRequest {
  from: string;
  folder: string;
  name: string;
  basePath: string;
}

type Json = unknown;

/** A copy of a value with every string passed through `rewrite(text, key)`. */
function mapStrings(value: Json, rewrite: (text: string, key: string) => string, key = ''): Json {
  if (typeof value === 'string') return rewrite(value, key);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, rewrite, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, rewrite, k)]));
  }
  return value;
}

function parse(text: string): Record<string, Json> {
  return JSON.parse(text) as Record<string, Json>;
}

function checkRequest(contentDir: string, input: Record<string, unknown>): DuplicateRequest {
  const { from, folder, name, basePath } = input;
  siteFolder(contentDir, from);
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
  if (typeof name !== 'string' || !name.trim()) throw new HttpError(400, 'The new site needs a business name.');
  if (typeof basePath !== 'string' || !BASE_PATH.test(basePath))
    throw new HttpError(
      400,
      'The base path must look like "/demo-bakery": a slash, then lower-case letters, digits and dashes.',
    );
  return { from: from as string, folder, name: name.trim(), basePath };
}

/**
 * Copies a demo site into a new folder with its own name and base path. Links
 * into the site it was copied from become links into the copy ("~/..."), and
 * the old business name is replaced wherever it appears. The copy is checked
 * like all content; if it has problems it is removed again.
 */
export function duplicateSite(contentDir: string, input: Record<string, unknown>) {
  const request = checkRequest(contentDir, input);
  const source = readSite(contentDir, request.from);
  const oldSite = parse(source.site.text);
  const oldBase = String(oldSite.basePath);
  const oldName = String(oldSite.name);
  if (oldBase === '/') throw new HttpError(400, 'The main site cannot be copied as a demo; copy one of the demos.');
  const { content } = checkContent(contentDir);
  if (content.sites.some(({ site }) => site.basePath === request.basePath))
    throw new HttpError(409, `The base path "${request.basePath}" is already used by another site.`);

  const parent = source.folder.includes('/') ? dirname(source.folder) : 'demos';
  const folder = `${parent}/${request.folder}`;
  const target = resolveInside(contentDir, folder);
  if (existsSync(target)) throw new HttpError(409, `The folder "${folder}" already exists.`);
  const routes = new Set(content.routes.filter((route) => route.siteId === request.from).map((route) => route.path));
  const rewrite = (text: string, key: string) => {
    if (isLinkField(key) && !isExternal(text)) {
      const [route, hash] = splitHash(resolveHref(text, oldBase));
      if (routes.has(route)) {
        const pagePath = route === oldBase ? '/' : route.slice(oldBase.length);
        return `~${pagePath}${hash ? `#${hash}` : ''}`;
      }
      return text;
    }
    return text.split(oldName).join(request.name);
  };

  cpSync(resolveInside(contentDir, source.folder), target, {
    recursive: true,
    filter: (path) => !lstatSync(path).isSymbolicLink(),
  });
  try {
    for (const doc of [source.site, ...source.pages]) {
      const file = `${folder}${doc.file.slice(source.folder.length)}`;
      let data = mapStrings(parse(doc.text), rewrite) as Record<string, Json>;
      if (doc === source.site) data = { ...data, name: request.name, basePath: request.basePath };
      writeAtomic(
        resolveInside(contentDir, file),
        editedText(readFileSync(resolveInside(contentDir, file), 'utf8'), data),
      );
    }
    const problems = checkContent(contentDir).problems.filter((p) => p.doc.startsWith(`${folder}/`));
    if (problems.length)
      throw new HttpError(422, `The copy has problems and was removed: ${problems.map((p) => p.message).join(' ')}`, {
        problems,
      });
  } catch (error) {
    rmSync(target, { recursive: true, force: true });
    throw error;
  }
  return { id: request.folder, folder };
}
