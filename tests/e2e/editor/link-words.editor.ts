import type { Page } from '@playwright/test';
import { expect, openPage, test } from './editor-fixture';

/**
 * Links and pages in the words an owner uses: a link is chosen and shown as
 * "Contact page", a phone number or an address, never as what the file holds
 * ("~/contact", "tel:…"); pages are listed by the name the site's menu gives them.
 */

/** Stored forms of links that a person must never read. */
const STORED_FORM = /~\/|\(\/|mailto:|tel:/;

/** Every word the open form's link fields show: their choices and what their text boxes hold. */
async function linkFieldWords(page: Page): Promise<string[]> {
  const choices = await page.locator('.ed-form .ed-href option').allTextContents();
  const typed = await page
    .locator('.ed-form .ed-href input')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  return [...choices, ...typed];
}

test('link fields show pages, sections, phone numbers and emails in words, and store them as before', async ({
  page,
  editor,
}) => {
  const file = 'demos/salon/pages/home.json';
  const before = editor.read(file);
  await openPage(page, '/edit/salon/home');
  // The closing section links to the contact page and dials the site's phone number.
  await page.getByRole('button', { name: /^Section \d+: .*Ready for your next great hair day/ }).click();
  const words = await linkFieldWords(page);
  expect(words.length).toBeGreaterThan(2);
  expect(words.filter((word) => STORED_FORM.test(word))).toEqual([]);
  const fields = page.locator('.ed-form .ed-href select');
  const chosen = await fields.evaluateAll((selects) =>
    selects.map((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent),
  );
  expect(chosen).toContain('Contact page');
  expect(chosen).toContain('The site’s phone number');
  expect(editor.read(file)).toBe(before);

  // An email typed in words is shown as typed, saved as a link the file needs.
  const first = fields.first();
  await first.selectOption({ label: 'A web address, email or phone number…' });
  const address = page.getByRole('textbox', { name: /web address, email or phone number/ }).first();
  await address.fill('hello@example.com');
  await address.blur();
  await expect(address).toHaveValue('hello@example.com');
  await expect(page.getByText('Will be saved as an email link to hello@example.com.')).toBeVisible();
  // (The field's note is a status too: the save's own message is looked for by its words.)
  await page.getByRole('button', { name: /^Save \(\d+ unsaved\)$/ }).click();
  await expect(page.getByText(/^Saved /)).toBeVisible();
  expect(editor.read(file)).toContain('"href": "mailto:hello@example.com"');
  await expect(address).toHaveValue('hello@example.com');

  // The studio may still type a page's stored form: it is shown as the page it names.
  await address.fill('~/about');
  await address.blur();
  await expect(page.locator('.ed-form .ed-href select').first()).toHaveValue('~/about');
  expect(await linkFieldWords(page)).not.toContainEqual(expect.stringMatching(STORED_FORM));
  editor.resetSite('demos/salon');
});

test('pages are listed by their menu name, in the page list, the title and the link choices', async ({
  page,
  editor,
}) => {
  await openPage(page, '/edit/salon/services');
  const nav = page.getByRole('navigation', { name: 'Pages of this site' });
  // No page is listed by its address.
  const listed = await nav.getByRole('listitem').allTextContents();
  expect(listed.length).toBeGreaterThan(1);
  expect(listed.filter((text) => text.includes('/'))).toEqual([]);

  // Renamed in the menu, the page is listed by its new name everywhere at once.
  await page.getByRole('button', { name: /^Site settings/ }).click();
  const labels = page.locator('fieldset[id$="header_nav"]').getByRole('textbox', { name: /^Label/ });
  const count = await labels.count();
  let services = -1;
  for (let i = 0; i < count && services < 0; i++) if ((await labels.nth(i).inputValue()) === 'Services') services = i;
  expect(services, 'the salon’s menu has a Services link').toBeGreaterThanOrEqual(0);
  await labels.nth(services).fill('Prices and packages');
  await expect(nav.getByRole('link', { name: /^Prices and packages/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/· Prices and packages$/);
  const menuLinks = page.locator('fieldset[id$="header_nav"] .ed-href select').nth(services);
  await expect(menuLinks.locator('option:checked')).toHaveText('Prices and packages page');
  editor.resetSite('demos/salon');
});

test('a link field at 375 px keeps its choice and text box inside the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openPage(page, '/edit/salon/home');
  await page.getByRole('button', { name: /^Section \d+: .*Ready for your next great hair day/ }).click();
  const field = page.locator('.ed-form .ed-href').first();
  await field.locator('select').selectOption({ label: 'A web address, email or phone number…' });
  await field.getByRole('textbox').fill('(555) 123-4567');
  await field.getByRole('textbox').blur();
  // Stored as the digits a phone dials, shown again as people write the number.
  await expect(field.getByRole('textbox')).toHaveValue('(555) 123-4567');
  for (const part of [field.locator('select'), field.getByRole('textbox')]) {
    const box = (await part.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  await field.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('link-field-375.png') });
});
