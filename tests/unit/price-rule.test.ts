import { describe, expect, it } from 'vitest';
import { looksLikePrice } from '../../scripts/content/price-rule.ts';

// Where the rule is reported (npm run validate, the editor) is shown by tests/content-errors/price-in-words.
describe('a price', () => {
  it('looks like one when it holds a figure, or is a word that stands for one', () => {
    for (const price of [
      '$65',
      '65',
      'From $150',
      'from $45',
      '$1,999',
      '$150+',
      '€12,50',
      '$45/hr',
      '$299/year',
      '$10-20',
      '$19.99',
      '+$75',
      'Free',
      'Market price',
      'On request',
    ])
      expect(looksLikePrice(price), price).toBe(true);
  });

  it('does not when it is spelled out or a placeholder', () => {
    for (const price of [
      'sixty five',
      'tbd',
      'free-ish',
      'cheap',
      '',
      'about 80',
      '80 or so',
      'seventy dollars',
      '$80 maybe',
    ])
      expect(looksLikePrice(price), price).toBe(false);
  });
});
