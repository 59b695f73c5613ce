/** No page has a serious or critical finding of axe-core, at either width. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import type { PageCheck } from './check.ts';

/** The impacts that fail the suite; minor and moderate findings are left to review. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Rules axe-core ships switched off that the site must pass all the same:
 * label in name (WCAG 2.5.3), so a person using voice control can say the words they see.
 */
const ALSO_CHECKED = { 'label-content-name-mismatch': { enabled: true } };

/** axe-core's serious and critical findings on the page as it is now, one line per element. */
export async function blockingViolations(page: Page): Promise<string[]> {
  // Only violations are read: asking for them alone spares axe recording every passing node.
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: ALSO_CHECKED, resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map(
        (node) => `${v.impact} ${v.id}: ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
      ),
    );
}

export const axe: PageCheck = {
  title: 'has no serious or critical accessibility violation',
  run: async ({ page }) => {
    expect.soft(await blockingViolations(page)).toEqual([]);
  },
};
