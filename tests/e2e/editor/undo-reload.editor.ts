import { expect, openPage, test } from './editor-fixture';

test('unsaved changes and the undo history of the tab survive a reload', async ({ page }) => {
  await openPage(page, '/edit/hvac/about');
  await page
    .getByRole('button', { name: /Section \d+: Opening section/ })
    .first()
    .click();
  const heading = page.getByRole('textbox', { name: 'Heading (required)' });
  const before = await heading.inputValue();
  await heading.fill('About the crew that answers at night');
  await expect(page.getByRole('button', { name: /^Save \(1 unsaved\)/ })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: /^Save \(1 unsaved\)/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveText(
    'About the crew that answers at night',
  );
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveText(before);
  await expect(page.getByRole('button', { name: /^Save$/ })).toBeVisible();
});
