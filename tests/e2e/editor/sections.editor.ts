import { expect, openPage, test } from './editor-fixture';

const FILE = 'demos/detailing/pages/about.json';
const types = (text: string) => (JSON.parse(text).blocks as { type: string }[]).map((block) => block.type);

test('a section is added from the list of types, moved, copied, removed, undone and saved', async ({
  page,
  editor,
}) => {
  const original = types(editor.read(FILE));
  await openPage(page, '/edit/detailing/about');
  const sections = page.locator('.ed-sections li');
  await expect(sections).toHaveCount(original.length);

  await page.getByRole('button', { name: /Section 1:/ }).click();
  await page.getByRole('button', { name: 'Add section' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a section' });
  await expect(dialog.getByRole('button', { name: /Notice A short highlighted note/ })).toBeVisible();
  await dialog.getByRole('button', { name: /^Notice/ }).click();

  // It starts from the schema's example, right after the open section, and is open itself.
  await expect(sections).toHaveCount(original.length + 1);
  await expect(page.getByRole('heading', { name: 'Section 2: Notice' })).toBeVisible();
  await expect(page.frameLocator('iframe').locator('[data-section="1"]')).toContainText('New clients save 20%');

  await page.getByRole('button', { name: 'Move section 2 down' }).click();
  await expect(page.getByRole('heading', { name: 'Section 3: Notice' })).toBeVisible();
  await page.getByRole('button', { name: 'Move section 3 up' }).click();
  await page.getByRole('button', { name: 'Move section 2 up' }).click();
  await expect(page.getByRole('heading', { name: 'Section 1: Notice' })).toBeVisible();
  await expect(page.frameLocator('iframe').locator('[data-section="0"]')).toContainText('New clients save 20%');

  await page.getByRole('button', { name: 'Duplicate section 1' }).click();
  await expect(sections).toHaveCount(original.length + 2);
  await page.getByRole('button', { name: 'Remove section 2' }).click();
  await page.getByRole('button', { name: 'Remove section 1' }).click();
  await expect(sections).toHaveCount(original.length);

  // Ctrl+Z brings the removed section back; Ctrl+Shift+Z removes it again; Ctrl+Z once more.
  await page.keyboard.press('Control+z');
  await expect(sections).toHaveCount(original.length + 1);
  await page.keyboard.press('Control+Shift+z');
  await expect(sections).toHaveCount(original.length);
  await page.keyboard.press('Control+z');
  await expect(sections.first()).toContainText('Notice');

  // Leaving with unsaved changes asks first.
  let asked = false;
  page.once('dialog', (dialog) => {
    asked = dialog.type() === 'beforeunload';
    void dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true }).catch(() => undefined);
  await expect.poll(() => asked).toBe(true);
});

test('sections can be reordered by dragging and the order is saved', async ({ page, editor }) => {
  const original = types(editor.read(FILE));
  await openPage(page, '/edit/detailing/about');
  const sections = page.locator('.ed-sections li');
  await sections.nth(0).dragTo(sections.nth(1));
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByRole('status')).toContainText('Saved');
  expect(types(editor.read(FILE))).toEqual([original[1], original[0], ...original.slice(2)]);
});
