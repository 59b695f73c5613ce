import { expect, openPage, test } from './editor-fixture';

test('deleting a linked page is refused before any "cannot be undone", and the refusal goes with the page', async ({
  page,
  editor,
}) => {
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await openPage(page, '/edit/salon/services');
  await page.getByRole('button', { name: 'Delete this page' }).click();
  const status = page.getByRole('status').first();
  await expect(status).toContainText('cannot be deleted while');
  expect(asked, 'questions asked before the refusal').toEqual([]);
  expect(editor.read('demos/salon/pages/services.json')).toContain('"path"');
  await expect(page.getByRole('region', { name: /^Pages that link to / })).toBeVisible();

  // Another page open: the refusal was about the page left, and is gone.
  await page.getByRole('navigation', { name: 'Pages of this site' }).getByRole('link', { name: /^Home/ }).click();
  await expect(page).toHaveURL(/\/edit\/salon\/home$/);
  await expect(page.getByText('cannot be deleted while')).toHaveCount(0);
  await expect(page.getByRole('region', { name: /^Pages that link to / })).toHaveCount(0);
});
