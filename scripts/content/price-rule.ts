import { isFlawed, eachString, type ReadableSite } from './readable.ts';
import type { Report } from './routes.ts';

/** Prices that are words on purpose: no figure, and still read as a price. */
const PRICE_WORDS = /^\s*(free|market price|(price )?on request|call for (a )?(price|pricing|quote))\s*$/i;

/**
 * A price reads as an amount: it holds a figure ("$65", "From $150",
 * "$1,999", "$150+"), or is one of the few words that stand for one ("Free",
 * "Market price"). "sixty five" or "tbd" would show on the page as a price
 * nobody can read as one.
 */
export function looksLikePrice(text: string): boolean {
  return /\d/.test(text) || PRICE_WORDS.test(text);
}

/** Every "price" of every page (pricing tiers, price lists, cards), by the rule above. */
export function checkPrices(entry: ReadableSite, report: Report): void {
  for (const { source } of entry.pages) {
    eachString(source.data, ['price'], (price, path) => {
      if (looksLikePrice(price) || isFlawed(entry, source.file, path)) return;
      report(
        source,
        path,
        'price',
        `The price ${JSON.stringify(price)} has no figure in it.`,
        'Write it with digits, as it should read: "$65", "From $65", or a word such as "Free".',
      );
    });
  }
}
