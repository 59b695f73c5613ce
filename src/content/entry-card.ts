import type { EntryOf } from './collection-types.ts';
import type { GalleryItem, PriceListItem, PricingTier } from './types.generated.ts';

/** What a list shows of an entry: a card with a title, a line of facts, a few words and a picture. */
export interface EntryCard {
  title: string;
  meta?: string;
  text?: string;
  image?: EntryOf<'post'>['cover'];
  /** A short label beside the title ("For Sale"), and the category a gallery's filters sort it by ("active"). */
  status?: string;
  category?: string;
  /** Short facts in a row ("4 beds", "3 baths"). */
  facts?: GalleryItem['facts'];
  /** Its price as a menu prints it ("$26"), and short marks beside its name ("Vegetarian"), for the price-list look. */
  price?: string;
  marks?: PriceListItem['marks'];
  /** What it includes, one line each, and whether it is the most popular: a package's, for the pricing look. */
  features?: PricingTier['features'];
  popular?: boolean;
}

/** An entry as a collection list shows it: its card and its page's address (none where its collection has no pages). */
export interface ListedEntry {
  slug: string;
  href?: string;
  card: EntryCard;
}
