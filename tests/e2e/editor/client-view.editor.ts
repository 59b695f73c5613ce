/**
 * Team mode as a client meets it: the studio's own choices stay the studio's.
 * A client of the salon sees no demo banner in Site settings; an admin does.
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { jargonIn } from '../../support/jargon.ts';
import { invite, teamTest, type TeamServer } from './team-fixture';

const test = teamTest({ remote: false, editorOffset: 100, liveOffset: 105 });
test.describe.configure({ mode: 'serial' });

async function newPerson(browser: Browser, team: TeamServer, email: string, ...flags: string[]) {
  const page = await browser.newPage({ baseURL: team.url });
  await page.goto(invite(team, email, 'salon', ...flags));
  await page.getByLabel('Name').fill(email.split('@')[0]);
  await page.getByLabel('Password').fill(`${email.length} lanterns at sea`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('complementary', { name: 'Team' })).toBeVisible({ timeout: 60_000 });
  return page;
}

/** Every value the Site settings form shows in its fields, with "More options" opened. */
async function settingsValues(page: Page) {
  await page.goto('/edit/salon/home');
  await page.getByRole('button', { name: /^Site settings/ }).click();
  const form = page.getByRole('region', { name: 'Site settings' });
  await expect(form.getByRole('textbox').first()).toBeVisible();
  // "Advanced" parts sit inside one another (a picture's size inside a card's): open each as it shows.
  const closed = form.locator('details.ed-advanced:not([open]) > summary:visible');
  while ((await closed.count()) > 0) await closed.first().click();
  return form
    .locator('input:visible, textarea:visible')
    .evaluateAll((fields) => fields.map((f) => (f as HTMLInputElement).value));
}

test("a client cannot see or change the studio's demo banner; an admin can", async ({ browser, team }) => {
  test.setTimeout(180_000);
  const client = await newPerson(browser, team, 'client@example.com');
  const seen = await settingsValues(client);
  expect(seen.length, 'the form shows fields').toBeGreaterThan(3);
  for (const banner of ['Back to Portfolio', 'Get This Website', '/demo-salon']) expect(seen).not.toContain(banner);
  // A fixed choice shows by its name in the words file, not as the content writes it ("serif").
  const font = client.getByRole('region', { name: 'Site settings' }).getByRole('combobox', { name: /^Font\b/ });
  await expect(font.locator('option:checked')).toHaveText('Classic, like a book');

  const admin = await newPerson(browser, team, 'studio@example.com', '--admin');
  expect(await settingsValues(admin)).toContain('Back to Portfolio');
  // The start screen says what a site is; where its files live and its base path are the studio's.
  const card = (page: Page) => page.locator('.ed-site-card').filter({ has: page.getByRole('heading', { level: 3 }) });
  for (const page of [client, admin]) await page.goto('/');
  await expect(card(client).first()).toContainText('Demo');
  await expect(card(client).first()).not.toContainText(/folder|\/demo-/);
  await expect(card(admin).first()).toContainText('folder demos/');
  await Promise.all([client.close(), admin.close()]);
});

/** The labels and help lines of the open form, as a person reads them (the required mark too). */
async function formWords(page: Page): Promise<string[]> {
  return page
    .locator('.ed-form')
    .locator('label:visible, legend:visible, .field-description:visible, .form-text:visible, .ed-help:visible')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).innerText.trim()));
}

test('a client reads every section of a page in plain words, without the studio’s own fields', async ({
  browser,
  team,
}) => {
  test.setTimeout(240_000);
  const client = await newPerson(browser, team, 'owner@example.com');
  for (const address of ['/edit/salon/home', '/edit/salon/services']) {
    await client.goto(address);
    const sections = client.getByRole('button', { name: /^Section \d+:/ });
    await expect(sections.first()).toBeVisible({ timeout: 60_000 });
    for (let i = 0; i < (await sections.count()); i++) {
      await sections.nth(i).click();
      await expect(client.locator('#form-title')).toContainText(`Section ${i + 1}`);
      const words = await formWords(client);
      expect(words.length, `${address} section ${i + 1} shows its fields`).toBeGreaterThan(0);
      const jargon = words.filter((text) => jargonIn(text).length > 0);
      expect(jargon, `${address} section ${i + 1}`).toEqual([]);
      // Looks, layouts and names for links are the studio's: not even under "Advanced".
      await expect(client.locator('.ed-form details.ed-advanced')).toHaveCount(0);
      await expect(client.locator('.ed-form').getByText('Section name for links')).toHaveCount(0);
    }
  }
  await client.close();
});
