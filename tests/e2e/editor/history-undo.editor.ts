/**
 * Team mode's History, as an owner uses it: "Undo this change" takes back one
 * change's fields and nothing else, and refuses when a later change edited the
 * same field; "Go back to this version" names the later changes it takes back.
 * The state beside the name keeps in step with saving and publishing.
 */
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { invite, teamTest } from './team-fixture';

const test = teamTest({ remote: false, editorOffset: 90, liveOffset: 95 });
test.describe.configure({ mode: 'serial' });

const SERVICES = 'demos/salon/pages/services.json';
const prices = (page: Page) => page.getByRole('textbox', { name: 'Price (required)' });
const panel = (page: Page) => page.getByRole('complementary', { name: 'Team' });

async function setPrice(page: Page, nth: number, value: string) {
  await prices(page).nth(nth).fill(value);
  await page.getByRole('button', { name: /^Save \(\d+ unsaved\)$/ }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
}

test('undo one change, refused over a later edit of the same field; go back names what it takes back', async ({
  page,
  team,
}) => {
  test.setTimeout(180_000);
  await page.goto(invite(team, 'owner@example.com', 'salon', '--publish'));
  await page.getByLabel('Name').fill('Olive');
  await page.getByLabel('Password').fill('olive password 1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(panel(page)).toBeVisible({ timeout: 60_000 });
  await page.goto('/edit/salon/services');
  await page.getByRole('button', { name: /Section \d+: Packages and prices/ }).click();
  await expect(prices(page).nth(1)).toHaveValue('$135');

  await setPrice(page, 1, '$145');
  // Saved is at once a change waiting to be published.
  await expect(panel(page).locator('summary')).toContainText('Unpublished changes (1)', { timeout: 1_500 });
  await panel(page).locator('summary').click();
  await panel(page).getByRole('button', { name: 'History' }).click();
  const history = panel(page).getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toContainText('$135 → $145');

  // A later change to another field shows in the open History without reopening it.
  await setPrice(page, 2, '$209');
  await expect(panel(page).locator('summary')).toContainText('Unpublished changes (2)', { timeout: 1_500 });
  await expect(history.getByRole('listitem').first()).toContainText('$199 → $209');

  // Undo the first: only its price goes back; the later one stays.
  const first = history.getByRole('listitem').filter({ hasText: '$135 → $145' });
  await first.getByRole('button', { name: 'Show changes' }).click();
  await first.getByRole('button', { name: 'Undo this change to Salon › Services…' }).click();
  const undo = page.getByRole('dialog', { name: 'Undo this change?' });
  await expect(undo).toContainText('price: $145 goes back to $135');
  await expect(undo).toContainText('Everything else stays as it is now');
  await undo.getByRole('button', { name: 'Undo this change', exact: true }).click();
  await expect(history.getByRole('status')).toContainText('Undid that change to Salon › Services');
  let text = readFileSync(join(team.content, SERVICES), 'utf8');
  expect(text).toContain('"price": "$135"');
  expect(text).toContain('"price": "$209"');

  // The later price, edited again after a change: undoing that change would overwrite it, so it is refused.
  // The open page shows the undone price at once.
  await expect(prices(page).nth(1)).toHaveValue('$135');
  await setPrice(page, 2, '$219');
  await expect(history.getByRole('listitem').first()).toContainText('$209 → $219');
  const earlier = history.getByRole('listitem').filter({ hasText: '$199 → $209' });
  await earlier.getByRole('button', { name: 'Show changes' }).click();
  await earlier.getByRole('button', { name: 'Undo this change to Salon › Services…' }).click();
  await undo.getByRole('button', { name: 'Undo this change', exact: true }).click();
  await expect(history.getByRole('status')).toContainText('was changed again later');
  await expect(history.getByRole('status')).toContainText('$219');
  text = readFileSync(join(team.content, SERVICES), 'utf8');
  expect(text).toContain('"price": "$219"');

  // Go back to that version: the page as it was then, with the later changes it takes back named.
  await earlier.getByRole('button', { name: 'Go back to this version of Salon › Services…' }).click();
  const back = page.getByRole('dialog', { name: 'Go back to this version?' });
  await expect(back).toContainText('becomes exactly as it was right after this change');
  await expect(back).toContainText('$209 → $219');
  await expect(back).toContainText('Undid a change');
  await back.getByRole('button', { name: 'Go back to this version', exact: true }).click();
  await expect(history.getByRole('status')).toContainText('Salon › Services is back to how it was on');
  text = readFileSync(join(team.content, SERVICES), 'utf8');
  expect(text).toContain('"price": "$209"');
  expect(text).toContain('"price": "$145"');
});

test('while publishing, the state says so; a refusal of a while ago is gone once published', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill('owner@example.com');
  await page.getByLabel('Password').fill('olive password 1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.goto('/edit/salon/services');
  await page.getByRole('button', { name: 'Delete this page' }).click();
  await expect(page.getByText(/cannot be deleted while/).first()).toBeVisible();
  await panel(page)
    .getByRole('button', { name: /^Publish/ })
    .click();
  await panel(page)
    .getByRole('dialog', { name: 'Publish these changes?' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  await expect(panel(page).getByRole('status')).toContainText('Publishing…');
  await expect(panel(page).locator('summary')).toContainText('Publishing…');
  await expect(panel(page).locator('summary')).not.toContainText('Published');
  await expect(panel(page).getByRole('status')).toHaveText(/^Published \d+ changes?\.$/, { timeout: 240_000 });
  await expect(panel(page).locator('summary')).toContainText('· Published');
  await expect(page.getByText(/cannot be deleted while/)).toHaveCount(0);
});
