/**
 * The pages that show a kind of block, read from the content, for the checks
 * that hold wherever that block is (./picture-blocks.ts, ./text-blocks.ts). The
 * not-found page has no route of its own and is left out. Blocks are read as
 * shown: a collection list in the gallery look is the gallery it makes.
 */
import { loadContent } from '../../../scripts/content/core/load-content.ts';
import { NOT_FOUND_PATH, routeOf } from '../../../scripts/content/core/route.ts';
import type { Block, HeroBlock } from '../../../src/content/types.generated.ts';
import { shownBlocks } from '../support/demos.ts';

const pages = loadContent().sites.flatMap(({ site, pages }) =>
  pages
    .filter(({ page }) => page.path !== NOT_FOUND_PATH)
    .map(({ page }) => ({
      route: routeOf(site, page),
      blocks: shownBlocks(site, page),
      address: site.contact.address,
    })),
);

/** Each route with what `found` finds in its page's blocks, where it finds anything. */
function routesWith<T>(found: (blocks: Block[], address: string | undefined) => T[]): Map<string, T[]> {
  return new Map(
    pages.flatMap(({ route, blocks, address }) => {
      const things = found(blocks, address);
      return things.length ? [[route, things] as const] : [];
    }),
  );
}

const blocksWhere = (has: (block: Block) => boolean) => (blocks: Block[]) => blocks.filter(has);
const bandOrFullBleed = (hero: HeroBlock) => [undefined, 'band', 'full-bleed'].includes(hero.layout);

export const heroPictures = routesWith(
  blocksWhere((block) => block.type === 'hero' && Boolean(block.image) && bandOrFullBleed(block)),
);
/** Hero pictures whose content names the subject to close in on. */
export const heroSubjects = routesWith((blocks) =>
  blocks.flatMap((block) =>
    block.type === 'hero' && block.image && block.subject && bandOrFullBleed(block) ? [block.subject] : [],
  ),
);
export const galleries = routesWith(blocksWhere((block) => block.type === 'gallery' || block.type === 'featured'));
export const strips = routesWith(
  blocksWhere((block) => block.type === 'featured' && block.variant === 'strip' && block.items.length > 1),
);
export const stats = routesWith(blocksWhere((block) => block.type === 'stats'));
export const hours = routesWith(blocksWhere((block) => block.type === 'opening-hours' || block.type === 'form'));
/** The pages whose sections show the site's address (beside a form, or with the opening hours), with it. */
export const addresses = routesWith((blocks, address) =>
  address && blocks.some((block) => block.type === 'opening-hours' || block.type === 'form') ? [address] : [],
);
/**
 * The card titles of each page's card grids (a list of cards lays each card's parts out in its own grid
 * beside an icon: only cards stand side by side in rows).
 */
export const cardTitles = routesWith((blocks) =>
  blocks.flatMap((block) =>
    block.type === 'card-grid' && block.variant !== 'list' ? block.cards.map((card) => card.title) : [],
  ),
);
export const filters = routesWith(blocksWhere((block) => block.type === 'gallery' && Boolean(block.filters?.length)));
/** Every boxed note's title: notice blocks (a strip is one line) and the notes beside a form. */
export const noteTitles = routesWith((blocks) =>
  blocks.flatMap((block) =>
    block.type === 'notice' && block.variant !== 'strip'
      ? [block.title]
      : block.type === 'form'
        ? (block.aside?.notes ?? []).map((note) => note.title)
        : [],
  ),
);
