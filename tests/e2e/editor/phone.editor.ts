import { expect, openPage, test } from './editor-fixture';

test.use({ viewport: { width: 375, height: 800 }, quietConsole: true });

test('at 375 px the editor is one column that fits the screen, and its tasks still work', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await openPage(page, '/edit/hvac/services');
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits()).toBe(true);
  await expect(page.getByRole('button', { name: /^Save/ })).toBeInViewport();
  await expect(page.frameLocator('iframe').locator('[data-section="0"]')).toBeVisible();

  await page.getByRole('button', { name: /Section 1: Opening section/ }).click();
  // The section's form comes to hand: its first field focused and on screen.
  const first = page.getByRole('textbox', { name: /^Small line above the heading/ });
  await expect(first).toBeFocused();
  await expect(first).toBeInViewport();
  expect(await fits()).toBe(true);

  await page.getByRole('button', { name: 'Find and replace…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Find and replace' });
  await dialog.getByRole('searchbox', { name: 'Find' }).fill('tune-up');
  const match = dialog.getByRole('list', { name: 'Matches' }).getByRole('listitem').first();
  await expect(match.getByRole('checkbox')).toBeInViewport();
  await expect(match.getByRole('button', { name: /^Replace in / })).toBeInViewport();
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  // Local mode asks for nothing that is not there.
  expect(failed).toEqual([]);
});
