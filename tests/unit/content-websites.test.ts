/**
 * Kinds of site and the websites they are published on: the studio and its
 * demos share one, each client site is a website of its own. Checked on the
 * tree tests/content-errors/_valid-websites (a studio, a demo, two clients),
 * changed through the content core's overrides.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { linksTo } from '../../scripts/content/core/links.ts';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { STUDIO_WEBSITE, websiteOf } from '../../scripts/content/core/site-kind.ts';
import { PROJECT_ROOT } from '../../scripts/paths.ts';

const root = join(PROJECT_ROOT, 'tests', 'content-errors', '_valid-websites');
const contentDir = join(root, 'site-content');
const file = (path: string) => join(contentDir, path);
const read = (path: string) => JSON.parse(readFileSync(file(path), 'utf8')) as Record<string, unknown>;

/** The tree with some documents changed: path inside site-content -> the document to check instead. */
function loadWith(changes: Record<string, unknown> = {}) {
  return loadContent(
    contentDir,
    root,
    new Map(Object.entries(changes).map(([path, doc]) => [file(path), JSON.stringify(doc, null, 2)])),
  );
}

const JOE = 'clients/joes-plumbing';

describe('routes of several websites', () => {
  const content = loadWith();

  it('gives every route its site kind, and each client the addresses of its own domain', () => {
    expect(content.problems).toEqual([]);
    const routes = content.routes.map(({ kind, siteId, path }) => `${kind} ${siteId} ${path}`).sort();
    expect(routes).toEqual([
      'client green-gardens /',
      'client green-gardens /about',
      'client joes-plumbing *',
      'client joes-plumbing /',
      'client joes-plumbing /about',
      'demo bakery /demo-bakery',
      'demo bakery /demo-bakery/about',
      'studio studio *',
      'studio studio /',
      'studio studio /about',
      'studio studio /portfolio',
    ]);
  });

  it('keeps addresses unique within each website, never across two', () => {
    const byWebsite = new Map<string, string[]>();
    for (const route of content.routes) {
      const website = websiteOf(route);
      byWebsite.set(website, [...(byWebsite.get(website) ?? []), route.path]);
    }
    expect([...byWebsite.keys()].sort()).toEqual([STUDIO_WEBSITE, 'green-gardens', 'joes-plumbing'].sort());
    for (const paths of byWebsite.values()) expect(new Set(paths).size).toBe(paths.length);
  });

  it('still refuses two pages with one address on one client website', () => {
    const { problems } = loadWith({ [`${JOE}/pages/about.json`]: { ...read(`${JOE}/pages/about.json`), path: '/' } });
    expect(problems.map((p) => [p.file, p.code])).toEqual([
      ['site-content/clients/joes-plumbing/pages/home.json', 'duplicate-route'],
      // Its menu's "~/about" now leads to the studio's "/about" only.
      ['site-content/clients/joes-plumbing/site.json', 'link-leaves-client-site'],
    ]);
  });

  it('takes the kind from the folder while site.json does not say it', () => {
    const { kind: _, ...site } = read(`${JOE}/site.json`);
    const content = loadWith({ [`${JOE}/site.json`]: site });
    expect(content.problems.map((p) => p.code)).toEqual(['missing-property']);
    expect(new Set(content.routes.filter((r) => r.siteId === 'joes-plumbing').map((r) => r.kind))).toEqual(
      new Set(['client']),
    );
  });
});

describe('links of a client site', () => {
  it('refuses a link to another client page, offering its full address on that domain', () => {
    const about = read('clients/green-gardens/pages/about.json');
    const joeHome = read(`${JOE}/pages/home.json`);
    const blocks = joeHome.blocks as Record<string, unknown>[];
    const { problems } = loadWith({
      'clients/green-gardens/pages/about.json': { ...about, path: '/gardens' },
      'clients/green-gardens/site.json': {
        ...read('clients/green-gardens/site.json'),
        header: { nav: [{ label: 'Home', href: '~/' }] },
      },
      [`${JOE}/pages/home.json`]: {
        ...joeHome,
        blocks: [{ ...blocks[0], action: { label: 'Our neighbours', href: '/gardens#top' } }],
      },
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ code: 'link-leaves-client-site', where: expect.stringContaining('href') });
    expect(problems[0].message).toContain('"Green Gardens"');
    // The url is written "https://GreenGardens.example/" and offered in its one form.
    expect(problems[0].hint).toContain('"https://greengardens.example/gardens#top"');
  });

  it('never reports a client link into its own banner twice: the banner is refused once', () => {
    const site = read(`${JOE}/site.json`);
    const banner = {
      back: { label: 'Back to Portfolio', href: '/portfolio' },
      label: 'Viewing',
      action: { label: 'Get This Website', href: '/#nowhere' },
    };
    const { problems } = loadWith({ [`${JOE}/site.json`]: { ...site, banner } });
    expect(problems.map((p) => p.code)).toEqual(['banner-on-client']);
  });

  it('finds the links to a client page on its own website only', () => {
    const content = loadWith();
    const joeAbout = content.routes.find((r) => r.siteId === 'joes-plumbing' && r.path === '/about')!;
    const sites = (page: Parameters<typeof linksTo>[1]) =>
      [...new Set(linksTo(content, page).map((link) => link.site))].sort();
    expect(sites(joeAbout)).toEqual(['joes-plumbing']);
    expect(sites('/about')).toEqual(['studio']);
  });
});

describe('the studio site', () => {
  it('needs its address', () => {
    const { url: _, ...site } = read('studio/site.json');
    const { problems } = loadWith({ 'studio/site.json': site });
    expect(problems.map((p) => [p.code, p.message])).toEqual([
      ['missing-url', 'The studio\'s site needs its address, like "www.brightlinestudio.com".'],
    ]);
  });

  it('is offered without an address when it has none, never with a wrong one', () => {
    const { url: _, ...studio } = read('studio/site.json');
    const site = read(`${JOE}/site.json`);
    const nav = [...(site.header as { nav: unknown[] }).nav, { label: 'Studio', href: '/portfolio' }];
    const { problems } = loadWith({
      'studio/site.json': studio,
      [`${JOE}/site.json`]: { ...site, header: { nav } },
    });
    const leaving = problems.find((p) => p.code === 'link-leaves-client-site');
    expect(leaving?.hint).toContain('starting with https://');
    expect(leaving?.hint).not.toContain('undefined');
  });
});
