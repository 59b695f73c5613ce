/**
 * Collections end to end in the content core, the renderer and the feeds:
 * a small site with a journal, built in a temporary content folder.
 */
import { cpSync, mkdirSync, readFileSync as readFile, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { SaxesParser } from 'saxes';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { linksTo } from '../../scripts/content/core/links.ts';
import { BuildDocuments } from '../../scripts/output/documents.ts';
import { siteFeeds } from '../../scripts/output/feeds.ts';
import { BUILD_DIR } from '../../scripts/paths.ts';
import { sitemapXml } from '../../scripts/prerender.ts';
import { registry } from '../../src/blocks/registry.ts';
import { collectionPage } from '../../src/collections/collection-page.tsx';
import type { SiteDocument } from '../../src/content/types.generated.ts';
import { PageFrame } from '../../src/render/page-root.tsx';
import { CASES_DIR } from '../support/content-cases.ts';

const root = join(BUILD_DIR, 'collections-test');
const content = join(root, 'site-content');
const site = join(content, 'demo');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const write = (file: string, data: unknown) => {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, JSON.stringify(data, null, 2));
};

const post = (title: string, date: string, extra: object = {}) => ({
  title,
  description: 'A post of the demo bakery, long enough to be a description that search engines show.',
  date,
  author: 'people/ana-baker',
  summary: `${title}, in short.`,
  tags: ['Bread'],
  body: ['Our **rye** is back. See [the prices](~/#contact).', '- one', '- two'],
  ...extra,
});

function makeSite(perPage = 2) {
  rmSync(root, { recursive: true, force: true });
  cpSync(join(CASES_DIR, '_valid', 'site-content'), content, { recursive: true });
  const siteFile = join(site, 'site.json');
  const document = JSON.parse(readFile(siteFile, 'utf8')) as Record<string, unknown>;
  document.collections = {
    posts: { type: 'post', title: 'News', path: '/news', perPage, tags: ['Bread', 'Cakes'] },
    people: { type: 'person', title: 'People' },
  };
  write(siteFile, document);
  write(join(site, 'collections/people/ana-baker.json'), { name: 'Ana Baker', role: 'Head baker' });
  write(join(site, 'collections/posts/rye.json'), post('Fresh rye', '2026-01-09'));
  write(join(site, 'collections/posts/scones.json'), post('Scones on Sunday', '2026-02-01'));
  write(join(site, 'collections/posts/2025/stollen.json'), post('Stollen', '2025-12-01'));
  write(join(site, 'collections/posts/later.json'), post('Not yet', '2999-01-01'));
  write(join(site, 'collections/posts/unfinished.json'), post('Unfinished', '2026-01-01', { draft: true }));
}

