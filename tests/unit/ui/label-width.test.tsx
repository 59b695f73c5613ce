import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SEMIBOLD_ADVANCES } from '../../../src/ui/font-advances.generated.ts';
import { KeepRangesTogether } from '../../../src/ui/keep-ranges.tsx';
import { semiboldWidth } from '../../../src/ui/label-width.ts';

describe('semibold label widths', () => {
  it('are read for every font family the project ships', () => {
    expect(Object.keys(SEMIBOLD_ADVANCES).length).toBeGreaterThan(0);
    for (const [family, widths] of Object.entries(SEMIBOLD_ADVANCES)) {
      // A space is narrower than an M in any text face, and no glyph is wider than two ems.
      expect(semiboldWidth(' ', family), family).toBeLessThan(semiboldWidth('M', family));
      expect(Math.max(...widths), family).toBeLessThan(2000);
    }
  });

  it('add up each character, so a longer label is wider and wide letters cost more', () => {
    const family = Object.keys(SEMIBOLD_ADVANCES)[0];
    expect(semiboldWidth('Open 7 days', family)).toBeLessThan(semiboldWidth('Open 7 days a week', family));
    expect(semiboldWidth('iiii', family)).toBeLessThan(semiboldWidth('WWWW', family));
  });

  it('take a character the table lacks as wide as an M, and an unknown family generously', () => {
    const family = Object.keys(SEMIBOLD_ADVANCES)[0];
    expect(semiboldWidth('✈', family)).toBe(semiboldWidth('M', family));
    expect(semiboldWidth('abcd', 'No Such Font')).toBeGreaterThan(semiboldWidth('abcd', family));
  });
});

describe('KeepRangesTogether', () => {
  const unbroken = (text: string) =>
    [...renderToStaticMarkup(<KeepRangesTogether text={text} />).matchAll(/<span[^>]*>([^<]*)<\/span>/g)].map(
      (match) => match[1],
    );

  it('keeps a range and a phone number whole, and leaves the other words free', () => {
    expect(unbroken('Call (555) 266-5200 for 10-40 guests')).toEqual(['(555) 266-5200', '10-40']);
    expect(unbroken('Open every day')).toEqual([]);
  });
});
