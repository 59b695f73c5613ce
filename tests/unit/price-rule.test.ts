import { describe, expect, it } from 'vitest';
import { looksLikePrice } from '../../scripts/content/price-rule.ts';

// Where the rule is reported (npm run validate, the editor) is shown by tests/content-errors/price-in-words.
describe('a price', () => {
  it('looks like one when it holds a figure, or is a word that stands for one', () => {
    for (const price of ['$65', '65', 'From $150', '$1,999', '$150+', '€12,50', 'Free', 'Market price', 'On request'])
      expect(looksLikePrice(price), price).toBe(true);
  });

  it('does not when it is spelled out or a placeholder', () => {
    for (const price of ['sixty five', 'tbd', 'free-ish', 'cheap', ''])
      expect(looksLikePrice(price), price).toBe(false);
  });
});
