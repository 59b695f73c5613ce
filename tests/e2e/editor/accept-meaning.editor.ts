import { expect, openAdvanced, openPage, test } from './editor-fixture';

/** People type what they mean; the editor writes it the way the files need and says so, without an error. */

test('a brand colour typed as hex is saved as the theme writes colours, with a note', async ({ page }) => {
  await openPage(page, '/edit/hvac/home');
  await page.getByRole('button', { name: /^Site settings/ }).click();
  // The theme's colours are the studio's choice, under "Advanced".
  await openAdvanced(page);
  const primary = page.locator('#site_theme_colors_primary');
  await primary.fill('#1E6FD9');
  await primary.blur();
  await expect(primary).toHaveValue('214 76% 48%');
  // Nothing is saved yet, and the note does not say it is.
  const note = page.locator('#site_theme_colors_primary__note');
  await expect(note).toHaveText("#1E6FD9 will be saved as 214 76% 48% (the theme's colour form).");
  await expect(page.locator('.ed-form .error-detail')).toHaveCount(0);
  // A colour's name is a colour too.
  await primary.fill('teal');
  await primary.blur();
  await expect(primary).toHaveValue('180 100% 25%');
  await expect(note).toContainText('teal will be saved as 180 100% 25%');
});

test('a link typed as www.example.com becomes https://www.example.com, with a note', async ({ page }) => {
  await openPage(page, '/edit/hvac/home');
  await page
    .getByRole('button', { name: /Section \d+: Opening section/ })
    .first()
    .click();
  const kind = page.locator('select[id$="actions_0_href"], select[id$="actions_0_href__choice"]').first();
  await kind.selectOption({ label: 'A web address, email or phone number…' });
  const address = page.getByRole('textbox', { name: /web address, email or phone number/ }).first();
  await address.fill('www.example.com');
  await address.blur();
  await expect(address).toHaveValue('https://www.example.com');
  await expect(page.getByText('Will be saved as https://www.example.com')).toBeVisible();
  // Undone, the field holds something else: the note about the address it no longer holds goes.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByText('Will be saved as https://www.example.com')).toHaveCount(0);
});

test('a page address typed as /Reviews is created as /reviews, with a note', async ({ page, editor }) => {
  await openPage(page, '/edit/hvac/home');
  await page.getByRole('button', { name: 'Add page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a page' });
  await dialog.getByLabel('Address inside the site').fill('/Reviews');
  await dialog.getByLabel('Page name').fill('Reviews');
  await expect(dialog.getByText('The address is written /reviews')).toBeVisible();
  await dialog
    .getByLabel(/^Description/)
    .fill('What homeowners across the valley say about our heating and cooling work.');
  await dialog.getByRole('button', { name: 'Create page' }).click();
  await expect(page).toHaveURL(/\/edit\/hvac\/reviews$/);
  expect(JSON.parse(editor.read('demos/hvac/pages/reviews.json')).path).toBe('/reviews');
});

test('an empty new menu link leaves the sections in the preview, with a short note', async ({ page }) => {
  await openPage(page, '/edit/hvac/home');
  await page.getByRole('button', { name: /^Site settings/ }).click();
  await page.getByRole('button', { name: 'Add menu link' }).click();
  const preview = page.frameLocator('iframe');
  await expect(preview.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(preview.getByRole('note')).toContainText("The site's header and footer cannot be shown");
});
