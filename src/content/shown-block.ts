import type { ListedEntry } from './entry-card.ts';
import { galleryOfList } from './list-gallery.ts';
import { priceListOfList } from './list-prices.ts';
import { pricingOfList } from './list-pricing.ts';
import type { Block, CollectionListBlock } from './types.generated.ts';

/**
 * A block as a visitor sees it: a collection list in the gallery, the
 * price-list or the pricing look is the gallery, price list or pricing section
 * it makes from the entries it lists; any other block is itself. The renderer draws this, and the page's
 * structured data reads it, so a menu's prices are offers wherever they come from.
 */
export function shownBlock(block: Block, listed: (list: CollectionListBlock) => ListedEntry[]): Block {
  if (block.type !== 'collection-list') return block;
  const entries = listed(block);
  return galleryOfList(block, entries) ?? priceListOfList(block, entries) ?? pricingOfList(block, entries) ?? block;
}
