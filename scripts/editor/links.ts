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
}

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
        if (target === route) found.push({ file: doc.file, where: describePath(data, path), href });
      });
    }
  }
  return found;
}

export { joinPath };