describe('collections', () => {
  makeSite();
  const checked = loadContent(content, root);
  const paths = checked.routes.map((route) => route.path);

  it('gives each published entry a page, the index pages and a page per tag', () => {
    expect(checked.problems).toEqual([]);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/news/rye',
        '/news/scones',
        '/news/stollen',
        '/news',
        '/news/page/2',
        '/news/tags/bread',
      ]),
    );
    expect(paths).toContain('/news/tags/cakes');
    const first = checked.routes.find((route) => route.path === '/news')!;
    expect(first.view).toMatchObject({ kind: 'list', page: 1, pages: 2, listed: ['posts/scones', 'posts/rye'] });
  });

  it('leaves drafts and entries dated in the future out of every page and list', () => {
    expect(paths.filter((path) => /later|unfinished/.test(path))).toEqual([]);
    const listed = checked.routes.flatMap((route) => (route.view?.kind === 'list' ? route.view.listed : []));
    expect(listed).not.toContain('posts/later');
    expect(listed).not.toContain('posts/unfinished');
  });

  it('finds links inside rich text with the one link walker', () => {
    const users = linksTo(checked, '/');
    expect(users.map((use) => use.file)).toContain('site-content/demo/collections/posts/rye.json');
  });

  it('renders a post as elements in the site frame, with its author, its list and its link', () => {
    const route = checked.routes.find((r) => r.path === '/news/rye')!;
    const siteDocument = JSON.parse(readFile(route.siteFile, 'utf8')) as SiteDocument;
    const named = { 'people/ana-baker': { name: 'Ana Baker', role: 'Head baker' } };
    const parts = collectionPage(
      route.view!,
      siteDocument,
      JSON.parse(readFile(route.pageFile, 'utf8')),
      named,
      registry.gallery,
    );
    const html = renderToString(
      <PageFrame data={{ site: siteDocument, siteId: 'demo', path: route.path, notFound: false }} endsWithCall={false}>
        {parts.body}
      </PageFrame>,
    );
    expect(parts.title).toBe(`Fresh rye | ${siteDocument.name}`);
    expect(html).toMatch(/<h1[^>]*>Fresh rye<\/h1>/);
    expect(html).toContain('<strong>rye</strong>');
    expect(html).toContain('href="/#contact"');
    expect(html).toMatch(/<ul><li>one<\/li><li>two<\/li><\/ul>/);
    expect(html).toMatch(/By (<!-- -->)?Ana Baker/);
  });

  it('renders the index with a card per entry and links to the next page', () => {
    const route = checked.routes.find((r) => r.path === '/news')!;
    const siteDocument = JSON.parse(readFile(route.siteFile, 'utf8')) as SiteDocument;
    const named = Object.fromEntries(
      Object.entries(route.entries!).map(([ref, file]) => [ref, JSON.parse(readFile(file, 'utf8'))]),
    );
    const parts = collectionPage(route.view!, siteDocument, siteDocument, named, registry.gallery);
    const html = renderToString(
      <PageFrame data={{ site: siteDocument, siteId: 'demo', path: route.path, notFound: false }} endsWithCall={false}>
        {parts.body}
      </PageFrame>,
    );
    expect(html.match(/<h2>/g)).toHaveLength(2);
    expect(html).toContain('href="/news/scones"');
    expect(html).toContain('href="/news/page/2"');
  });

  it('writes Atom and RSS feeds that parse as XML, with one item per published post', () => {
    const feeds = siteFeeds(checked.routes, 'https://bakery.example', new BuildDocuments());
    expect([...feeds.keys()].sort()).toEqual(['news/feed.xml', 'news/rss.xml']);
    const count = (xml: string, element: string) => {
      let n = 0;
      const parser = new SaxesParser();
      parser.on('opentag', (tag) => void (tag.name === element && n++));
      parser.write(xml).close();
      return n;
    };
    expect(count(feeds.get('news/feed.xml')!, 'entry')).toBe(3);
    expect(count(feeds.get('news/rss.xml')!, 'item')).toBe(3);
    expect(feeds.get('news/feed.xml')).not.toContain('Not yet');
  });

  it('refuses a reference to an entry that was deleted, naming the nearest', () => {
    rmSync(join(site, 'collections/people/ana-baker.json'));
    write(join(site, 'collections/people/ana-bakers.json'), { name: 'Ana Baker', role: 'Head baker' });
    const after = loadContent(content, root);
    const missing = after.problems.filter((problem) => problem.code === 'missing-reference');
    expect(missing.length).toBeGreaterThan(0);
    expect(missing[0].hint).toBe('Did you mean "people/ana-bakers"?');
  });
});

describe('an entry set back to draft (Unpublish)', () => {
  it('loses its page, its place in every list, its feed items and its sitemap line at the next build', () => {
    makeSite();
    const build = () => {
      const checked = loadContent(content, root);
      const feeds = siteFeeds(checked.routes, 'https://bakery.example', new BuildDocuments());
      return {
        paths: checked.routes.map((route) => route.path),
        listed: checked.routes.flatMap((route) => (route.view?.kind === 'list' ? route.view.listed : [])),
        feed: feeds.get('news/feed.xml')!,
        sitemap: sitemapXml(
          'https://bakery.example',
          checked.routes.map((route) => route.path),
        ),
      };
    };
    const before = build();
    expect(before.paths).toContain('/news/rye');
    expect(before.listed).toContain('posts/rye');
    expect(before.feed).toContain('Fresh rye');
    expect(before.sitemap).toContain('/news/rye</loc>');

    write(join(site, 'collections/posts/rye.json'), post('Fresh rye', '2026-01-09', { draft: true }));
    const after = build();
    expect(after.paths).not.toContain('/news/rye');
    expect(after.listed).not.toContain('posts/rye');
    expect(after.feed).not.toContain('Fresh rye');
    expect(after.sitemap).not.toContain('/news/rye<');
    // The rest of the journal stays.
    expect(after.paths).toContain('/news/scones');
  });
});
