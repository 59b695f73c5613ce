import { execFileSync } from 'node:child_process';
import { PROJECT_ROOT as ROOT } from '../../../scripts/paths.ts';
import { expect, openPage, test } from './editor-fixture';

test('a demo is duplicated as a new site and its new address opens', async ({ page, editor }) => {
  await openPage(page, '/edit/salon/home');
  await page.getByRole('button', { name: 'Duplicate site as a new demo' }).click();
  const dialog = page.getByRole('dialog', { name: /Duplicate Urban Style Salon/ });
  await dialog.getByLabel('Business name').fill('Sweet Crumb Bakery');
  await dialog.getByLabel('Folder name').fill('bakery');
  await expect(dialog.getByLabel(/Base path/)).toHaveValue('/demo-bakery');
  await dialog.getByRole('button', { name: 'Duplicate site' }).click();

  await expect(page).toHaveURL(/\/edit\/bakery\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sweet Crumb Bakery · home');
  await expect(page.frameLocator('iframe').getByText('Sweet Crumb Bakery').first()).toBeVisible();

  const site = JSON.parse(editor.read('demos/bakery/site.json'));
  expect(site).toMatchObject({ name: 'Sweet Crumb Bakery', basePath: '/demo-bakery' });
  expect(editor.read('demos/bakery/site.json')).not.toContain('Urban Style Salon');
  execFileSync('npx', ['tsx', 'scripts/validate.ts'], {
    cwd: ROOT,
    env: { ...process.env, SITE_CONTENT_DIR: editor.contentDir },
    stdio: 'pipe',
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sweet Crumb Bakery' })).toBeVisible();
});
