import { sourcePath } from '../../src/content/linked-items.ts';
import { NOT_FOUND_PATH, routeOf } from './core/route.ts';
import type { SourceFile } from './load.ts';
import type { Segment } from './locate.ts';
import { isFlawed, list, text, type ReadableSite } from './readable.ts';
import { withinSite, type Report } from './routes.ts';
import { listOf, nearest } from './suggest.ts';

/**
 * Pictures shown by id on another page of the site (featured blocks): every
 * id names one picture of a gallery on the page the block links to, and no
 * two pictures of a page share an id. A link to a page that does not exist is
 * the link check's to report.
 */
export function checkFeaturedItems(entry: ReadableSite, report: Report): void {
  const basePath = text(entry.site?.data, 'basePath');
  if (basePath === undefined) return;
  const idsByRoute = new Map<string, Set<string>>();
  for (const { source } of entry.pages) {
    const path = withinSite(text(source.data, 'path'), basePath);
    if (path !== undefined && path !== NOT_FOUND_PATH)
      idsByRoute.set(routeOf({ basePath }, { path }), galleryIds(source, report));
  }
  for (const { source } of entry.pages) {
    list(source.data, 'blocks').forEach((block, b) => {
      const href = text(block, 'href');
      if (text(block, 'type') !== 'featured' || href === undefined || isFlawed(entry, source.file, ['blocks', b]))
        return;
      const ids = idsByRoute.get(sourcePath(href, basePath));
      if (!ids) return;
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
