import AxeBuilder from '@axe-core/playwright';
import { expect, openPage, test } from './editor-fixture';

test('the site list and a page editor are clean under axe', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Site editor' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const check = async () => {
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  };
  await openPage(page, '/edit/studio/services');
  await page.getByRole('button', { name: /Section 2:/ }).click();
  await check();

  // A form with a choice between alternatives, the site settings, and the dialogs.
  await openPage(page, '/edit/studio/contact');
  await page.getByRole('button', { name: /Section 2: Form/ }).click();
  await check();
  await page.getByRole('button', { name: /^Site settings/ }).click();
  await check();
  await page.getByRole('button', { name: 'Add section' }).click();
  await check();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Section 1:/ }).click();
  await page
    .getByRole('button', { name: /(Choose|Change) picture/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Choose a picture' })).toBeVisible();
  await check();
});

test('a section can be chosen, edited and saved with the keyboard alone', async ({ page, editor }) => {
  await openPage(page, '/edit/studio/about');
  const open = page.getByRole('button', { name: /Section 1:/ });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^Section 1:/ })).toBeVisible();
  const heading = page.getByRole('textbox', { name: 'Heading (required)' });
  await heading.focus();
  await page.keyboard.press('End');
  await page.keyboard.type(' today');
  await page.getByRole('button', { name: /^Save/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText('Saved');
  expect(editor.read('studio/pages/about.json')).toContain(' today"');
});
