import { expect, type Page } from '@playwright/test';

/**
 * The review page's before and after of the salon's "Color & Cut" price
 * ($135 → $145): each price in an outlined changed section, and the new price
 * itself marked in the after frame, not only its section.
 */
export async function expectColorAndCutMarked(page: Page): Promise<void> {
  const before = page.frameLocator('iframe[title="Salon › Services, before"]');
  const after = page.frameLocator('iframe[title="Salon › Services, after"]');
  await expect(before.locator('[data-mark="changed"]').getByText('$135')).toBeVisible();
  await expect(after.locator('[data-mark="changed"]').getByText('$145')).toBeVisible();
  await expect
    .poll(() =>
      after
        .locator('body')
        .evaluate((body) => body.ownerDocument.defaultView!.CSS.highlights.get('review-changed')?.size ?? 0),
    )
    .toBeGreaterThan(0);
}
