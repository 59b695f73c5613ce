/**
 * Prices as the pages write them ("$65", "From $150", "$150+", "$10-20",
 * "Free") read as amounts, for search engines' offer data. A price that
 * is words ("Market price", "Call for a price") has no amount and makes no
 * offer: the data says only what the page says.
 */
import type { PageDocument } from './types.generated.ts';

/** Currency signs the sites write, and the code search engines read. A bare "$" is taken as US dollars. */
const CURRENCIES: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP' };

export interface PriceReading {
  currency: string;
  /** The amount, or the lowest of a range or a "from" price. */
  low: number;
  /** The highest of a range; undefined for one amount or an open "from" price. */
  high?: number;
  /** One amount, neither a range nor a "from" price. */
  exact: boolean;
}

const amount = (text: string) => Number(text.replace(/,/g, ''));

export function readPrice(text: string): PriceReading | undefined {
  const written = text.trim();
  if (/^free$/i.test(written)) return { currency: 'USD', low: 0, exact: true };
  const match =
    /^(from\s+|starting at\s+)?([$€£])\s?(\d[\d,]*(?:\.\d+)?)(?:\s*(?:-|–|to)\s*\2?\s?(\d[\d,]*(?:\.\d+)?))?(\+)?$/i.exec(
      written,
    );
  if (!match) return undefined;
  const low = amount(match[3]);
  const high = match[4] === undefined ? undefined : amount(match[4]);
  if (!Number.isFinite(low) || (high !== undefined && !(high >= low))) return undefined;
  return { currency: CURRENCIES[match[2]], low, high, exact: !match[1] && !match[5] && high === undefined };
}

/** "$65-$1,999" from every price of a site that reads as an amount; undefined where none does. */
export function priceRangeOf(prices: readonly string[]): string | undefined {
  const read = prices.map(readPrice).filter((price) => price !== undefined && price.low > 0);
  if (!read.length) return undefined;
  const sign = Object.entries(CURRENCIES).find(([, code]) => code === read[0]!.currency)![0];
  const all = read.filter((price) => price!.currency === read[0]!.currency);
  const low = Math.min(...all.map((price) => price!.low));
  const high = Math.max(...all.map((price) => price!.high ?? price!.low));
  const shown = (value: number) => `${sign}${value.toLocaleString('en-US')}`;
  return low === high ? shown(low) : `${shown(low)}-${shown(high)}`;
}

/** Every written price of a page: pricing tiers and price-list rows. */
export function pricesOf(page: PageDocument): string[] {
  return page.blocks.flatMap((block) => {
    if (block.type === 'pricing') return block.tiers.map((tier) => tier.price);
    if (block.type === 'price-list') return block.items.map((item) => item.price);
    return [];
  });
}
