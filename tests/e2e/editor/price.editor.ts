import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT as ROOT } from '../../../scripts/paths.ts';
import { changedLines, expect, openPage, test } from './editor-fixture';

// A task of the guide: the console stays silent while it is done.
test.use({ quietConsole: true });

const FILE = 'demos/hvac/pages/services.json';

test('changing a price saves one line, passes validation and shows in the built page', async ({ page, editor }) => {
  test.setTimeout(240_000);
  const before = editor.read(FILE);
  await openPage(page, '/edit/hvac/services');
  await page.getByRole('button', { name: /Section \d+: Packages and prices/ }).click();
  const price = page.getByRole('textbox', { name: 'Price (required)' }).first();
  await expect(price).toHaveValue('$89');
  await price.fill('$95');
  await expect(page.frameLocator('iframe').getByText('$95', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText('Saved Services.');

  const after = editor.read(FILE);
  expect(changedLines(before, after)).toEqual([
    before
      .split('\n')
      .find((line) => line.includes('"$89"'))!
      .replace('$89', '$95'),
  ]);

  const env = { ...process.env, SITE_CONTENT_DIR: editor.contentDir };
  execFileSync('npx', ['tsx', 'scripts/validate.ts'], { cwd: ROOT, env, stdio: 'pipe' });
  const out = mkdtempSync(join(tmpdir(), 'editor-build-'));
  try {
    execFileSync('npx', ['tsx', 'scripts/build.ts'], { cwd: ROOT, env: { ...env, OUT_DIR: out }, stdio: 'pipe' });
    const html = readFileSync(join(out, 'demo-hvac', 'services', 'index.html'), 'utf8');
    expect(html).toContain('$95');
    expect(html).not.toContain('>$89<');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('a price written in words is refused at the field, in words, and never saved', async ({ page, editor }) => {
  const before = editor.read(FILE);
  await openPage(page, '/edit/hvac/services');
  await page.getByRole('button', { name: /Section \d+: Packages and prices/ }).click();
  const price = page.getByRole('textbox', { name: 'Price (required)' }).first();
  await price.fill('sixty five');
  const field = page.locator('.rjsf-field-string', { has: price }).first();
  await expect(field).toContainText('“sixty five” does not look like a price.');
  await expect(
    page.getByRole('region', { name: 'Problems' }).getByRole('link', { name: /› first package › Price: / }),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByRole('status')).toContainText('Not saved: fix this problem first.');
  expect(editor.read(FILE)).toBe(before);

  // Prices as people write them pass.
  for (const written of ['$65', 'From $65', '$1,999', 'Free']) {
    await price.fill(written);
    await expect(page.getByRole('button', { name: /problem/ }).filter({ hasText: 'in this site' })).toHaveCount(0);
    await expect(field).not.toContainText('does not look like a price');
  }
});
