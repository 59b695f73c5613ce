import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, openPage, test } from './editor-fixture';

test.use({ quietConsole: true });

test('find and replace shows every match in context, replaces the ticked ones in one undo step, and saves', async ({
  page,
  editor,
}) => {
  // Every page and the settings of the site: the worker's earlier tests may have added pages to it.
  const total = () =>
    readdirSync(join(editor.contentDir, 'demos/hvac/pages'))
      .map((name) => `demos/hvac/pages/${name}`)
      .concat('demos/hvac/site.json')
      .reduce((sum, file) => sum + (editor.read(file).match(/tune-up/gi) ?? []).length, 0);
  const before = total();
  expect(before).toBeGreaterThan(2);
  await openPage(page, '/edit/hvac/about');
  await page.getByRole('button', { name: 'Find and replace…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Find and replace' });
  await dialog.getByRole('searchbox', { name: 'Find' }).fill('tune-up');
  await dialog.getByRole('textbox', { name: 'Replace with' }).fill('check-up');
  const matches = dialog.getByRole('list', { name: 'Matches' }).getByRole('listitem');
  await expect(matches).toHaveCount(before);
  await expect(dialog.getByRole('status')).toContainText(`${before} matches on `);
  // Each match names its page, section and field, and shows the words around it.
  // (A page's own fields, such as its description, are named by page and field alone.)
  await expect(matches.first()).toContainText(/^[^›]+ › /);
  await expect(matches.filter({ hasText: /^[^›]+ › [^›]+ › / }).first()).toBeVisible();
  await expect(matches.first().locator('mark')).toHaveText(/tune-up/i);

  // One replaced alone, one left out, the rest replaced at once.
  await matches
    .first()
    .getByRole('button', { name: /^Replace in / })
    .click();
  await expect(matches).toHaveCount(before - 1);
  // Nothing is ticked until the person chooses.
  await expect(dialog.getByRole('button', { name: /^Replace ticked/ })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Select all' }).click();
  await matches.first().getByRole('checkbox').uncheck();
  await dialog.getByRole('button', { name: /^Replace ticked/ }).click();
  await expect(matches).toHaveCount(1);
  await expect(dialog.getByRole('status')).toContainText('Undo takes them back');

  // Undo takes back the whole "replace ticked" in one step; redo brings it back.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await page.getByRole('button', { name: 'Find and replace…' }).click();
  await dialog.getByRole('searchbox', { name: 'Find' }).fill('tune-up');
  await expect(matches).toHaveCount(before - 1);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Redo', exact: true }).click();

  // Nothing is written before Save; Save writes the pages.
  expect(total()).toBe(before);
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByRole('status')).toContainText('Saved');
  await expect.poll(() => total()).toBe(1);
});

test('after a replace, a new search answers for itself: its count, or that nothing matches', async ({ page }) => {
  await openPage(page, '/edit/salon/home');
  await page.getByRole('button', { name: 'Find and replace…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Find and replace' });
  const find = dialog.getByRole('searchbox', { name: 'Find' });
  await find.fill('evenings until 7');
  await dialog.getByRole('textbox', { name: 'Replace with' }).fill('evenings until 8');
  await dialog
    .getByRole('list', { name: 'Matches' })
    .getByRole('button', { name: /^Replace in / })
    .first()
    .click();
  await expect(dialog.getByRole('status')).toContainText('Replaced 1 match');
  await find.fill('7 PM in the moon');
  await expect(dialog.getByRole('status')).toHaveText('No match for "7 PM in the moon".');
  await find.fill('evenings until 8');
  await expect(dialog.getByRole('status')).toContainText(/^\d+ match(es)? on /);
});
