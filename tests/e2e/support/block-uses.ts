import { loadContent } from '../../../scripts/content/core/load-content.ts';
import { NOT_FOUND_PATH, routeOf } from '../../../scripts/content/core/route.ts';
import type { Block } from '../../../src/content/types.generated.ts';
import { handedTo, shownTeam } from './handed-entries.ts';

export type BlockOf<T extends Block['type']> = Extract<Block, { type: T }>;

const content = loadContent();
const sites = content.sites;

/** Every use of a block type in the content (the not-found page aside), as shown (a team's people as its members), with its site and the route of its page. */
export function blockUses<T extends Block['type']>(type: T) {
  return sites.flatMap(({ site, pages }) =>
    pages
      .filter(({ page }) => page.path !== NOT_FOUND_PATH)
      .flatMap(({ page }) =>
        page.blocks
          .filter((block): block is BlockOf<T> => block.type === type)
          .map((block) => ({
            site,
            route: routeOf(site, page),
            block: shownTeam(block, handedTo(content, site, page)),
          })),
      ),
  );
}
