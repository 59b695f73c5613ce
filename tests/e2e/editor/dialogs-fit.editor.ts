/**
 * Every dialog fits the window it opens in, with no sideways scrolling, on a
 * desktop and on a phone, also where the window has a scrollbar that takes
 * room (Playwright's headless browser hides scrollbars unless told not to).
 */
import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, openPage, test } from './editor-fixture';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
test.use({
  launchOptions: {
    executablePath: existsSync(chromium) ? chromium : undefined,
    args: ['--no-sandbox', '--disable-gpu'],
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
});

/** The dialog lies inside the window's visible width, and nothing in it scrolls sideways. */
async function expectFits(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  const sizes = await dialog.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const wide = [element, ...element.querySelectorAll('*')].filter(
      // The parts that scroll (the dialog, the list of pictures); a text box's long value scrolls on purpose.
      (inner) =>
        inner.scrollWidth > inner.clientWidth + 1 &&
        ['auto', 'scroll'].includes(getComputedStyle(inner).overflowX) &&
        !(inner instanceof HTMLInputElement || inner instanceof HTMLTextAreaElement),
    );
    return {
      left: box.left,
      right: box.right,
      visible: document.documentElement.clientWidth,
      scrolling: wide.map((inner) => inner.className || inner.tagName),
    };
  });
  expect(sizes.left, `${name}: left edge`).toBeGreaterThanOrEqual(0);
  expect(sizes.right, `${name}: right edge`).toBeLessThanOrEqual(sizes.visible);
  expect(sizes.scrolling, `${name}: parts that scroll sideways`).toEqual([]);
}

async function openPicture(page: Page) {
  await openPage(page, '/edit/salon/portfolio');
  await page.getByRole('button', { name: /Section \d+: Gallery/ }).click();
  await page.getByRole('button', { name: 'Change picture' }).first().click();
}

for (const width of [1280, 375]) {
  test(`at ${width} px the picture box fits, before and after an upload`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openPicture(page);
    await expectFits(page, 'Choose a picture');
    const dialog = page.getByRole('dialog', { name: 'Choose a picture' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'a-picture-with-a-rather-long-name-for-a-salon-photo-upload.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#c6a"/></svg>',
      ),
    });
    await expect(dialog.getByRole('status')).toContainText(/upload/i, { timeout: 15_000 });
    await expectFits(page, 'Choose a picture');
    await expect(dialog.getByRole('heading', { name: 'Choose a picture' })).toBeInViewport({ ratio: 1 });
  });
}

test('at 375 px "Add a page" and "Find and replace" fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openPage(page, '/edit/salon/services');
  for (const [button, name] of [
    ['Add page', 'Add a page'],
    ['Find and replace…', 'Find and replace'],
  ]) {
    await page.getByRole('button', { name: button, exact: true }).click();
    await expectFits(page, name);
    await page.getByRole('dialog', { name }).getByRole('button', { name: 'Close' }).click();
  }
});
