import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT as ROOT } from '../../../scripts/paths.ts';
import { expect, openPage, test } from './editor-fixture';

test('a demo is duplicated as a new demo and its new address opens', async ({ page, editor }) => {
  await openPage(page, '/edit/salon/home');
  await page.getByRole('button', { name: 'Duplicate site…' }).click();
  const dialog = page.getByRole('dialog', { name: /Duplicate Urban Style Salon/ });
  await dialog.getByRole('radio', { name: /as a demo/ }).check();
  await dialog.getByLabel('Business name').fill('Sweet Crumb Bakery');
  await dialog.getByLabel('Folder name').fill('bakery');
  await expect(dialog.getByLabel(/Base path/)).toHaveValue('/demo-bakery');
  await dialog.getByRole('button', { name: 'Duplicate site' }).click();

  await expect(page).toHaveURL(/\/edit\/bakery\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sweet Crumb Bakery · Home');
  await expect(page.frameLocator('iframe').getByText('Sweet Crumb Bakery').first()).toBeVisible();

  const site = JSON.parse(editor.read('demos/bakery/site.json'));
  expect(site).toMatchObject({ name: 'Sweet Crumb Bakery', basePath: '/demo-bakery', kind: 'demo' });
  expect(editor.read('demos/bakery/site.json')).not.toContain('Urban Style Salon');
  execFileSync('npx', ['tsx', 'scripts/validate.ts'], {
    cwd: ROOT,
    env: { ...process.env, SITE_CONTENT_DIR: editor.contentDir },
    stdio: 'pipe',
  });

  await page.goto('/');
  const demos = page.getByRole('region', { name: 'Demos' });
  await expect(demos.getByRole('heading', { name: 'Sweet Crumb Bakery' })).toBeVisible();
  await expect(demos.getByText('Demo · /demo-bakery')).toBeVisible();
});

test('a demo is duplicated as a client site on its own domain and listed among the client sites', async ({
  page,
  editor,
}, testInfo) => {
  try {
    await openPage(page, '/edit/hvac/home');
    await page.getByRole('button', { name: 'Duplicate site…' }).click();
    const dialog = page.getByRole('dialog', { name: /Duplicate Cool Breeze/ });
    await expect(dialog.getByRole('radio', { name: /as a new client site/ })).toBeChecked();
    await dialog.getByLabel('Business name').fill("Joe's Plumbing");
    // The folder is named from the business name, and said before anything is made.
    await expect(dialog.getByText('clients/joes-plumbing')).toBeVisible();

    await dialog.getByLabel('Web address').fill('joes plumbing dot com');
    await dialog.getByRole('button', { name: 'Create client site' }).click();
    await expect(dialog.getByRole('alert')).toContainText('is not a web address a site can live at');

    await dialog.getByLabel('Web address').fill('www.joesplumbing.com');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: testInfo.outputPath(`duplicate-client-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await dialog.getByRole('button', { name: 'Create client site' }).click();

    await expect(page).toHaveURL(/\/edit\/joes-plumbing\/home$/);
    await expect(page.getByRole('navigation', { name: 'Pages of this site' })).toContainText(
      'Client site · www.joesplumbing.com',
    );
    // No demo banner in the preview.
    await expect(page.frameLocator('iframe').getByText('Back to Portfolio')).toHaveCount(0);
    const site = JSON.parse(editor.read('clients/joes-plumbing/site.json'));
    expect(site).toMatchObject({
      name: "Joe's Plumbing",
      kind: 'client',
      basePath: '/',
      url: 'https://www.joesplumbing.com',
    });
    expect(site).not.toHaveProperty('banner');

    // Its web address is an everyday setting, kept as https://.
    await page.getByRole('button', { name: /^Site settings/ }).click();
    const address = page.getByLabel('Web address of the site');
    await expect(address).toBeVisible();
    await expect(address).toHaveValue('https://www.joesplumbing.com');
    await address.fill('JoesPlumbing.com/');
    await address.blur();
    await expect(address).toHaveValue('https://joesplumbing.com');
    await expect(page.getByText('Will be saved as https://joesplumbing.com')).toBeVisible();
    await expect(page.getByLabel('Base path')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('client-settings-1280.png') });
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect
      .poll(() => JSON.parse(editor.read('clients/joes-plumbing/site.json')).url)
      .toBe('https://joesplumbing.com');

    await page.getByRole('link', { name: '← All sites' }).click();
    const clients = page.getByRole('region', { name: 'Client sites' });
    await expect(clients.getByRole('heading', { name: "Joe's Plumbing" })).toBeVisible();
    await expect(clients.getByText('Client site · joesplumbing.com')).toBeVisible();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: testInfo.outputPath(`site-list-${width}.png`) });
    }
    await expect(page.getByRole('region', { name: "The studio's site" }).getByText(/^Studio site · /)).toBeVisible();
  } finally {
    // The other tests of this worker share the content copy.
    rmSync(join(editor.contentDir, 'clients'), { recursive: true, force: true });
  }
});
