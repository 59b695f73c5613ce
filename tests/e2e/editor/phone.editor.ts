import { expect, openPage, test } from './editor-fixture';

test.use({ viewport: { width: 375, height: 800 }, quietConsole: true });

test('at 375 px the editor is one column that fits the screen, and its tasks still work', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await openPage(page, '/edit/hvac/services');
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits()).toBe(true);
  await expect(page.getByRole('button', { name: /^Save/ })).toBeInViewport();
  await expect(page.frameLocator('iframe').locator('[data-section="0"]')).toBeVisible();

  await page.getByRole('button', { name: /Section 1: Opening section/ }).click();
  // The section's form comes to hand: its first field focused and on screen.
  const first = page.getByRole('textbox', { name: /^Small line above the heading/ });
  await expect(first).toBeFocused();
  await expect(first).toBeInViewport();
  expect(await fits()).toBe(true);

  await page.getByRole('button', { name: 'Find and replace…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Find and replace' });
  await dialog.getByRole('searchbox', { name: 'Find' }).fill('tune-up');
  const match = dialog.getByRole('list', { name: 'Matches' }).getByRole('listitem').first();
  await expect(match.getByRole('checkbox')).toBeInViewport();
  await expect(match.getByRole('button', { name: /^Replace in / })).toBeInViewport();
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  // Local mode asks for nothing that is not there.
  expect(failed).toEqual([]);
});

test('at 375 px the "Add a business detail…" choice sits under a long text box, and the section types open as a sheet that keeps Close in reach', async ({
  page,
}, testInfo) => {
  await openPage(page, '/edit/hvac/services');
  await page.getByRole('button', { name: /Section 1: Opening section/ }).click();
  // A heading is a plain box; the choice is offered under a longer text.
  await expect(page.getByRole('combobox', { name: /^Heading: add a business detail/ })).toHaveCount(0);
  const heading = page.getByRole('textbox', { name: 'Text', exact: true });
  const insert = page.getByRole('combobox', { name: 'Text: add a business detail', exact: true });
  const box = (await heading.boundingBox())!;
  const choice = (await insert.boundingBox())!;
  // The text box keeps the form's width; the choice comes under it, never beside or over it.
  expect(box.width).toBeGreaterThan(375 * 0.8);
  expect(choice.y).toBeGreaterThanOrEqual(box.y + box.height);
  expect(choice.x + choice.width).toBeLessThanOrEqual(375);
  await insert.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('insert-375.png') });

  // By keyboard: from the text box to its choice, and a fact put at the cursor.
  await heading.fill('Call ');
  await heading.press('End');
  await page.keyboard.press('Tab');
  await expect(insert).toBeFocused();
  await insert.selectOption({ label: 'Phone' });
  await expect(heading).toHaveValue('Call {phone}');
  await expect(heading).toBeFocused();

  await page.getByRole('button', { name: 'Add section' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a section' });
  const sheet = (await dialog.boundingBox())!;
  expect(sheet.x).toBeGreaterThanOrEqual(0);
  expect(sheet.x + sheet.width).toBeLessThanOrEqual(375);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  // Scrolled to the last section type, the sheet still shows its title and Close.
  await dialog.getByRole('listitem').last().scrollIntoViewIfNeeded();
  await expect(dialog.getByRole('listitem').last()).toBeInViewport();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeInViewport();
  await expect(dialog.getByRole('heading', { name: 'Add a section' })).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('section-types-375.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add section' })).toBeFocused();
});

test('at 375 px Save stays in reach at the bottom edge while a price far down the page is changed', async ({
  page,
}, testInfo) => {
  await openPage(page, '/edit/hvac/services');
  await page.getByRole('button', { name: /Section \d+: Packages and prices/ }).click();
  const price = page.getByRole('textbox', { name: 'Price (required)' }).last();
  await price.scrollIntoViewIfNeeded();
  await price.fill('$1,250');
  const save = page.getByRole('button', { name: /^Save \(\d+ unsaved\)$/ });
  await expect(save).toBeInViewport();
  // Nothing of the form is hidden for good behind the bar: the field is still in sight above it.
  const bar = (await save.boundingBox())!;
  const field = (await price.boundingBox())!;
  expect(field.y + field.height).toBeLessThanOrEqual(bar.y);
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('save-at-bottom-375.png') });
});

test('at 375 px the preview follows the section being edited, and the page stays at the form', async ({ page }) => {
  await openPage(page, '/edit/hvac/services');
  const sections = page.getByRole('button', { name: /^Section \d+:/ });
  const last = (await sections.count()) - 1;
  const inFrameSight = (index: number) =>
    page
      .frameLocator('iframe')
      .locator(`[data-section="${index}"]`)
      .evaluate((section) => {
        const box = section.getBoundingClientRect();
        return box.top < innerHeight && box.bottom > 0;
      });
  expect(await inFrameSight(last)).toBe(false);

  await sections.nth(last).click();
  const field = page.locator('.ed-form').getByRole('textbox').first();
  await expect(field).toBeFocused();
  await expect.poll(() => inFrameSight(last)).toBe(true);
  // The preview moved inside itself: the form the person works in is still on screen.
  await expect(field).toBeInViewport();

  // Back to the first section: the preview follows it up again.
  await sections.first().click();
  await expect.poll(() => inFrameSight(0)).toBe(true);
});
