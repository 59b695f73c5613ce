import type { ListedEntry } from './entry-card.ts';
import type { CollectionListBlock, GalleryBlock, GalleryItem } from './types.generated.ts';

/** An entry with a picture, as a gallery shows it: its title, status and facts under it, and its page linked. */
const galleryItem = ({ slug, href, card }: ListedEntry): GalleryItem[] =>
  card.image
    ? [
        {
          id: slug,
          image: card.image,
          title: card.title,
          href,
          category: card.category,
          status: card.status,
          facts: card.facts,
        },
      ]
    : [];

/**
 * A collection list in the gallery look is the gallery block itself, its
 * pictures made from the entries it lists: the same filters, viewer and looks,
 * woken like any gallery. Undefined for another look, or when no entry has a picture.
 */
export function galleryOfList(block: CollectionListBlock, listed: ListedEntry[]): GalleryBlock | undefined {
  if (block.variant !== 'gallery') return undefined;
  const [first, ...rest] = listed.flatMap(galleryItem);
  if (!first) return undefined;
  const { anchor, eyebrow, heading, intro, tone, gallery } = block;
  return {
    type: 'gallery',
    anchor,
    eyebrow,
    heading,
    intro,
    tone,
    variant: gallery?.look,
    allLabel: gallery?.allLabel,
    filters: gallery?.filters,
    items: [first, ...rest],
  };
}
