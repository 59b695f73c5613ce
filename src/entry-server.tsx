import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { documents, routes, type RouteEntry } from 'virtual:content';
import { entriesInList } from './collections/entries-in-list';
import { linkedItemsFor } from './content/linked-items';
import { shownBlock } from './content/shown-block';
import { fillFacts } from './content/site-facts';
import type { PageDocument, SiteDocument } from './content/types.generated';
import { PageFrame, PageRoot } from './render/page-root';
import { collectionPage } from './collections/collection-page';
import { registry } from './blocks/registry';
import { feedLinkTags } from './collections/feed-links';
import type { CollectionView } from './content/collections';
import { searchHead, sharedText } from './seo/share-tags';
import { collectionHead } from './seo/collection-head';
import { cardPicture, entryCardPicture, shareCard, type ShareCard } from './seo/share-card';
import { fontHeadTags } from './theme/fonts';
import { shareColours } from './theme/share-colours';
export { routes as manifest } from 'virtual:content';

export interface RenderedPage {
  /** The page's body, to go inside <div id="root">. */
  html: string;
  /** Everything the page needs in <head> besides title and description: its font preloads and styles. */
  head: string;
  status: number;
  title: string;
  description: string;
  /** What the page's share picture shows, for the build to draw (with a site address only). */
  share?: ShareCard;
}

/** "/about/" and "/about" are the same page. */
const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Every route by its path; where two share one (only "*" may), the first. */
const byPath = new Map<string, RouteEntry>();
for (const entry of routes) if (!byPath.has(entry.path)) byPath.set(entry.path, entry);

/** The route an address shows: its own page, or the not-found page. */
function routeFor(pathname: string): RouteEntry | undefined {
  return byPath.get(normalise(pathname)) ?? byPath.get('*');
}

/** Every page of a site as shown, facts filled in: its home page's structured data reads the prices of them all. */
function pagesOf(siteId: string, site: SiteDocument): Promise<PageDocument[]> {
  const entries = routes.filter((other) => other.siteId === siteId && !other.view && other.path !== '*');
  return Promise.all(
    entries.map(async (other) =>
      asShown(fillFacts((await documents[other.page]()) as PageDocument, site), site, await entriesOf(other)),
    ),
  );
}

/** A page with its collection lists as the sections they are shown as (a menu's dishes as a price list), for its structured data. */
function asShown(page: PageDocument, site: SiteDocument, listed: Record<string, unknown>): PageDocument {
  const [first, ...rest] = page.blocks.map((block) => shownBlock(block, (list) => entriesInList(list, site, listed)));
  return { ...page, blocks: [first, ...rest] };
}

/** The documents of the entries a route shows (an entry's page names them; a page's collection lists show them), by reference. */
async function entriesOf(entry: RouteEntry): Promise<Record<string, unknown>> {
  return Object.fromEntries(
    await Promise.all(Object.entries(entry.entries ?? {}).map(async ([ref, key]) => [ref, await documents[key]()])),
  ) as Record<string, unknown>;
}

/**
 * Render one address to complete HTML with its styles. Each call stands alone
 * (no state is kept between calls), so pages can be rendered in any order, in
 * parallel workers, or per request by the development server. With the
 * website's address (`siteUrl`, "https://example.com") a page also gets its
 * structured data and share tags, which need absolute addresses.
 */
export async function render(url: string, siteUrl?: string): Promise<RenderedPage> {
  const { pathname } = new URL(url, 'http://localhost');
  const entry = routeFor(pathname);
  if (!entry) throw new Error(`There is no page for ${pathname} and no not-found page to show instead.`);
  if (entry.view) return renderCollectionPage(entry, entry.view, siteUrl);
  const [site, source] = (await Promise.all([documents[entry.site](), documents[entry.page]()])) as [
    SiteDocument,
    PageDocument,
  ];
  const page = fillFacts(source, site);
  const notFound = entry.path === '*';
  const data = { site, siteId: entry.siteId, path: notFound ? normalise(pathname) : entry.path, notFound };
  // Pictures this page shows from another page of its site (a featured block's), read from that page.
  const linked = await linkedItemsFor(page, site.basePath, (path) => {
    const other = byPath.get(path);
    return other && other.siteId === entry.siteId
      ? (documents[other.page]() as Promise<PageDocument>).then((doc) => fillFacts(doc, site))
      : undefined;
  });

  const listed = await entriesOf(entry);

  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <PageRoot data={data} page={page} linked={linked} listed={listed} />
        </StrictMode>,
      ),
    );
    const search =
      siteUrl && !notFound
        ? searchHead({
            site,
            page: asShown(page, site, listed),
            route: entry.path,
            siteUrl,
            sitePages: page.path === '/' ? await pagesOf(entry.siteId, site) : undefined,
          })
        : '';
    return {
      html,
      head: fontHeadTags(site.theme) + feedLinkTags(site) + sheet.getStyleTags() + search,
      status: notFound ? 404 : 200,
      title: page.title,
      description: page.description,
      ...(siteUrl && !notFound
        ? {
            share: shareCard(
              site,
              sharedText(page).title,
              siteUrl,
              shareColours(site.theme.colors),
              cardPicture(entry.siteId, page),
            ),
          }
        : {}),
    };
  } finally {
    sheet.seal();
  }
}

/** A page a collection makes (an entry's, or a page of its index), in the site's theme and chrome. */
async function renderCollectionPage(entry: RouteEntry, view: CollectionView, siteUrl?: string): Promise<RenderedPage> {
  const named = await entriesOf(entry);
  const [site, shown] = (await Promise.all([documents[entry.site](), documents[entry.page]()])) as [
    SiteDocument,
    unknown,
  ];
  const parts = collectionPage(view, site, shown, named, registry.gallery);
  const data = { site, siteId: entry.siteId, path: entry.path, notFound: false };
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <PageFrame data={data} endsWithCall={false}>
            {parts.body}
          </PageFrame>
        </StrictMode>,
      ),
    );
    const { title, description } = parts;
    const search = siteUrl ? collectionHead({ site, siteUrl, view, entry: shown, named, title, description }) : '';
    return {
      html,
      head: fontHeadTags(site.theme) + feedLinkTags(site) + sheet.getStyleTags() + search,
      status: 200,
      title,
      description,
      ...(siteUrl
        ? {
            share: shareCard(
              site,
              title,
              siteUrl,
              shareColours(site.theme.colors),
              view.kind === 'entry' ? entryCardPicture(entry.siteId, shown) : undefined,
            ),
          }
        : {}),
    };
  } finally {
    sheet.seal();
  }
}
