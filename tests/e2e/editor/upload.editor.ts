import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect, openPage, test } from './editor-fixture';

// A task of the guide: the console stays silent while it is done.
test.use({ quietConsole: true });

const FILE = 'demos/salon/pages/about.json';

test('a picture is uploaded, described and used, and saved with its size', async ({ page, editor }) => {
  const photo = join(tmpdir(), `Salon Photo ${process.pid}.JPG`);
  const noise = Buffer.alloc(600 * 400 * 3, 0).map((_, i) => (i * 7919) % 256);
  await sharp(noise, { raw: { width: 600, height: 400, channels: 3 } })
    .jpeg()
    .toFile(photo);

  await openPage(page, '/edit/salon/about');
  const withPicture = page.getByRole('button', { name: /^Section \d+: Text/ }).first();
  await withPicture.click();
  await page
    .getByRole('button', { name: /(Choose|Change) picture/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Choose a picture' });
  await expect(dialog.locator('img').first()).toBeVisible();

  await dialog.locator('input[type="file"]').setInputFiles(photo);
  await expect(dialog.getByRole('status')).toContainText(/Uploaded as salon-photo-\d+\.jpg/);
  const src = (await dialog.getByRole('status').textContent())!.match(/salon-photo-\d+\.jpg/)![0];
  // The picture waits outside the content until Save: an upload never saved leaves nothing behind.
  const stored = join(editor.contentDir, 'demos/salon/images', src);
  expect(existsSync(stored)).toBe(false);

  await dialog.getByRole('button', { name: 'Use this picture' }).click();
  await expect(dialog.getByText('Describe the picture in a few words first.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Alt text/ }).fill('A stylist finishing a fresh bob cut');
  await dialog.getByRole('button', { name: 'Use this picture' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.frameLocator('iframe').locator(`img[src*="${src}"]`).first()).toBeVisible();
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByRole('status')).toContainText('Saved');
  const saved = editor.read(FILE);
  expect(saved).toContain(`"src": "${src}"`);
  expect(saved).toContain('"alt": "A stylist finishing a fresh bob cut"');
  expect(saved).toContain('"width": 600');
  expect(existsSync(stored)).toBe(true);
});

test('files that are not pictures are refused', async ({ page }) => {
  const text = join(tmpdir(), `notes-${process.pid}.png`);
  await import('node:fs').then((fs) => fs.writeFileSync(text, 'not a picture'));
  await openPage(page, '/edit/salon/about');
  await page
    .getByRole('button', { name: /^Section \d+: Text/ })
    .first()
    .click();
  await page
    .getByRole('button', { name: /(Choose|Change) picture/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Choose a picture' });
  await dialog.locator('input[type="file"]').setInputFiles(text);
  await expect(dialog.getByRole('status')).toContainText('That file is not a readable PNG picture.');
});
