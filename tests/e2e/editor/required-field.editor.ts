import { expect, openPage, test } from './editor-fixture';

const FILE = 'demos/hvac/pages/services.json';

test('emptying a required field shows the error at the field, refuses to save and leaves the file alone', async ({
  page,
  editor,
}) => {
  const before = editor.read(FILE);
  await openPage(page, '/edit/hvac/services');
  await page.getByRole('button', { name: /Section 1: Opening section/ }).click();
  const heading = page.getByRole('textbox', { name: 'Heading (required)' });
  await heading.fill('');

  const field = page.locator('.rjsf-field-string', { has: heading });
  await expect(field).toContainText('This needs to be filled in.');
  await expect(page.getByRole('button', { name: '1 problem in this site' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Section 1: Opening section.*1 problem/ })).toBeVisible();

  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByRole('status')).toContainText('Not saved: fix this problem first.');
  expect(editor.read(FILE)).toBe(before);

  // Typing it back clears the problem.
  await heading.fill('Heating and cooling for every season');
  await expect(page.getByText('No problems')).toBeVisible();
});
