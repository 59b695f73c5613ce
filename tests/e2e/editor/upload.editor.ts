import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, openPage, test } from './editor-fixture';

// A task of the guide: the console stays silent while it is done.
test.use({ quietConsole: true });

const FILE = 'demos/salon/pages/about.json';

/** A photo as a phone names it ("IMG_2041.JPG"), with `seed` making its pixels its own. */
async function phonePhoto(seed: number): Promise<string> {
  const photo = join(tmpdir(), `IMG_${process.pid}${seed}.JPG`);
  const noise = Buffer.alloc(600 * 400 * 3, 0).map((_, i) => (i * 7919 + seed) % 256);
  await sharp(noise, { raw: { width: 600, height: 400, channels: 3 } })
    .jpeg()
    .toFile(photo);
  return photo;
}

async function openPictureDialog(page: Page) {
  await openPage(page, '/edit/salon/about');
  const withPicture = page.getByRole('button', { name: /^Section \d+: Text/ }).first();
  await withPicture.click();
  await page
    .getByRole('button', { name: /(Choose|Change) picture/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Choose a picture' });
  await expect(dialog.locator('img').first()).toBeVisible();
  return dialog;
}

test('a picture is uploaded, described and used, and saved with its size', async ({ page, editor }) => {
  const photo = await phonePhoto(1);
  const dialog = await openPictureDialog(page);

  // The picture keeps its own name, made safe for a web address: nothing renames it without asking.
  await dialog.locator('input[type="file"]').setInputFiles(photo);
  const src = `img-${process.pid}1.jpg`;
  await expect(dialog.getByRole('status')).toHaveText(`Uploaded as ${src}. Describe it below.`);
  // The picture waits outside the content until Save: an upload never saved leaves nothing behind.
  const stored = join(editor.contentDir, 'demos/salon/images', src);
  expect(existsSync(stored)).toBe(false);

  await dialog.getByRole('button', { name: 'Use this picture' }).click();
  await expect(dialog.getByText('Describe the picture in a few words first.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /What the picture shows/ }).fill('A stylist finishing a fresh bob cut');
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

test('a picture is stored under the name the person gives it', async ({ page }) => {
  const dialog = await openPictureDialog(page);
  const name = dialog.getByRole('textbox', { name: /Name of the file/ });
  await name.fill(`Salon front ${process.pid}`);
  await expect(name).toHaveValue(`Salon front ${process.pid}`);
  await dialog.locator('input[type="file"]').setInputFiles(await phonePhoto(2));
  await expect(dialog.getByRole('status')).toHaveText(`Uploaded as salon-front-${process.pid}.jpg. Describe it below.`);
  // The name was for that picture: the next one keeps its own again.
  await expect(name).toHaveValue('');
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
