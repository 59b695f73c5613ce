import type { ListingEntry } from '@/content/types.generated';

/** Whole dollars as a price tag: 649000 -> "$649,000". */
export const priceTag = (price: number): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(price);

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** A listing's rooms and size, as a sheet prints them: "4 beds", "2.5 baths", "2,650 sq ft". */
export const roomFacts = (entry: ListingEntry): [string, string, string] => [
  count(entry.bedrooms, 'bed', 'beds'),
  count(entry.bathrooms, 'bath', 'baths'),
  `${entry.area.toLocaleString('en-US')} sq ft`,
];

/** Its status as the label on its card and page says it. */
export const STATUS_LABELS: Record<ListingEntry['status'], string> = { active: 'For Sale', sold: 'Sold' };
