import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { expectToast, notifications, quoteForm, quoteFormContent } from './support/studio.ts';

const { heading } = quoteFormContent('contact');

/** On /contact, sending the empty quote form is the quickest way to get a toast. */
async function showToast(page: Page) {
  await page.goto('/contact');
  await hydrated(page);
  const form = quoteForm(page, heading);
  await form.submit.click();
  return { form, toast: await expectToast(page, 'Validation Error', 'Name is required') };
}

test('toasts appear bottom-right in a landmark region labelled Notifications', async ({ page }) => {
  const { toast } = await showToast(page);
  const { region } = notifications(page);
  await expect(region).toHaveCount(1);
  expect(await region.evaluate((el) => [el.tagName, el.getAttribute('aria-label')])).toEqual([
    'SECTION',
    'Notifications',
  ]);
  await expect(toast).toHaveAttribute('role', 'alert');
  // Measure where it rests, not where it is while sliding in.
  await expect.poll(() => toast.evaluate((el) => el.getAnimations().length)).toBe(0);
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(viewport.width - (box.x + box.width), 'distance from the right edge').toBeLessThan(40);
  expect(viewport.height - (box.y + box.height), 'distance from the bottom edge').toBeLessThan(40);
  expect(box.x).toBeGreaterThan(viewport.width / 2);
});

test('only one toast shows at a time; a new one replaces it at once', async ({ page }) => {
  const { form } = await showToast(page);
  const { toasts } = notifications(page);
  await form.name.fill('Jane Smith');
  await form.submit.click();
  await expect(toasts).toHaveCount(1, { timeout: 1000 });
  await expect(toasts).toContainText('Invalid email address', { timeout: 1000 });
  await expect(notifications(page).region.getByText('Name is required')).toHaveCount(0);
});

test('Escape dismisses a toast', async ({ page }) => {
  const { toast } = await showToast(page);
  await page.keyboard.press('Escape');
  await expect(toast).toHaveCount(0);
  await expect(notifications(page).region.getByText('Name is required')).toHaveCount(0);
});

test('the close button dismisses a toast', async ({ page }) => {
  const { toast } = await showToast(page);
  const close = toast.getByRole('button', { name: 'close' });
  await expect(close).toBeVisible();
  await close.click();
  await expect(toast).toHaveCount(0);
});

test('a swipe to the side dismisses a toast', async ({ page }) => {
  const { toast } = await showToast(page);
  // Grab it once it has finished sliding in, as a person would.
  await expect.poll(() => toast.evaluate((el) => el.getAnimations().length)).toBe(0);
  const box = (await toast.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 40, y);
  await page.mouse.down();
  for (let x = box.x + 40; x <= box.x + 40 + box.width; x += 30) await page.mouse.move(x, y);
  await page.mouse.up();
  // Well before the five-second auto-dismiss, so it was the swipe that closed it.
  await expect(toast).toHaveCount(0, { timeout: 1500 });
});

test('Alt+T moves focus into the notifications', async ({ page }) => {
  const { toast } = await showToast(page);
  const { region } = notifications(page);
  const focusInRegion = () => region.evaluate((el) => el.contains(document.activeElement));
  expect(await focusInRegion()).toBe(false);
  await page.keyboard.press('Alt+T');
  await expect.poll(focusInRegion).toBe(true);
  await expect(toast).toBeFocused();
  // Escape from there dismisses it too.
  await page.keyboard.press('Escape');
  await expect(toast).toHaveCount(0);
});

test('a toast dismisses itself after about five seconds', async ({ page }) => {
  const { toast } = await showToast(page);
  const shown = Date.now();
  await expect(toast).toBeHidden({ timeout: 9_000 });
  const lasted = Date.now() - shown;
  expect(lasted).toBeGreaterThan(3_500);
  expect(lasted).toBeLessThan(7_500);
});
