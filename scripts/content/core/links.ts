import { isExternal, resolveHref, splitHash } from '../../../src/content/href.ts';
import { describePath, type Segment } from '../locate.ts';
import { eachString, text } from '../readable.ts';
import type { Content } from './load-content.ts';

/** The properties that hold link addresses in content: every property the schemas give an href (a test holds them to it). */
export const LINK_FIELDS: readonly string[] = ['href', 'ctaLink'];

export const isLinkField = (key: string): boolean => LINK_FIELDS.includes(key);

/** Calls `visit` for every link address written in a document, with where it sits. */
export function eachLink(document: unknown, visit: (href: string, path: Segment[]) => void): void {
  eachString(document, LINK_FIELDS, visit);
}

/** One link as it is written somewhere in the content. */
export interface LinkUse {
  /** The file, as problems name it. */
  file: string;
  /** Where in the document, in words. */
  where: string;
  href: string;
}

/** Every link anywhere in the content that leads to `route` ("/demo-bakery/offers"), with or without an anchor, except those in `exceptFile`. */
export function linksTo(content: Content, route: string, exceptFile?: string): LinkUse[] {
  const found: LinkUse[] = [];
  for (const source of content.sources) {
    const basePath = text(source.site.data, 'basePath') ?? '/';
    for (const document of [source.site, ...source.pages]) {
      if (document.file === exceptFile || document.data === undefined) continue;
      eachLink(document.data, (href, path) => {
        if (isExternal(href)) return;
        const [target] = splitHash(resolveHref(href, basePath));
        if (target === route) found.push({ file: document.file, where: describePath(document.data, path), href });
      });
    }
  }
  return found;
}
