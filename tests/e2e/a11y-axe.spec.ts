import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { DESKTOP, EVERY_ROUTE, PHONE } from './support/every-route.ts';
import { expectToast, quoteForm, quoteFormContent } from './support/studio.ts';

/** The impacts that fail the suite; minor and moderate findings are left to review. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Rules axe-core ships switched off that the site must pass all the same:
 * label in name (WCAG 2.5.3), so a person using voice control can say the words they see.
 */
const ALSO_CHECKED = { 'label-content-name-mismatch': { enabled: true } };

/** axe-core's serious and critical findings on the page as it is now, one line per element. */
async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).options({ rules: ALSO_CHECKED }).analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map(
        (node) => `${v.impact} ${v.id}: ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
      ),
    );
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { route, name } of EVERY_ROUTE) {
      test(`${name} has no serious or critical accessibility violation`, async ({ page, consoleLog }) => {
        consoleLog.allow(/404|non-existent route/);
        await page.goto(route);
        await hydrated(page);
        expect(await blockingViolations(page)).toEqual([]);
      });
    }

    test('the quote form showing its errors and a notification has none either', async ({ page }) => {
      await page.goto('/contact');
      await hydrated(page);
      const form = quoteForm(page, quoteFormContent('contact').heading);
      await form.submit.click();
      await expectToast(page, 'Validation Error', 'Name is required');
      await expect(form.name).toHaveAttribute('aria-invalid', 'true');
      expect(await blockingViolations(page)).toEqual([]);
    });
  });
}
