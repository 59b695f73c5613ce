import type { PageDocument, SiteDocument } from '../content/types.generated.ts';
import { joinPath, resolveHref } from '../content/href.ts';

/**
 * A page's short name, for breadcrumbs and share cards: the label the site's
 * menu gives it, or else its title without the site's name after a
 * separator ("About | Brightline Web Studio" -> "About").
 */
export function pageName(site: SiteDocument, page: PageDocument): string {
  const path = joinPath(site.basePath, page.path);
  const link = site.header.nav.find((item) => resolveHref(item.href, site.basePath) === path);
  if (link) return link.label;
  const parts = page.title.split(/\s+[|–—-]\s+/);
  return (parts.length > 1 && parts.at(-1) === site.name ? parts.slice(0, -1).join(' - ') : page.title).trim();
}
