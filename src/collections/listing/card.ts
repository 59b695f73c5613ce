import type { ListingEntry } from '@/content/types.generated';
import type { EntryCard } from '@/content/entry-card';
import { priceTag, roomFacts, STATUS_LABELS } from './facts';

/** A listing in lists and galleries: its name and price, status (its gallery category), place, rooms and first photo. */
export const listingCard = (entry: ListingEntry): EntryCard => ({
  // The dash and the price never part from the last word of the name: no line starts with the dash or holds the price alone.
  title: `${entry.title}\u00a0—\u00a0${priceTag(entry.price)}`,
  meta: entry.address,
  image: entry.photos[0],
  status: STATUS_LABELS[entry.status],
  category: entry.status,
  facts: roomFacts(entry),
});
