import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { isRealFileInside } from '../content/files.ts';
import { findSiteDirs, REDIRECTS_FILE } from '../content/load.ts';
import { contentRelative, resolveInside } from './content-paths.ts';
import { HttpError } from './http-error.ts';
import { menuNames, pageName } from '../../src/content/page-name.ts';
import type { DocumentFile, SiteFiles } from '../../src/editor/protocol.ts';

export function versionOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

export function readDocument(contentDir: string, file: string): DocumentFile {
  const path = resolveInside(contentDir, file);
  if (!file.endsWith('.json') || !existsSync(path)) throw new HttpError(404, `There is no content file "${file}".`);
  const text = readFileSync(path, 'utf8');
  return { file, text, version: versionOf(text) };
}

/** Every site folder, by its folder name. */
export function siteFolders(contentDir: string): Map<string, string> {
  return new Map(findSiteDirs(contentDir).map((dir) => [basename(dir), contentRelative(contentDir, dir)]));
}

export function siteFolder(contentDir: string, id: unknown): string {
  const folder = typeof id === 'string' ? siteFolders(contentDir).get(id) : undefined;
  if (!folder)
    throw new HttpError(
      404,
      typeof id === 'string' ? `There is no site called "${id}".` : 'Which site? Name it by its folder.',
    );
  return folder;
}

/**
 * A site's site.json, its redirects.json where it has one, and every page, read fresh from disk. A page that is a
 * symbolic link is left out (the checker names it), so one such file does not
 * close the whole site.
 */
export function readSite(contentDir: string, id: string): SiteFiles {
  const folder = siteFolder(contentDir, id);
  const pagesDir = resolveInside(contentDir, `${folder}/pages`);
  const isPage = (name: string) => name.endsWith('.json') && isRealFileInside(contentDir, join(pagesDir, name));
  const names = existsSync(pagesDir) ? readdirSync(pagesDir).filter(isPage).sort() : [];
  const redirects = `${folder}/${REDIRECTS_FILE}`;
  return {
    id,
    folder,
    site: readDocument(contentDir, `${folder}/site.json`),
    ...(existsSync(resolveInside(contentDir, redirects)) && { redirects: readDocument(contentDir, redirects) }),
    pages: names.map((name) => readDocument(contentDir, `${folder}/pages/${name}`)),
  };
}

/** A document's data, or an empty one when it is not readable JSON (the checker says why). */
function parsed(doc: DocumentFile): Record<string, unknown> {
  try {
    return JSON.parse(doc.text) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** What a site is, as its site.json says ("studio", "demo", "client"); undefined when that cannot be read. */
export function siteKind(contentDir: string, id: string): string | undefined {
  const { kind } = parsed(readDocument(contentDir, `${siteFolder(contentDir, id)}/site.json`));
  return typeof kind === 'string' ? kind : undefined;
}

/** Every site's address and kind, read from its site.json alone: cheap enough to ask on every preview request. */
export function siteAddresses(contentDir: string): { id: string; basePath: string; kind?: string }[] {
  return [...siteFolders(contentDir)].map(([id, folder]) => {
    let site: Record<string, unknown> = {};
    try {
      site = parsed(readDocument(contentDir, `${folder}/site.json`));
    } catch {
      // A site whose settings cannot be read is at the root, as listSites takes it.
    }
    return {
      id,
      basePath: typeof site.basePath === 'string' ? site.basePath : '',
      kind: typeof site.kind === 'string' ? site.kind : undefined,
    };
  });
}

/** Every site with its pages' addresses and titles, for the start screen. */
export function listSites(contentDir: string) {
  return [...siteFolders(contentDir).keys()].map((id) => {
    const files = readSite(contentDir, id);
    const site = parsed(files.site);
    const menu = menuNames(site);
    return {
      id,
      folder: files.folder,
      name: typeof site.name === 'string' ? site.name : id,
      basePath: typeof site.basePath === 'string' ? site.basePath : '',
      // What the site is ("studio", "demo", "client"), and a client's own address.
      kind: typeof site.kind === 'string' ? site.kind : undefined,
      url: typeof site.url === 'string' ? site.url : undefined,
      pages: files.pages.map((doc) => {
        const page = parsed(doc);
        const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
        const file = {
          file: doc.file,
          name: basename(doc.file, '.json'),
          path: text(page.path),
          title: text(page.title),
        };
        return { ...file, label: pageName(page, menu) };
      }),
    };
  });
}
