/**
 * Every address the site serves, read from the content: each page of each site,
 * each page its collections make (an entry's page, a list, a tag), and one
 * address no page has, which shows the not-found page. Specs that must hold on
 * every page loop over this, so a new page, entry or demo is checked too.
 */
import { loadContent } from '../../../scripts/content/core/load-content.ts';
import { NOT_FOUND_PATH, routeOf } from '../../../scripts/content/core/route.ts';

export interface SiteRoute {
  route: string;
  /** What the test titles call it. */
  name: string;
  notFound: boolean;
  /** The page's title (a page's own; a collection's pages make theirs) and its site's name, as the page shows them. */
  title?: string;
  siteName: string;
  /** Whether it is its site's home page. */
  home: boolean;
  /** Where its site's theme sets section headings: centred, or at the content's left edge. */
  headingAlign: 'center' | 'start';
}

/** An address that matches no page, so the site answers with its not-found page. */
export const MISSING_ROUTE = '/no-page-has-this-address';

const content = loadContent();

const pageRoutes: SiteRoute[] = content.sites.flatMap(({ site, pages }) =>
  pages.map(({ page }) => ({
    ...(page.path === NOT_FOUND_PATH
      ? { route: MISSING_ROUTE, name: `not-found page (${MISSING_ROUTE})`, notFound: true }
      : { route: routeOf(site, page), name: routeOf(site, page), notFound: false }),
    title: page.title,
    siteName: site.name,
    home: page.path === '/',
    headingAlign: site.theme.headings ?? 'center',
  })),
);

/** A client site is a website of its own, served from its own build: only the studio's website is served here. */
const collectionRoutes: SiteRoute[] = content.routes.flatMap((route) => {
  const site = content.sites.find(({ source }) => source.id === route.siteId)?.site;
  return route.view && site && site.kind !== 'client'
    ? [
        {
          route: route.path,
          name: route.path,
          notFound: false,
          siteName: site.name,
          home: false,
          headingAlign: site.theme.headings ?? 'center',
        },
      ]
    : [];
});

export const EVERY_ROUTE: SiteRoute[] = [...pageRoutes, ...collectionRoutes];

/** The widths every page is checked at: a phone and a laptop. */
export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };
