import type { BlockRules } from '../../../scripts/content/block-rules.ts';
import { NOT_FOUND_PATH, routeOf } from '../../../scripts/content/core/route.ts';
import { basePathOf } from '../../../scripts/content/core/site-kind.ts';
import type { SourceFile } from '../../../scripts/content/load.ts';
import type { Segment } from '../../../scripts/content/locate.ts';
import { isFlawed, list, text, type ReadableSite } from '../../../scripts/content/readable.ts';
import { withinSite, type Report, type Website } from '../../../scripts/content/routes.ts';
import { listOf, nearest } from '../../../scripts/content/suggest.ts';
import { isExternal } from '../../content/href.ts';
import { sourcePath } from '../../content/linked-items.ts';

/**
 * Pictures shown by id on another page of the site (featured blocks): the
 * block links to a page of its own site, every id names one picture of a
 * gallery there, and no two pictures of a page share an id. A link to a page
 * that does not exist, or that a client site may not reach, is the link
 * check's to report.
 */
function checkFeaturedItems(entry: ReadableSite, website: Website, report: Report): void {
  const basePath = basePathOf(entry.source);
  if (basePath === undefined) return;
  const idsByRoute = new Map<string, Set<string>>();
  for (const { source } of entry.pages) {
    const path = withinSite(text(source.data, 'path'), basePath);
    if (path !== undefined && path !== NOT_FOUND_PATH)
      idsByRoute.set(routeOf({ basePath }, { path }), galleryIds(source, report));
  }
  const withGallery = [...idsByRoute].find(([, ids]) => ids.size)?.[0];
  for (const { source } of entry.pages) {
    list(source.data, 'blocks').forEach((block, b) => {
      const href = text(block, 'href');
      if (text(block, 'type') !== 'featured' || href === undefined || isFlawed(entry, source.file, ['blocks', b]))
        return;
      const route = sourcePath(href, basePath);
      const ids = idsByRoute.get(route);
      if (!ids) {
        if (isExternal(href) || website.routes.has(route))
          report(
            source,
            ['blocks', b, 'href'],
            'featured-outside-site',
            `A featured section shows pictures from a gallery of its own site, but "${href}" is ${isExternal(href) ? 'another website' : 'a page of another site'}.`,
            withGallery
              ? `Link to the page of this site whose gallery holds the pictures, such as "~${withinSite(withGallery, basePath)}".`
              : 'Link to a page of this site with a gallery, and give its pictures ids.',
          );
        return;
      }
      list(block, 'items').forEach((id, i) => {
        if (typeof id !== 'string' || ids.has(id)) return;
        const guess = nearest(id, ids);
        report(
          source,
          ['blocks', b, 'items', i],
          'featured-item-missing',
          `No picture in the gallery of "${href}" has the id "${id}".`,
          guess
            ? `Did you mean "${guess}"?`
            : ids.size
              ? `Its pictures' ids are ${listOf([...ids])}.`
              : `Give the picture an "id" in that gallery first, like "id": "${id}".`,
        );
      });
    });
  }
}

/** The ids of a page's gallery pictures, reporting an id given twice. */
function galleryIds(source: SourceFile, report: Report): Set<string> {
  const ids = new Set<string>();
  list(source.data, 'blocks').forEach((block, b) => {
    if (text(block, 'type') !== 'gallery') return;
    list(block, 'items').forEach((item, i) => {
      const id = text(item, 'id');
      if (id === undefined) return;
      const path: Segment[] = ['blocks', b, 'items', i, 'id'];
      if (ids.has(id))
        report(
          source,
          path,
          'duplicate-item-id',
          `Two pictures on this page have the id "${id}".`,
          'Give each picture its own id, so a featured section knows which one to show.',
        );
      ids.add(id);
    });
  });
  return ids;
}

const featured: BlockRules = { site: checkFeaturedItems };
export default featured;
