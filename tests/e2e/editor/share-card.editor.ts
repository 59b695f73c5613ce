import AxeBuilder from '@axe-core/playwright';
import { expect, openPage, test } from './editor-fixture';

test('the page settings show the share card, which follows a new share title and a picked picture before any save', async ({
  page,
  editor,
}) => {
  const before = editor.read('demos/hvac/pages/about.json');
  await openPage(page, '/edit/hvac/about');
  await page.getByRole('button', { name: /^Page settings/ }).click();
  const preview = page.getByRole('region', { name: 'When this page is shared' });
  const card = preview.getByRole('figure');
  const picture = card.getByRole('img');
  await expect(picture).toHaveAttribute('src', /^data:image\/png;base64,/);
  const pageTitle = await page.getByRole('textbox', { name: 'Title (required)' }).inputValue();
  await expect(card).toContainText(pageTitle);
  const drawn = await picture.getAttribute('src');
  const axe = await new AxeBuilder({ page }).include('.ed-share').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // The share title replaces the page's title in the card's words and in its drawn picture.
  await page
    .getByRole('group', { name: /^Share/ })
    .getByRole('textbox', { name: /^Title/ })
    .fill('Stay cool all summer');
  await expect(card).toContainText('Stay cool all summer');
  await expect(picture).not.toHaveAttribute('src', drawn!);
  const retitled = await picture.getAttribute('src');

  // A picture picked with the editor's picker becomes the whole card.
  await preview.getByRole('button', { name: 'Pick a share picture…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a picture' });
  await dialog.locator('label', { hasText: /^team-1\.svg$/ }).click();
  await dialog.getByRole('textbox', { name: /What the picture shows/ }).fill('Our lead technician');
  await dialog.getByRole('button', { name: 'Use this picture' }).click();
  await expect(dialog).toBeHidden();
  await expect(picture).not.toHaveAttribute('src', retitled!);
  await expect(card).toContainText('Stay cool all summer');
  // Nothing is written until Save.
  expect(editor.read('demos/hvac/pages/about.json')).toBe(before);
});
