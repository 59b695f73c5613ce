/**
 * Lighthouse's figures for one page over several runs: the median of each,
 * and the budgets judged on those medians. One run on a busy machine can be
 * far off either way (a total blocking time of 0 or of 500 ms for the same
 * page), so no single run, best or worst, decides.
 */

/** What one Lighthouse run says of a page: scores out of 100, paint and blocking in milliseconds. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
}

export type Figure = keyof LighthouseFigures;

/** The budgets of DESIGN.md: every score 100, LCP at most 1.2 s, TBT at most 30 ms, no layout shift. */
export const BUDGETS: { figure: Figure; label: string; at: 'least' | 'most'; limit: number }[] = [
  { figure: 'performance', label: 'performance', at: 'least', limit: 100 },
  { figure: 'accessibility', label: 'accessibility', at: 'least', limit: 100 },
  { figure: 'bestPractices', label: 'best practices', at: 'least', limit: 100 },
  { figure: 'seo', label: 'SEO', at: 'least', limit: 100 },
  { figure: 'lcp', label: 'LCP', at: 'most', limit: 1200 },
  { figure: 'tbt', label: 'TBT', at: 'most', limit: 30 },
  { figure: 'cls', label: 'CLS', at: 'most', limit: 0 },
];

/** The middle value; for an even count, halfway between the two middle ones. */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('The median of no values is undefined.');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Each figure's median over `runs`. */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const of = (figure: Figure) => median(runs.map((run) => run[figure]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
  };
}

export interface Miss {
  label: string;
  value: number;
  limit: number;
  at: 'least' | 'most';
}

/** The budgets the medians miss; none when the page is within every one. */
export function missedBudgets(medians: LighthouseFigures): Miss[] {
  return BUDGETS.filter(({ figure, at, limit }) =>
    at === 'least' ? medians[figure] < limit : medians[figure] > limit,
  ).map(({ figure, label, at, limit }) => ({
    label,
    value: medians[figure],
    limit,
    at,
  }));
}

/**
 * A layout shift score to three places, or to as many as show a shift that
 * three would round to nothing ("0.00035"): the budget is no shift at all.
 */
export function clsText(score: number): string {
  if (score <= 0) return '0';
  return score.toFixed(Math.max(3, Math.ceil(-Math.log10(score)) + 1));
}

/** "TBT 48 ms (at most 30 ms)": a missed budget in words. */
export function describeMiss({ label, value, limit, at }: Miss): string {
  const unit = label === 'LCP' || label === 'TBT' ? ' ms' : '';
  const shown = (n: number) => (label === 'CLS' ? clsText(n) : `${Math.round(n).toLocaleString('en-US')}${unit}`);
  return `${label} ${shown(value)} (at ${at} ${shown(limit)})`;
}

/**
 * The pages given with `--only /,/demo-salon` (addresses on the built site,
 * comma-separated), or undefined to score one page of every kind.
 */
export function onlyPagesFrom(args: string[]): string[] | undefined {
  const at = args.indexOf('--only');
  if (at < 0) return undefined;
  const pages = (args[at + 1] ?? '').split(',').filter(Boolean);
  if (pages.length === 0 || pages.some((page) => !page.startsWith('/')))
    throw new Error('--only needs addresses on the site, comma-separated, for example `--only /,/demo-salon/contact`.');
  return pages;
}

/** How many runs `--runs N` asks for: at least three, since a median of fewer says little. */
export function runsFrom(args: string[], fallback = 3): number {
  const at = args.indexOf('--runs');
  if (at < 0) return fallback;
  const runs = Number(args[at + 1]);
  if (!Number.isInteger(runs) || runs < 3)
    throw new Error(
      '--runs needs a whole number of at least 3 (a median of fewer runs says little), for example `--runs 5`.',
    );
  return runs;
}
