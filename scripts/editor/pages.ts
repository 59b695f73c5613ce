import { existsSync, rmSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { linksTo } from '../content/core/links.ts';
import { menuNames, pageName } from '../../src/content/page-name.ts';
import type { Content, ContentRoute } from '../content/core/load-content.ts';
import { writeAtomic } from './atomic-write.ts';
import { resolveInside } from './content-paths.ts';
import { readDocument, siteFolder } from './documents.ts';
import { HttpError } from './http-error.ts';
import { checkContent } from './validation.ts';
import { picturesLeftUnused, setAside } from './unused-pictures.ts';
import { listWords } from '../../src/content/list-words.ts';

const PAGE_PATH = /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/;

export interface NewPage {
  site: unknown;
  path: unknown;
  title: unknown;
  description: unknown;
}

function text(value: unknown, name: string): string {
  if (typeof value !== 'string' || !value.trim()) throw new HttpError(400, `The page needs a ${name}.`);
  return value.trim();
}

/** The route of a page file ("demos/hvac/pages/team.json"): its address and website, as the content core places it. */
function routeOfPage(content: Content, contentDir: string, file: string): ContentRoute | undefined {
  return content.routes.find((route) => relative(contentDir, route.pageFile).split(sep).join('/') === file);
}

/** The "$schema" line of the site's other pages, so editor help keeps working in the new file. */
function siblingSchema(contentDir: string, folder: string): string {
  const site = readDocument(contentDir, `${folder}/site.json`);
  const schema = (JSON.parse(site.text) as { $schema?: string }).$schema ?? '';
  return schema.replace(/site\.schema\.json$/, 'page.schema.json').replace(/^\.\.\//, '../../');
}

/** The longest title search engines show whole; the schema holds titles to it. */
const TITLE_LENGTH = 70;

/**
 * A new page's title from the name its owner gives it ("Gift Cards"): the name with the
 * business's name after it, as the sites' titles read ("Gift Cards | Urban Style Salon"),
 * when that fits. A full title typed by someone who knows the convention is kept as it is.
 */
export function newPageTitle(name: string, siteName: unknown): string {
  if (name.includes('|') || typeof siteName !== 'string') return name;
  const title = `${name} | ${siteName}`;
  return title.length <= TITLE_LENGTH ? title : name;
}

/**
 * Creates a page file named after its address ("/our-team" -> pages/our-team.json)
 * with one compact hero headed by the page's name, so it is valid from the start. It is checked with the
 * content checker before it is written.
 */
export function createPage(contentDir: string, input: Partial<NewPage>) {
  const folder = siteFolder(contentDir, input.site);
  const path = text(input.path, 'path');
  if (!PAGE_PATH.test(path))
    throw new HttpError(
      400,
      `"${path}" is not a page address: start with "/" and use lower-case letters, digits and dashes, such as "/our-team".`,
    );
  const name = text(input.title, 'name');
  const description = text(input.description, 'description');
  const site = JSON.parse(readDocument(contentDir, `${folder}/site.json`).text) as { name?: unknown };
  const title = newPageTitle(name, site.name);
  const fileName = path.slice(1).split('/').join('-');
  const file = `${folder}/pages/${fileName}.json`;
  const target = resolveInside(contentDir, file);
  if (existsSync(target)) throw new HttpError(409, `A page file "${fileName}.json" already exists in this site.`);
  const document = {
    $schema: siblingSchema(contentDir, folder),
    path,
    title,
    description,
    blocks: [{ type: 'hero', size: 'compact', heading: name.split('|')[0].trim() || name }],
  };
  // The checker reads folders from disk, so a new page is written first and taken back if it is wrong.
  writeAtomic(target, `${JSON.stringify(document, null, 2)}\n`);
  const { problems, content } = checkContent(contentDir);
  const found = problems.filter((p) => p.doc === file);
  if (found.length) {
    rmSync(target, { force: true });
    throw new HttpError(
      422,
      `The page was not added: ${found.map((p) => `${p.where ? `${p.where}: ` : ''}${p.message}`).join(' ')}`,
      { problems: found },
    );
  }
  return { ...readDocument(contentDir, file), route: routeOfPage(content, contentDir, file)?.path };
}

/**
 * Deletes a page, unless links elsewhere still lead to it: then those links are listed.
 * `checkOnly` asks the same questions and deletes nothing, so the editor can refuse
 * before it asks the person to confirm a deletion that would be refused anyway.
 */
export function deletePage(contentDir: string, siteId: unknown, name: unknown, checkOnly = false) {
  const folder = siteFolder(contentDir, siteId);
  if (typeof name !== 'string') throw new HttpError(400, 'Which page should be deleted?');
  const file = `${folder}/pages/${name}.json`;
  const doc = readDocument(contentDir, file);
  const page = JSON.parse(doc.text) as { path?: string; title?: string };
  if (page.path === '/') throw new HttpError(409, "A site's home page cannot be deleted.");
  if (typeof page.path !== 'string' || page.path === '*') throw new HttpError(409, 'This page cannot be deleted.');
  const { content, docOf } = checkContent(contentDir);
  const route = routeOfPage(content, contentDir, file);
  if (route === undefined) throw new HttpError(409, 'This page has no address yet; fix its problems first.');
  // Only links on the page's own website count: a client site's "/about" is its own page, not the studio's.
  const links = linksTo(content, route).flatMap((link) =>
    docOf(link.file) === file ? [] : [{ ...link, file: docOf(link.file) }],
  );
  if (links.length) {
    // Named as the person knows them: each linking page once, by its title (another site's with its id).
    const titles = [
      ...new Set(links.map((link) => (link.site === siteId ? link.title : `${link.title} (${link.site})`))),
    ];
    const site = JSON.parse(readDocument(contentDir, `${folder}/site.json`).text) as object;
    const own = pageName(page, menuNames(site));
    throw new HttpError(
      409,
      `The page "${own}" cannot be deleted while ${titles.length === 1 ? 'this page links' : `these ${titles.length} pages link`} to it: ${listWords(titles)}. Change or remove those links first.`,
      { links },
    );
  }
  if (checkOnly) return { deletable: file };
  const removed = picturesLeftUnused(contentDir, [{ file, before: doc.text }]);
  rmSync(resolveInside(contentDir, file));
  setAside(contentDir, removed);
  return { deleted: file, removed };
}
