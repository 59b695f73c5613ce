/**
 * The benchmark's Lighthouse verdict: medians over several runs, budgets
 * judged on the medians only, and the --runs option. No timing here: the
 * figures are made up, the logic is what is checked.
 */
import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  clsText,
  describeMiss,
  median,
  medianFigures,
  missedBudgets,
  onlyPagesFrom,
  runsFrom,
  type LighthouseFigures,
} from '../../scripts/benchmark/lighthouse-budget.ts';

const good: LighthouseFigures = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 900,
  tbt: 10,
  cls: 0,
};
const run = (changes: Partial<LighthouseFigures>): LighthouseFigures => ({ ...good, ...changes });

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([88, 290, 84])).toBe(88);
    expect(median([5])).toBe(5);
  });

  it('is halfway between the two middle values of an even count', () => {
    expect(median([0, 130, 228, 10])).toBe(70);
  });

  it('refuses an empty list rather than inventing a figure', () => {
    expect(() => median([])).toThrow();
  });
});

describe('judging by the median', () => {
  it('passes a page whose one bad run is outvoted', () => {
    const medians = medianFigures([run({ tbt: 0 }), run({ tbt: 586, lcp: 1900, performance: 81 }), run({ tbt: 20 })]);
    expect(medians).toEqual(run({ tbt: 20 }));
    expect(missedBudgets(medians)).toEqual([]);
  });

  it('fails a page whose median misses, even when its best run was within budget', () => {
    const medians = medianFigures([run({ tbt: 0 }), run({ tbt: 130 }), run({ tbt: 228 })]);
    expect(missedBudgets(medians)).toEqual([{ label: 'TBT', value: 130, limit: 30, at: 'most' }]);
  });

  it('takes each figure’s median on its own, not the figures of one middle run', () => {
    const medians = medianFigures([
      run({ tbt: 90, lcp: 800 }),
      run({ tbt: 10, lcp: 1300 }),
      run({ tbt: 20, lcp: 1250 }),
    ]);
    expect([medians.tbt, medians.lcp]).toEqual([20, 1250]);
    expect(missedBudgets(medians).map((miss) => miss.label)).toEqual(['LCP']);
  });

  it('holds each budget at its edge: at the limit passes, just past it fails', () => {
    expect(missedBudgets(run({ tbt: 30, lcp: 1200, cls: 0 }))).toEqual([]);
    expect(missedBudgets(run({ tbt: 30.5 })).map((miss) => miss.label)).toEqual(['TBT']);
    expect(missedBudgets(run({ lcp: 1201 })).map((miss) => miss.label)).toEqual(['LCP']);
    expect(missedBudgets(run({ cls: 0.001 })).map((miss) => miss.label)).toEqual(['CLS']);
    expect(missedBudgets(run({ performance: 99, seo: 92 })).map((miss) => miss.label)).toEqual(['performance', 'SEO']);
  });

  it('judges every budget of the design: four scores, LCP, TBT and layout shift', () => {
    expect(BUDGETS.map((budget) => budget.figure).sort()).toEqual(Object.keys(good).sort());
  });

  it('says what was missed, by how much, in words', () => {
    expect(describeMiss({ label: 'TBT', value: 48.4, limit: 30, at: 'most' })).toBe('TBT 48 ms (at most 30 ms)');
    expect(describeMiss({ label: 'LCP', value: 1234.5, limit: 1200, at: 'most' })).toBe(
      'LCP 1,235 ms (at most 1,200 ms)',
    );
    expect(describeMiss({ label: 'performance', value: 97, limit: 100, at: 'least' })).toBe(
      'performance 97 (at least 100)',
    );
    expect(describeMiss({ label: 'CLS', value: 0.0123, limit: 0, at: 'most' })).toBe('CLS 0.012 (at most 0)');
    // A shift too small for three places still shows, so a miss never reads "CLS 0 (at most 0)".
    expect(describeMiss({ label: 'CLS', value: 0.00035, limit: 0, at: 'most' })).toBe('CLS 0.00035 (at most 0)');
    expect(clsText(0)).toBe('0');
  });
});

describe('--runs', () => {
  it('runs each page three times unless told otherwise', () => {
    expect(runsFrom(['--lighthouse'])).toBe(3);
    expect(runsFrom(['--lighthouse', '--runs', '7'])).toBe(7);
  });

  it('refuses fewer than three runs, and anything that is not a whole number', () => {
    for (const bad of [['--runs', '2'], ['--runs', '0'], ['--runs', 'many'], ['--runs', '3.5'], ['--runs']]) {
      expect(() => runsFrom(bad), bad.join(' ')).toThrow(/at least 3/);
    }
  });
});

describe('--only', () => {
  it('scores one page of every kind unless given addresses, comma-separated', () => {
    expect(onlyPagesFrom(['--lighthouse'])).toBeUndefined();
    expect(onlyPagesFrom(['--only', '/,/demo-salon/contact'])).toEqual(['/', '/demo-salon/contact']);
  });

  it('refuses a missing list and anything that is not an address on the site', () => {
    for (const bad of [['--only'], ['--only', ''], ['--only', 'demo-salon'], ['--only', '/,https://example.com/']]) {
      expect(() => onlyPagesFrom(bad), bad.join(' ')).toThrow(/addresses on the site/);
    }
  });
});
