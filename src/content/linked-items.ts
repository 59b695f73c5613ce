/**
 * A featured block shows pictures that are written once, in a gallery on
 * another page of its site, and refers to them by id. These helpers find
 * them; the renderer, the development server, the editor's preview and the
 * validator all use them, so they agree on what a reference means.
 */
import { joinPath, resolveHref, splitHash } from './href.ts';
import type { Block, GalleryItem, PageDocument } from './types.generated.ts';

/** The pictures of one page that others may show, by the page's full path. */
export type LinkedItems = Record<string, GalleryItem[]>;

/** Blocks that show pictures of another page. */
const isFeatured = (block: Block): block is Extract<Block, { type: 'featured' }> => block.type === 'featured';

/** The full path of the page a featured block takes its pictures from: "~/portfolio" -> "/demo-x/portfolio". */
export const sourcePath = (href: string, basePath: string): string => splitHash(resolveHref(href, basePath))[0] || '/';

/** The full paths of the pages a page's blocks take pictures from, each once. */
export function linkedPaths(page: PageDocument, basePath: string): string[] {
  const blocks: Block[] = Array.isArray(page.blocks) ? page.blocks : [];
  return [
    ...new Set(
      blocks
        .filter(isFeatured)
        .flatMap((block) => (typeof block.href === 'string' ? [sourcePath(block.href, basePath)] : [])),
    ),
  ];
}

/** Every picture with an id in the galleries of a page, in page order (none for no page, or one still being written). */
export function galleryItemsOf(page: PageDocument | undefined): GalleryItem[] {
  const blocks: Block[] = Array.isArray(page?.blocks) ? page.blocks : [];
  return blocks.flatMap((block) =>
    block?.type === 'gallery' && Array.isArray(block.items) ? block.items.filter((item) => item?.id) : [],
  );
}

/** The pictures each linked page offers, from pages already at hand (the editor's preview has every page of the site open). */
export function linkedItemsAmong(page: PageDocument, basePath: string, pages: PageDocument[]): LinkedItems {
  const byPath = (path: string) =>
    pages.find((candidate) => typeof candidate.path === 'string' && joinPath(basePath, candidate.path) === path);
  return Object.fromEntries(linkedPaths(page, basePath).map((path) => [path, galleryItemsOf(byPath(path))]));
}

/**
 * The pictures each linked page offers, read with `load` (a path -> its page,
 * or undefined where there is none). Pages are loaded once each.
 */
export async function linkedItemsFor(
  page: PageDocument,
  basePath: string,
  load: (path: string) => Promise<PageDocument | undefined> | PageDocument | undefined,
): Promise<LinkedItems> {
  const entries = await Promise.all(
    linkedPaths(page, basePath).map(async (path) => [path, galleryItemsOf(await load(path))] as const),
  );
  return Object.fromEntries(entries);
}

/** The pictures named by `ids`, in their order; an id with no picture is left out (validation reports it). */
export function pick(items: GalleryItem[], ids: string[]): GalleryItem[] {
  return ids.flatMap((id) => items.filter((item) => item.id === id).slice(0, 1));
}
