import type { PackageEntry } from '@/content/types.generated';
import type { EntryCard } from '@/content/entry-card';
import { dollarPrice } from '../price';

/** The label a popular package carries, on its card and as its pricing badge. */
export const POPULAR_LABEL = 'Most Popular';

/** A package in lists: its name, price and short line, what it includes, and whether it is the most popular. */
export const packageCard = (entry: PackageEntry): EntryCard => ({
  title: entry.name,
  meta: dollarPrice(entry.price),
  text: entry.description,
  price: dollarPrice(entry.price),
  features: entry.features,
  ...(entry.popular ? { popular: true, status: POPULAR_LABEL } : {}),
});
