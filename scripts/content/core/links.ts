import { basename, dirname } from 'node:path';
import { isExternal, resolveHref, splitHash } from '../../../src/content/href.ts';
import { linksIn, RICH_TEXT_FIELDS } from '../../../src/content/rich-text.ts';
import { menuNames, pageName } from '../../../src/content/page-name.ts';
import { isRecord, type Segment } from '../locate.ts';
import { describePath } from '../place-words.ts';
import { eachString, text } from '../readable.ts';
import type { Content, ContentRoute } from './load-content.ts';
import { basePathOf, STUDIO_WEBSITE, websiteOf, websiteOfSource } from './site-kind.ts';

/** The properties that hold link addresses in content: every property the schemas give an href (a test holds them to it). */
export const LINK_FIELDS: readonly string[] = ['href', 'ctaLink'];

export const isLinkField = (key: string): boolean => LINK_FIELDS.includes(key);

/** Calls `visit` for every link address written in a document, with where it sits: link fields, and links inside rich text. */
export function eachLink(document: unknown, visit: (href: string, path: Segment[]) => void): void {
  eachString(document, LINK_FIELDS, visit);
  eachRichText(document, (text, path) => {
    for (const href of linksIn(text)) visit(href, path);
  });
}

/** Calls `visit` for every paragraph of rich text in a document (each string of a rich-text list), with where it sits. */
export function eachRichText(
  document: unknown,
  visit: (text: string, path: Segment[]) => void,
  path: Segment[] = [],
): void {
  if (Array.isArray(document)) document.forEach((item, i) => eachRichText(item, visit, [...path, i]));
  else if (isRecord(document)) {
    for (const [key, child] of Object.entries(document)) {
      if (RICH_TEXT_FIELDS.includes(key) && Array.isArray(child))
        child.forEach((item, i) => typeof item === 'string' && visit(item, [...path, key, i]));
      else eachRichText(child, visit, [...path, key]);
    }
  }
}

/** One link as it is written somewhere in the content. */
export interface LinkUse {
  /** The file, as problems name it. */
  file: string;
  /** Where in the document, in words. */
  where: string;
  href: string;
  /** The link's place as keys and indexes, so the editor can open its field. */
  path: Segment[];
  /** The site the link is in (its folder's name), and its page's name ("home"); no page for the site's settings. */
  site: string;
  page?: string;
  /** The linking page as people know it: its title, or "Site settings". */
  title: string;
}

const nameOf = (file: string) => basename(file).replace(/\.json$/, '');

/**
 * A linking document as people know it: "Site settings", a page by its menu
 * name (pageName: "Home", "Services"), an entry by its title or name.
 */
function titleOf(data: unknown, file: string, site: unknown): string {
  if (file.endsWith('/site.json')) return 'Site settings';
  if (/(^|\/)collections\//.test(file)) return text(data, 'title') || text(data, 'name') || nameOf(file);
  return pageName((data ?? {}) as { path?: unknown; title?: unknown }, menuNames(site as object | undefined));
}

/**
 * Every link anywhere in the content that leads to a page, with or without an
 * anchor, except those in `exceptFile`. The page is its route, or just its
 * address on the studio's website ("/demo-bakery/offers"); links are looked
 * for on the page's own website only, since "/about" on a client's domain is
 * another page than the studio's "/about".
 */
export function linksTo(
  content: Content,
  page: string | Pick<ContentRoute, 'path' | 'kind' | 'siteId'>,
  exceptFile?: string,
): LinkUse[] {
  const [route, website] = typeof page === 'string' ? [page, STUDIO_WEBSITE] : [page.path, websiteOf(page)];
  const found: LinkUse[] = [];
  for (const source of content.sources) {
    if (websiteOfSource(source) !== website) continue;
    const basePath = basePathOf(source) ?? '/';
    const site = basename(dirname(source.site.file));
    const entries = source.collections.flatMap((collection) => collection.entries.map((entry) => entry.source));
    for (const document of [source.site, ...source.pages, ...entries]) {
      if (document.file === exceptFile || document.data === undefined) continue;
      eachLink(document.data, (href, path) => {
        if (isExternal(href)) return;
        const [target] = splitHash(resolveHref(href, basePath));
        if (target !== route) return;
        found.push({
          file: document.file,
          where: describePath(document.file, document.data, path),
          href,
          path,
          site,
          page: document === source.site ? undefined : nameOf(document.file),
          title: titleOf(document.data, document.file, source.site.data),
        });
      });
    }
  }
  return found;
}
