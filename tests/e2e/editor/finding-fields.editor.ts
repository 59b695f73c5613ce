import { expect, openAdvanced, openPage, test } from './editor-fixture';

/**
 * What a first-time owner needs from the form panel: the field they mean is
 * at hand, long texts are seen whole, lists reorder in one click, the rare
 * settings stay out of the way and everything speaks in plain words.
 */

test('clicking a price in the preview focuses that very price field', async ({ page }) => {
  await openPage(page, '/edit/hvac/services');
  await page.frameLocator('iframe').getByText('$89', { exact: true }).click();
  const price = page.getByRole('textbox', { name: 'Price (required)' }).first();
  await expect(price).toBeFocused();
  await expect(price).toHaveValue('$89');
  await expect(price).toBeInViewport();
});

test('opening a section from the list scrolls its form into view and focuses its first field', async ({ page }) => {
  await openPage(page, '/edit/hvac/home');
  const last = page.getByRole('button', { name: /^Section \d+: / }).last();
  await last.click();
  const focused = page.locator('.ed-form :focus');
  await expect(focused).toHaveCount(1);
  await expect(focused).toBeInViewport();
});

test('a long headline is shown whole in a box that grows', async ({ page }) => {
  await openPage(page, '/edit/hvac/home');
  await page
    .getByRole('button', { name: /Section \d+: Opening section/ })
    .first()
    .click();
  const heading = page.getByRole('textbox', { name: 'Heading (required)' });
  await heading.fill('Warm');
  const oneLine = (await heading.boundingBox())!.height;
  await heading.fill(
    'Comfort you can count on in every season, from the first frost of the autumn to the hottest week of August, with a crew that answers the phone',
  );
  await expect.poll(async () => (await heading.boundingBox())!.height).toBeGreaterThan(oneLine * 1.5);
  // Nothing of it is hidden behind a scroll bar.
  expect(await heading.evaluate((box) => box.scrollHeight - box.clientHeight)).toBeLessThanOrEqual(2);
  await heading.press('Enter');
  await expect(heading).not.toHaveValue(/\n/);
});

test('a new question moves to the top of the list in one click, with no console warning', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await openPage(page, '/edit/hvac/home');
  await page.getByRole('button', { name: /Section \d+: Questions and answers/ }).click();
  await page.getByRole('button', { name: 'Add question' }).click();
  const entries = page.locator('.ed-form .rjsf-array-item');
  await entries
    .last()
    .getByRole('textbox', { name: /^Question/ })
    .fill('Do you service heat pumps?');
  await entries.last().getByRole('button', { name: 'Move to top' }).click();
  await expect(entries.first().getByRole('textbox', { name: /^Question/ })).toHaveValue('Do you service heat pumps?');
  // The preview follows once the new question is complete: a blank answer keeps the last valid page shown.
  await entries
    .first()
    .getByRole('textbox', { name: /^Answer/ })
    .fill('Yes, every make, and we install them too.');
  await expect(page.frameLocator('iframe').getByText('Do you service heat pumps?')).toBeVisible();
  expect(warnings.filter((text) => /key/i.test(text))).toEqual([]);
});

test('sections and fields are named in plain words, and the rare settings wait under Advanced', async ({ page }) => {
  await openPage(page, '/edit/hvac/home');
  await page.getByRole('button', { name: 'Add section' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a section' });
  for (const name of ['Call to action', 'Questions and answers', 'Cards'])
    await expect(dialog.getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible();
  await expect(dialog.getByText(/^(Cta|Faq|Card grid)$/)).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /^Site settings/ }).click();
  const baseUrl = page.getByRole('textbox', { name: /^Base path/ });
  await expect(baseUrl).toBeHidden();
  await openAdvanced(page);
  await expect(baseUrl).toBeVisible();
});

test('after moving a question, the focus and the view stay with it', async ({ page }) => {
  await openPage(page, '/edit/hvac/home');
  await page.getByRole('button', { name: /Section \d+: Questions and answers/ }).click();
  const entries = page.locator('.ed-form .rjsf-array-item');
  const question = (at: number) => entries.nth(at).getByRole('textbox', { name: /^Question/ });
  const first = await question(0).inputValue();
  await entries.first().getByRole('button', { name: 'Move down' }).click();
  await expect(question(1)).toHaveValue(first);
  const down = entries.nth(1).getByRole('button', { name: 'Move down' });
  await expect(down).toBeFocused();
  await expect(down).toBeInViewport();

  const last = await entries.count();
  const moved = await question(last - 1).inputValue();
  await entries
    .nth(last - 1)
    .getByRole('button', { name: 'Move to top' })
    .click();
  await expect(question(0)).toHaveValue(moved);
  // "Move to top" cannot be used at the top: the entry's first usable button has the focus.
  const focused = page.locator(':focus');
  await expect(focused).toBeInViewport();
  expect(await focused.evaluate((button, item) => item!.contains(button), await entries.first().elementHandle())).toBe(
    true,
  );
});
