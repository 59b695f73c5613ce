import { nameInWords } from './words.ts';

/**
 * What people call a page: the label the site's menus give it ("Services"),
 * else the page's own part of its title ("Salon Services and Prices"), else a
 * name made from its address ("/gift-cards" -> "Gift cards"). Owners know
 * their pages by the menu, not by "/gift-cards". Browser-safe: the editor and
 * its server both name pages with it.
 */

interface SiteLike {
  basePath?: unknown;
  header?: unknown;
  footer?: unknown;
}

type MenuLink = { href?: unknown; label?: unknown };

/** The header menu's links, then the footer columns' links: a page only the footer names goes by that name. */
function menuLinks(site: SiteLike | undefined): MenuLink[] {
  const nav = (site?.header as { nav?: unknown } | undefined)?.nav;
  const columns = (site?.footer as { columns?: unknown } | undefined)?.columns;
  const footer = Array.isArray(columns)
    ? columns.flatMap((column: { links?: unknown }) => (Array.isArray(column?.links) ? column.links : []))
    : [];
  return [...(Array.isArray(nav) ? nav : []), ...footer] as MenuLink[];
}

interface PageLike {
  path?: unknown;
  title?: unknown;
}

/** "~/about", "/demo-shop/about" (with the base path "/demo-shop") or "~/" -> the page path "/about" or "/"; else undefined. */
export function pagePathOf(href: string, basePath: string): string | undefined {
  const bare = href.split('#')[0];
  if (bare === '~/' || bare === '~') return '/';
  if (bare.startsWith('~/')) return bare.slice(1);
  const base = basePath.replace(/\/$/, '');
  if (base && (bare === base || bare === `${base}/`)) return '/';
  if (base && bare.startsWith(`${base}/`)) return bare.slice(base.length);
  return undefined;
}

/**
 * The site's menus as page path -> label: { "/about": "About" }, the header's
 * name first where both menus name a page. Links to sections of a page do not name it.
 */
export function menuNames(site: SiteLike | undefined): Map<string, string> {
  const names = new Map<string, string>();
  const basePath = typeof site?.basePath === 'string' ? site.basePath : '';
  for (const item of menuLinks(site)) {
    if (typeof item?.href !== 'string' || typeof item.label !== 'string' || item.href.includes('#')) continue;
    const path = pagePathOf(item.href, basePath);
    if (path !== undefined && item.label.trim() && !names.has(path)) names.set(path, item.label.trim());
  }
  return names;
}

/** A page's name from its address alone: "/" -> "Home", "/gift-cards" -> "Gift cards". */
export function nameFromPath(path: string): string {
  const last = path.split('/').filter(Boolean).pop();
  return last ? nameInWords(decodeURIComponent(last)) : 'Home';
}

/**
 * The name a page is listed by: its menu label, its title's own part, or a
 * name made from its address. The page at the site's root is "Home" unless
 * a menu names it: its title is most often the business's own name, which
 * names the whole site rather than the page.
 */
export function pageName(page: PageLike, menu: Map<string, string>): string {
  const path = typeof page.path === 'string' ? page.path : '';
  const fromMenu = menu.get(path);
  if (fromMenu) return fromMenu;
  if (path === '/') return 'Home';
  // Titles read "Services | <business name>" in the browser's tab; the page's own part is its name.
  const title = typeof page.title === 'string' ? page.title.split('|')[0].trim() : '';
  return title || nameFromPath(path);
}
