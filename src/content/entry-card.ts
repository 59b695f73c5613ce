import type { EntryOf } from './collection-types.ts';
import type { GalleryItem } from './types.generated.ts';

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
}

/** An entry as a collection list shows it: its card and its page's address. */
export interface ListedEntry {
  slug: string;
  href: string;
  card: EntryCard;
}
