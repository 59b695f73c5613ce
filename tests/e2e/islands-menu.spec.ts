/**
 * The phone menu from the keyboard: opening moves focus to its first link, Tab
 * stays inside while it is open, Escape closes it and focus returns to the
 * toggle; the page behind it does not scroll.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 700 } });

const nav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

for (const route of ['/about', '/demo-restaurant']) {
  test(`${route}: the menu keeps the keyboard inside and hands focus back @phone`, async ({ page }) => {
    await page.goto(route);
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(nav(page)).toBeVisible();
    const links = nav(page).getByRole('link').filter({ visible: true });
    const labels = (await links.allInnerTexts()).map((text) => text.trim());
    expect(labels.length).toBeGreaterThan(1);
    await expect(links.first()).toBeFocused();

    // Tab walks the menu and wraps from the last item to the first; Shift+Tab wraps back.
    for (const label of [...labels.slice(1), labels[0]]) {
      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe(label);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusedText(page)).toBe(labels.at(-1));

    await page.keyboard.press('Escape');
    await expect(nav(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
}

test('the page behind the open menu does not scroll', async ({ page }) => {
  await page.goto('/services');
  await hydrated(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav(page)).toBeVisible();
  await page.mouse.move(200, 650);
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Closed again, the page scrolls as usual.
  await page.keyboard.press('Escape');
  await expect(nav(page)).toBeHidden();
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
