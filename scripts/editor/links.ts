import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isExternal, joinPath, resolveHref, splitHash } from '../../src/content/href.ts';
import { describePath, type Segment } from '../content/locate.ts';
import { readSite, siteFolders } from './documents.ts';

/** The properties that hold link addresses in content. */
export const LINK_KEYS = ['href', 'ctaLink'];

/** Calls `visit` for every link address in a document, with where it sits. */
export function eachLink(value: unknown, visit: (href: string, path: Segment[]) => void, path: Segment[] = []): void {
  if (Array.isArray(value)) value.forEach((item, i) => eachLink(item, visit, [...path, i]));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (LINK_KEYS.includes(key) && typeof child === 'string') visit(child, [...path, key]);
      else eachLink(child, visit, [...path, key]);
    }
  }
}

export interface LinkUse {
  file: string;
  where: string;
  href: string;
  /** The link's place as keys and indexes, so the editor can open its field. */
  path: Segment[];
  /** The site the link is in, and its page's name ("home"); no page for the site's settings. */
  site: string;
  page?: string;
  /** The linking page as people know it: its title, or "Site settings". */
  title: string;
}

/** "Services | Cool Breeze HVAC" -> "Services": the page's own part of its title. */
function titleOf(data: unknown, file: string): string {
  if (file.endsWith('/site.json')) return 'Site settings';
  const title = (data as { title?: unknown }).title;
  const own = typeof title === 'string' ? title.split(' | ')[0].trim() : '';
  return own || pageNameOf(file);
}

const pageNameOf = (file: string) =>
  file
    .split('/')
    .pop()!
    .replace(/\.json$/, '');

/** Every link anywhere in the content that leads to `route` ("/demo-bakery/offers"), with or without an anchor. */
export function linksTo(contentDir: string, route: string, exceptFile?: string): LinkUse[] {
  const found: LinkUse[] = [];
  for (const id of siteFolders(contentDir).keys()) {
    const files = readSite(contentDir, id);
    let basePath = '/';
    try {
      basePath = (JSON.parse(files.site.text) as { basePath?: string }).basePath ?? '/';
    } catch {
      continue;
    }
    for (const doc of [files.site, ...files.pages]) {
      if (doc.file === exceptFile) continue;
      let data: unknown;
      try {
        data = JSON.parse(readFileSync(join(contentDir, doc.file), 'utf8'));
      } catch {
        continue;
      }
      eachLink(data, (href, path) => {
        if (isExternal(href)) return;
        const [target] = splitHash(resolveHref(href, basePath));
        if (target !== route) return;
        const page = doc === files.site ? undefined : pageNameOf(doc.file);
        found.push({
          file: doc.file,
          where: describePath(data, path),
          href,
          path,
          site: id,
          page,
          title: titleOf(data, doc.file),
        });
      });
    }
  }
  return found;
}

export { joinPath };
