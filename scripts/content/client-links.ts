import { kindOf, websiteOfSource } from './core/site-kind.ts';
import { text, type ReadableSite } from './readable.ts';
import { withinSite, type RouteInfo, type RouteTable, type Website } from './routes.ts';

/** The page a link leads to, named as a person knows it: "the studio's page "/portfolio"". */
function pageWords(info: RouteInfo, route: string): string {
  const kind = kindOf(info.site.source);
  if (kind === 'studio') return `the studio's page "${route}"`;
  const name = text(info.site.site?.data, 'name') ?? info.site.source.id;
  return `the page "${route}" of the ${kind === 'demo' ? 'demo' : 'client site'} "${name}"`;
}

/** "/demo-hvac/about" -> "/about" when that is a page of this site: a link kept from the demo it was copied from. */
function ownPageMeant(route: string, where: Website, own: Website): string | undefined {
  for (const base of where.bases.keys()) {
    const rest = withinSite(route, base);
    if (base !== '/' && rest !== route && rest !== undefined && own.routes.has(rest)) return rest;
  }
  return undefined;
}

/**
 * A client site is published on its own domain, where an address such as
 * "/portfolio" can only mean one of its own pages. When a link of a client
 * site leads to no page of its own but to a page of another website (the
 * studio's, a demo's, another client's), this says so and offers the full
 * address, or the site's own page when the link was kept from a copied demo.
 */
export function leavingClientSite(
  entry: ReadableSite,
  href: string,
  route: string,
  hash: string,
  table: RouteTable,
): { message: string; hint: string } | undefined {
  const ownKey = websiteOfSource(entry.source);
  const own = table.get(ownKey)!;
  const found = [...table]
    .filter(([key, website]) => key !== ownKey && website.routes.has(route))
    .map(([, website]) => ({ website, info: website.routes.get(route)! }));
  if (!found.length) return undefined;

  const anchor = hash ? `#${hash}` : '';
  const addresses = found.map(({ website }) => (website.url ? `"${website.url}${route}${anchor}"` : undefined));
  const full = addresses.every(Boolean)
    ? `write its full address instead: ${addresses.join(' or ')}`
    : 'write its full address instead, starting with https:// and that website\'s domain (its site.json has no "url" yet)';
  const meant = found.map(({ website }) => ownPageMeant(route, website, own)).find(Boolean);
  return {
    message: `The link "${href}" leads to ${found.map(({ info }) => pageWords(info, route)).join(' or ')}, but this client site is published on its own domain, where "${route}" would mean a page of its own, and it has none.`,
    hint: meant
      ? `If this site's own page is meant, write "${meant}${anchor}"; to link to the other website, ${full}.`
      : `To link to that website, ${full}.`,
  };
}
