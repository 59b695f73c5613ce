/**
 * The content core (scripts/content/core/): one load of a content folder gives
 * every page's address, and every link in it is found through one list of link
 * fields that the schemas hold it to.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LINK_FIELDS, linksTo } from '../../scripts/content/core/links.ts';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { NOT_FOUND_PATH, routeOf } from '../../scripts/content/core/route.ts';
import { PROJECT_ROOT, SCHEMA_DIR } from '../../scripts/paths.ts';
import { FIXTURE_DIR } from '../support/engine-fixture.ts';

// The engine's fixture site: every kind of site, with collections and their pages.
const content = loadContent(FIXTURE_DIR);

describe('routeOf', () => {
  it('puts a page path after its site base path, and keeps the not-found page apart', () => {
    expect(routeOf({ basePath: '/' }, { path: '/' })).toBe('/');
    expect(routeOf({ basePath: '/' }, { path: '/services' })).toBe('/services');
    expect(routeOf({ basePath: '/demo-bakery' }, { path: '/' })).toBe('/demo-bakery');
    expect(routeOf({ basePath: '/demo-bakery' }, { path: '/about' })).toBe('/demo-bakery/about');
    expect(routeOf({ basePath: '/demo-bakery' }, { path: NOT_FOUND_PATH })).toBe(NOT_FOUND_PATH);
  });
});

describe('loadContent', () => {
  it('places every page of every site once, at the address routeOf gives it', () => {
    // A client site is a website of its own; the studio and its demos share one. Each page is named by its website and address.
    const clients = new Set(content.sites.filter(({ site }) => site.kind === 'client').map(({ source }) => source.id));
    const websiteOf = (siteId: string) => (clients.has(siteId) ? siteId : '');
    const pages = content.sites.flatMap(({ source, site, pages }) =>
      pages.map(({ page }) => `${websiteOf(source.id)} ${routeOf(site, page)}`),
    );
    expect(content.problems).toEqual([]);
    const pageRoutes = content.routes.filter((route) => !route.view);
    expect(pageRoutes.map((route) => `${websiteOf(route.siteId)} ${route.path}`).sort()).toEqual(pages.sort());
    // Every address once in its website, but for the not-found page, which each website has once.
    const notFound = pages.filter((page) => page.endsWith(` ${NOT_FOUND_PATH}`));
    expect(notFound.sort()).toEqual(['', ...clients].map((website) => `${website} ${NOT_FOUND_PATH}`).sort());
    expect(new Set(pages).size).toBe(pages.length);
  });

  it('names the two files each page is built from', () => {
    for (const route of content.routes) {
      // A collection's page shows an entry of its site, or (a list) is made from its site.json and the entries listed.
      const own = route.view?.kind === 'entry' ? 'collections/[a-z0-9-]+/([a-z0-9-]+/)*' : 'pages/';
      if (route.view?.kind === 'list') expect(route.pageFile).toBe(route.siteFile);
      else
        expect(relative(FIXTURE_DIR, route.pageFile)).toMatch(
          new RegExp(`(^|/)${route.siteId}/${own}[a-z0-9-]+\\.json$`),
        );
      expect(relative(FIXTURE_DIR, route.siteFile)).toMatch(new RegExp(`(^|/)${route.siteId}/site\\.json$`));
    }
  });
});

/** Every property name whose schema is a link address (a $ref to shared/href.schema.json). */
function hrefProperties(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => hrefProperties(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'properties' && child && typeof child === 'object') {
        for (const [name, property] of Object.entries(child)) {
          if (String((property as { $ref?: unknown }).$ref ?? '').endsWith('href.schema.json')) found.add(name);
        }
      }
      hrefProperties(child, found);
    }
  }
  return found;
}

describe('link fields', () => {
  it('are exactly the properties the schemas make link addresses', () => {
    const files = readdirSync(SCHEMA_DIR, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.schema.json'),
    );
    const schemas = files.map((file) => JSON.parse(readFileSync(join(SCHEMA_DIR, file), 'utf8')) as unknown);
    expect([...hrefProperties(schemas)].sort()).toEqual([...LINK_FIELDS].sort());
  });

  it('lead linksTo to every link of a page, written in any of the link forms', () => {
    const route = content.routes.find(
      (candidate) =>
        candidate.path !== '/' && candidate.path !== NOT_FOUND_PATH && linksTo(content, candidate.path).length > 0,
    );
    expect(route).toBeDefined();
    for (const link of linksTo(content, route!.path)) {
      expect(link.where).not.toBe('');
      expect(readFileSync(join(PROJECT_ROOT, link.file), 'utf8')).toContain(JSON.stringify(link.href));
    }
  });
});
