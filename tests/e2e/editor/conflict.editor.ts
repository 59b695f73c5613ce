import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, openPage, test } from './editor-fixture';

const FILE = 'demos/carpet/pages/about.json';

test('a change made on disk meanwhile is a conflict: both versions are shown, and mine or theirs can be kept', async ({
  page,
  editor,
}) => {
  await openPage(page, '/edit/carpet/about');
  await page.getByRole('button', { name: /^Page settings/ }).click();
  const title = page.getByRole('textbox', { name: 'Title (required)' });
  const original = await title.inputValue();
  await title.fill('Mine | About');

  const theirs = editor.read(FILE).replace(original, 'Theirs | About');
  writeFileSync(join(editor.contentDir, FILE), theirs);
  await page.getByRole('button', { name: /^Save/ }).click();

  const dialog = page.getByRole('dialog', { name: 'This page changed on disk' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('figure').filter({ hasText: 'Your version' })).toContainText('Mine | About');
  await expect(dialog.getByRole('figure').filter({ hasText: 'On disk now' })).toContainText('Theirs | About');
  expect(editor.read(FILE)).toBe(theirs);

  await dialog.getByRole('button', { name: 'Take theirs' }).click();
  await expect(dialog).toBeHidden();
  await expect(title).toHaveValue('Theirs | About');

  // Edit again, someone changes the file again, and this time mine wins.
  await title.fill('Mine again | About');
  writeFileSync(join(editor.contentDir, FILE), editor.read(FILE).replace('Theirs | About', 'Theirs again | About'));
  await page.getByRole('button', { name: /^Save/ }).click();
  await page
    .getByRole('dialog', { name: 'This page changed on disk' })
    .getByRole('button', { name: 'Keep mine' })
    .click();
  await expect(page.getByRole('status')).toContainText('Saved');
  expect(JSON.parse(editor.read(FILE)).title).toBe('Mine again | About');
});
