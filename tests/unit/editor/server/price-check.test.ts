import { describe, expect, it } from 'vitest';
import { looksLikePrice, priceProblems } from '../../../../scripts/editor/price-check.ts';

describe('prices', () => {
  it('look like prices when they hold a figure, or say "Free"', () => {
    for (const price of ['$65', '65', 'From $150', '$1,999', '$150+', '€12,50', 'Free'])
      expect(looksLikePrice(price)).toBe(true);
    for (const price of ['sixty five', 'tbd', 'free-ish', '']) expect(looksLikePrice(price)).toBe(false);
  });

  it('that do not are reported at their field, with code, path and line', () => {
    const text = JSON.stringify(
      {
        title: 'T',
        blocks: [
          {
            type: 'pricing',
            tiers: [
              { name: 'A', price: '$5' },
              { name: 'B', price: 'sixty five' },
            ],
          },
        ],
      },
      null,
      2,
    );
    const problems = priceProblems('/root', new Map([['/root/site-content/demos/x/pages/p.json', text]]));
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'site-content/demos/x/pages/p.json',
        code: 'price',
        path: ['blocks', 0, 'tiers', 1, 'price'],
        line: text.split('\n').findIndex((line) => line.includes('sixty five')) + 1,
      }),
    ]);
  });
});
