import { isFlawed, eachString, type ReadableSite } from './readable.ts';
import type { Report } from './routes.ts';

/** Prices that are words on purpose: no figure, and still read as a price. */
const PRICE_WORDS = /^\s*(free|market price|(price )?on request|call for (a )?(price|pricing|quote))\s*$/i;

/** One amount: "$1,999", "65", "€12,50", "$2.5k", "+$75". */
const AMOUNT = String.raw`\+?[$€£]?\s?\d{1,3}(?:[,.\s]?\d{3})*(?:[.,]\d{1,2})?[kKM]?`;
/** A price as the content writes one: an amount or a range, maybe after "From", maybe "+" or "/hr" after it. */
const PRICE = new RegExp(
  String.raw`^\s*(?:(?:from|starting at|up to)\s+)?${AMOUNT}(?:\s?[-–]\s?${AMOUNT})?\+?(?:\s?(?:/\s?[a-z]+|(?:per|a|an)\s+[a-z]+|each))?\s*$`,
  'i',
);

/**
 * A price reads as an amount, in one of the forms prices take ("$65", "From
 * $150", "$1,999", "$150+", "$45/hr", "$10-20"), or is one of the few words
 * that stand for one ("Free", "Market price"). "sixty five", "tbd" or "about
 * 80" would show on the page as a price nobody can read as one.
 */
export function looksLikePrice(text: string): boolean {
  return PRICE.test(text) || PRICE_WORDS.test(text);
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
        `The price ${JSON.stringify(price)} does not read as a price.`,
        'Write it with digits, as it should read: "$65", "From $65", or a word such as "Free".',
      );
    });
  }
}
