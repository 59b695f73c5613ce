/**
 * Each collection's Atom and RSS feeds, written with the `feed` package
 * (well kept, and it escapes and dates every field as each format asks)
 * beside the collection's index page. A feed lists the entries the site
 * publishes, newest first, as the index does; its "updated" time is the
 * newest entry's date, not the build's, so a build that changed nothing
 * writes the same bytes.
 */
import { Feed } from 'feed';
import { collectionRoute, entryRoute, feedRoutes } from '../../src/content/collections.ts';
import type { PersonEntry, PostEntry, SiteDocument } from '../../src/content/types.generated.ts';
import { feedsOf } from '../../src/collections/feed-links.ts';
import type { ContentRoute } from '../content/core/load-content.ts';
import type { BuildDocuments } from './documents.ts';

/** An address on the site where it has none of its own (a local build): feeds need whole addresses. */
const LOCAL_SITE = 'http://localhost';

/** Each feed file (relative to the published folder) with its text, for every collection with feeds. */
export function siteFeeds(
  routes: readonly ContentRoute[],
  siteUrl: string | undefined,
  documents: BuildDocuments,
): Map<string, string> {
  const base = siteUrl ?? LOCAL_SITE;
  const files = new Map<string, string>();
  const siteFiles = [...new Set(routes.map((route) => route.siteFile))];
  for (const siteFile of siteFiles) {
    const site = documents.get(siteFile).data as SiteDocument;
    for (const { collection, title, atom, rss } of feedsOf(site)) {
      const at = collectionRoute(site.basePath, site.collections![collection]!.path!);
      // The entry pages of the collection, in the order its index lists them.
      const index = routes.find(
        (route) =>
          route.siteFile === siteFile &&
          route.view?.kind === 'list' &&
          route.view.collection === collection &&
          !route.view.tag,
      );
      const entryFiles = routes
        .filter(
          (route) =>
            route.siteFile === siteFile && route.view?.kind === 'entry' && route.view.collection === collection,
        )
        .map((route) => ({ route, post: documents.get(route.pageFile).data as PostEntry }))
        .sort((a, b) => b.post.date.localeCompare(a.post.date) || a.route.path.localeCompare(b.route.path));
      const feed = new Feed({
        title,
        description: site.collections![collection]!.description ?? site.tagline,
        id: `${base}${at}`,
        link: `${base}${index?.path ?? at}`,
        language: 'en',
        copyright: `${site.name}`,
        updated: entryFiles[0] ? new Date(`${entryFiles[0].post.date}T00:00:00Z`) : new Date(0),
        feedLinks: { atom: `${base}${atom}`, rss: `${base}${rss}` },
      });
      for (const { route, post } of entryFiles) {
        const authorFile = route.entries?.[post.author];
        const author = authorFile ? (documents.get(authorFile).data as PersonEntry) : undefined;
        feed.addItem({
          title: post.title,
          id: `${base}${entryRoute(at, route.path.slice(route.path.lastIndexOf('/') + 1))}`,
          link: `${base}${route.path}`,
          description: post.summary,
          date: new Date(`${post.date}T00:00:00Z`),
          author: author ? [{ name: author.name }] : undefined,
          category: (post.tags ?? []).map((tag) => ({ name: tag })),
        });
      }
      const folder = feedRoutes(at);
      files.set(folder.atom.slice(1), feed.atom1());
      files.set(folder.rss.slice(1), feed.rss2());
    }
  }
  return files;
}
