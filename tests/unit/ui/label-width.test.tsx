import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SEMIBOLD_ADVANCES } from '../../../src/ui/font-advances.generated.ts';
import { KeepRangesTogether } from '../../../src/ui/keep-ranges.tsx';
import { keepLastWordsTogether } from '../../../src/ui/keep-words.ts';
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

  it('keeps compounds and times whole, a range of times as one', () => {
    expect(unbroken('Upfront, flat-rate pricing')).toEqual(['flat-rate']);
    expect(unbroken('served from 5:00 PM to 10:00 PM.')).toEqual(['5:00 PM', '10:00 PM']);
    expect(unbroken('when it breaks at 10 PM, someone answers')).toEqual(['10 PM']);
    expect(unbroken('Morning 9AM-12PM')).toEqual(['9AM-12PM']);
    expect(unbroken('PM2 and 5 PMs')).toEqual([]);
  });
});

describe('keepLastWordsTogether', () => {
  const markup = (text: string) => renderToStaticMarkup(<>{keepLastWordsTogether(text)}</>);

  it('joins the last two words, a dash between words to the word before it, and a one-letter word to the next', () => {
    expect(markup('Services for every hair day')).toBe('Services for every hair\u00a0day');
    expect(markup('Hillside Contemporary — $1,150,000')).toBe('Hillside Contemporary\u00a0—\u00a0$1,150,000');
    expect(markup('A dash – between words here')).toBe('A\u00a0dash\u00a0– between words\u00a0here');
  });

  it('keeps a no-break space the content sets between other words', () => {
    expect(markup('A technician is on\u00a0call day and night.')).toBe(
      'A\u00a0technician is on\u00a0call day and\u00a0night.',
    );
  });

  it('keeps a compound whole, and reads the same', () => {
    expect(markup('Same-Day Service')).toMatch(/^<span[^>]*>Same-Day<\/span> Service$/);
    expect(markup('Two').replace(/<[^>]*>/g, '')).toBe('Two');
  });
});
