/**
 * Team mode as a client meets it: the studio's own choices stay the studio's.
 * A client of the salon sees no demo banner in Site settings; an admin does.
 */
import { expect, type Browser, type Page } from '@playwright/test';
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
  for (const more of await form.locator('details.ed-advanced:not([open]) > summary').all()) await more.click();
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

  const admin = await newPerson(browser, team, 'studio@example.com', '--admin');
  expect(await settingsValues(admin)).toContain('Back to Portfolio');
  await Promise.all([client.close(), admin.close()]);
});
