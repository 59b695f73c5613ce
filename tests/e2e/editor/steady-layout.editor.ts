/** A message appearing above the editor never moves the controls under the pointer. */
import { expect, openPage, test } from './editor-fixture';

test('a refusal in the message row leaves the page list and its buttons where they were', async ({ page }) => {
  await openPage(page, '/edit/salon/services');
  const addPage = page.getByRole('button', { name: 'Add page', exact: true });
  const home = page.getByRole('link', { name: 'Home', exact: true }).first();
  const before = [await addPage.boundingBox(), await home.boundingBox()];
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.getByRole('button', { name: 'Delete this page' }).click();
  await expect(page.getByRole('status').filter({ hasText: /cannot be deleted/ })).toBeVisible();
  expect([await addPage.boundingBox(), await home.boundingBox()]).toEqual(before);
});
