import { pagePathOf } from '@/content/page-name';
import type { JsonObject } from '../store/state';

type Link = { label?: unknown; href?: unknown };

/** Whether every link of a list leads to a whole page of this site, as a menu of its pages does. */
function listsPages(links: unknown, basePath: string): links is Link[] {
  return (
    Array.isArray(links) &&
    links.length > 1 &&
    links.every(
      (link: Link) =>
        typeof link?.href === 'string' && !link.href.includes('#') && pagePathOf(link.href, basePath) !== undefined,
    )
  );
}

/**
 * The site's settings with a link to a new page in each place that lists the
 * site's pages: the header's menu, and every footer column whose links are all
 * pages of the site ("Quick Links"). A column of other links (social pages, a
 * few chosen services with their sections) is left as it is, and so is a list
 * that already leads to the page. Undefined when nothing lists the pages.
 */
export function withNewPageLinks(site: JsonObject, page: { path: string; label: string }): JsonObject | undefined {
  const basePath = typeof site.basePath === 'string' ? site.basePath : '';
  const link = { label: page.label, href: page.path === '/' ? '~/' : `~${page.path}` };
  const add = (links: Link[]) =>
    links.some((old) => pagePathOf(String(old.href), basePath) === page.path) ? links : [...links, { ...link }];
  const next: JsonObject = { ...site };
  const header = site.header as { nav?: unknown } | undefined;
  // The header's menu is the menu of pages, whatever else it holds.
  if (header && Array.isArray(header.nav)) {
    const nav = add(header.nav as Link[]);
    if (nav !== header.nav) next.header = { ...header, nav } as JsonObject;
  }
  const footer = site.footer as { columns?: unknown } | undefined;
  if (footer && Array.isArray(footer.columns)) {
    let columnsChanged = false;
    const columns = footer.columns.map((column: { links?: unknown }) => {
      if (!listsPages(column?.links, basePath)) return column;
      const links = add(column.links);
      if (links === column.links) return column;
      columnsChanged = true;
      return { ...column, links };
    });
    if (columnsChanged) next.footer = { ...footer, columns } as JsonObject;
  }
  return next.header !== site.header || next.footer !== site.footer ? next : undefined;
}
