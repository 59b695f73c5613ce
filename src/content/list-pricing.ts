import type { ListedEntry } from './entry-card.ts';
import type { CollectionListBlock, PricingBlock, PricingTier } from './types.generated.ts';

/** An entry as a pricing section shows it: its name, price, short line and what it includes, marked when it is the most popular. */
const pricingTier = (
  { card }: ListedEntry,
  { cta, ctaLink }: NonNullable<CollectionListBlock['pricing']>,
): PricingTier[] =>
  card.price === undefined || card.features === undefined
    ? []
    : [
        {
          name: card.title,
          price: card.price,
          ...(card.text ? { description: card.text } : {}),
          features: card.features,
          ...(card.popular ? { highlighted: true } : {}),
          ...(cta === undefined ? {} : { cta }),
          ...(ctaLink === undefined ? {} : { ctaLink }),
        },
      ];

/** A pricing section sets at most four packages side by side (its schema says so too). */
const MOST_TIERS = 4;
const isTiers = (tiers: PricingTier[]): tiers is PricingBlock['tiers'] =>
  tiers.length >= 1 && tiers.length <= MOST_TIERS;

/**
 * A collection list in the pricing look is the pricing block itself, its tiers
 * made from the entries it lists (a business's packages): the same cards, rows
 * or menu card, the most popular package marked. Undefined for another look,
 * or when it lists no entry with a price and features; the first four when it lists more.
 */
export function pricingOfList(block: CollectionListBlock, listed: ListedEntry[]): PricingBlock | undefined {
  if (block.variant !== 'pricing') return undefined;
  const settings = block.pricing ?? {};
  const tiers = listed.flatMap((entry) => pricingTier(entry, settings)).slice(0, MOST_TIERS);
  if (!isTiers(tiers)) return undefined;
  const { anchor, eyebrow, heading, intro, tone } = block;
  return {
    type: 'pricing',
    anchor,
    eyebrow,
    heading,
    intro,
    tone,
    tiers,
    note: settings.note,
    variant: settings.look,
  };
}
