import type { ListedEntry } from './entry-card.ts';
import type { CollectionListBlock, PriceListBlock, PriceListItem } from './types.generated.ts';

/** An entry as a price list shows it: its name, its price, its short line and its marks. */
const priceItem = ({ card }: ListedEntry): PriceListItem => ({
  name: card.title,
  price: card.price ?? '',
  ...(card.text ? { description: card.text } : {}),
  ...(card.marks?.length ? { marks: card.marks } : {}),
});

/**
 * A collection list in the price-list look is the price-list block itself, its
 * rows made from the entries it lists (a menu's dishes). Undefined for another
 * look, or when it lists no entry.
 */
export function priceListOfList(block: CollectionListBlock, listed: ListedEntry[]): PriceListBlock | undefined {
  if (block.variant !== 'price-list') return undefined;
  const [first, ...rest] = listed.map(priceItem);
  if (!first) return undefined;
  const { anchor, eyebrow, heading, intro, tone, action, priceList } = block;
  return {
    type: 'price-list',
    anchor,
    eyebrow,
    heading,
    intro,
    tone,
    columns: priceList?.columns,
    items: [first, ...rest],
    action,
  };
}
