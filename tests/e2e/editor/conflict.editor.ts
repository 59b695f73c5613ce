import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, openPage, test } from './editor-fixture';

const FILE = 'demos/carpet/pages/about.json';

test('a change made on disk meanwhile is a conflict: what differs is told in words, and mine or theirs can be kept', async ({
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

  const dialog = page.getByRole('dialog', { name: 'This page was changed meanwhile' });
  await expect(dialog).toBeVisible();
  // In words, never the file's raw text: the field, the saved value and mine.
  await expect(dialog).toContainText('title: saved now Theirs | About, yours Mine | About');
  await expect(dialog).not.toContainText('{');
  await expect(dialog).not.toContainText('.json');
  expect(editor.read(FILE)).toBe(theirs);

  // The main button keeps what was saved meanwhile.
  await expect(dialog.locator('.ed-button-primary')).toHaveText('Use the saved version');
  await dialog.getByRole('button', { name: 'Use the saved version' }).click();
  await expect(dialog).toBeHidden();
  await expect(title).toHaveValue('Theirs | About');

  // Edit again, someone changes the file again, and this time mine wins.
  await title.fill('Mine again | About');
  writeFileSync(join(editor.contentDir, FILE), editor.read(FILE).replace('Theirs | About', 'Theirs again | About'));
  await page.getByRole('button', { name: /^Save/ }).click();
  await page
    .getByRole('dialog', { name: 'This page was changed meanwhile' })
    .getByRole('button', { name: 'Save mine over it' })
    .click();
  await expect(page.getByRole('status')).toContainText('Saved');
  expect(JSON.parse(editor.read(FILE)).title).toBe('Mine again | About');
});
