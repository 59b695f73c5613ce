import type { ListingEntry } from '@/content/types.generated';
import type { EntryCard } from '@/content/entry-card';
import { priceTag, roomFacts, STATUS_LABELS } from './facts';

/** A listing in lists and galleries: its name and price, status (its gallery category), place, rooms and first photo. */
export const listingCard = (entry: ListingEntry): EntryCard => ({
  title: `${entry.title} — ${priceTag(entry.price)}`,
  meta: entry.address,
  image: entry.photos[0],
  status: STATUS_LABELS[entry.status],
  category: entry.status,
  facts: roomFacts(entry),
});
