/**
 * A picture uploaded in team mode, where the editor's page is the built one:
 * the preview shows it while it waits for Save, through the picture address
 * the gate checks, and a person of another site reaches it by no address.
 */
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect } from '@playwright/test';
import { person, teamTest } from './team-fixture';

const test = teamTest({ remote: false, editorOffset: 170, liveOffset: 175 });

test('a waiting upload shows in its own site’s preview and nowhere else', async ({ browser, team }) => {
  const photo = join(tmpdir(), `team-upload-${process.pid}.jpg`);
  const noise = Buffer.alloc(300 * 200 * 3, 0).map((_, i) => (i * 7919) % 256);
  await sharp(noise, { raw: { width: 300, height: 200, channels: 3 } })
    .jpeg()
    .toFile(photo);

  const salon = await person(browser, team, 'salon-pictures@example.com', 'salon');
  // Everything the page asks for, and every script the page's policy stops.
  const asked: string[] = [];
  salon.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const refused: string[] = [];
  salon.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) refused.push(message.text());
  });

  await salon.goto('/edit/salon/about');
  await expect(salon.frameLocator('iframe').locator('[data-section="0"]')).toBeVisible({ timeout: 30_000 });
  await salon
    .getByRole('button', { name: /^Section \d+: Text/ })
    .first()
    .click();
  await salon
    .getByRole('button', { name: /(Choose|Change) picture/ })
    .first()
    .click();
  const dialog = salon.getByRole('dialog', { name: 'Choose a picture' });
  await dialog.locator('input[type="file"]').setInputFiles(photo);
  const src = `team-upload-${process.pid}.jpg`;
  await expect(dialog.getByRole('status')).toHaveText(`Uploaded as ${src}. Describe it below.`);
  await dialog.getByRole('textbox', { name: /What the picture shows/ }).fill('A fresh cut, seen from the side');
  await dialog.getByRole('button', { name: 'Use this picture' }).click();
  await expect(dialog).toBeHidden();

  // The preview shows the waiting picture, loaded whole.
  const shown = salon.frameLocator('iframe').locator(`img[src*="${src}"]`).first();
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(asked).toContain(`/media/salon/${src}`);
  // The built page asks for no development server's address, and its policy stops none of its scripts.
  expect(asked.filter((path) => /^\/(@|src\/|node_modules\/)/.test(path))).toEqual([]);
  expect(refused).toEqual([]);
  expect(existsSync(join(team.content, 'demos/salon/images', src))).toBe(false);

  // A person of another site: the picture is not theirs by any address.
  const hvac = await person(browser, team, 'hvac-pictures@example.com', 'hvac');
  expect((await hvac.request.get(`/media/salon/${src}`)).status()).toBe(403);
  expect((await hvac.request.get(`/media/hvac/${src}`)).status()).toBe(404);
  expect((await hvac.request.get('/@vite/client')).status()).toBe(404);

  await salon.getByRole('button', { name: /^Save/ }).click();
  await expect(salon.getByRole('status')).toContainText('Saved');
  expect(existsSync(join(team.content, 'demos/salon/images', src))).toBe(true);
  await salon.close();
  await hvac.close();
});
