/**
 * A change taken back from History shows at once in the page open beside it
 * (no reload, no stale form), and a save after it is not a conflict that
 * would bring the change back.
 */
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { invite, signIn, teamTest } from './team-fixture';

const test = teamTest({ remote: false, editorOffset: 260, liveOffset: 264 });
test.describe.configure({ mode: 'serial' });

const HOME = 'demos/salon/pages/home.json';
const panel = (page: Page) => page.getByRole('complementary', { name: 'Team' });
const heading = (page: Page) => page.getByRole('textbox', { name: 'Heading (required)' });

test('undoing a saved change from History updates the open page at once', async ({ page, team }) => {
  test.setTimeout(180_000);
  await page.goto(invite(team, 'owner@example.com', 'salon', '--publish'));
  await page.getByLabel('Name').fill('Olive');
  await page.getByLabel('Password').fill('olive password 1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(panel(page)).toBeVisible({ timeout: 60_000 });
  await page.goto('/edit/salon/home');
  await page
    .getByRole('button', { name: /^Section 1:/ })
    .first()
    .click();
  const original = await heading(page).first().inputValue();
  await heading(page).first().fill('A brand new headline');
  await page.getByRole('button', { name: /^Save \(\d+ unsaved\)$/ }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();

  await panel(page).locator('summary').click();
  await panel(page).getByRole('button', { name: 'History' }).click();
  const history = panel(page).getByRole('region', { name: 'History' });
  const entry = history.getByRole('listitem').filter({ hasText: 'A brand new headline' }).first();
  await entry.getByRole('button', { name: 'Show changes' }).click();
  await entry.getByRole('button', { name: /^Undo this change to .*Home/ }).click();
  await page
    .getByRole('dialog', { name: 'Undo this change?' })
    .getByRole('button', { name: 'Undo this change', exact: true })
    .click();
  await expect(history.getByRole('status')).toContainText('Undid that change');
  expect(JSON.parse(readFileSync(join(team.content, HOME), 'utf8')).blocks[0].heading).toBe(original);

  // The form and the preview show the headline as saved now, without reloading the page.
  await expect(heading(page).first()).toHaveValue(original);
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveText(original);
  // Another change saves without a conflict, and the undone headline stays undone.
  await page
    .getByRole('textbox', { name: /^Text\b/ })
    .first()
    .fill('Cuts and colour, evenings too');
  await page.getByRole('button', { name: /^Save \(\d+ unsaved\)$/ }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const saved = JSON.parse(readFileSync(join(team.content, HOME), 'utf8')).blocks[0];
  expect(saved.heading).toBe(original);
  expect(saved.text).toBe('Cuts and colour, evenings too');
});

test('at 1280 px the team panel covers nothing of the editor, closed or open', async ({ page }) => {
  await signIn(page, 'owner@example.com', 'olive password 1');
  await page.goto('/edit/salon/home');
  await expect(page.frameLocator('iframe').locator('[data-section="0"]')).toBeVisible({ timeout: 30_000 });
  const overlaps = async () => {
    const team = (await panel(page).boundingBox())!;
    const covered: string[] = [];
    for (const [name, part] of [
      ['pages', page.getByRole('navigation', { name: 'Pages of this site' })],
      ['preview', page.getByRole('main', { name: 'Preview' })],
      ['Add page', page.getByRole('button', { name: 'Add page', exact: true })],
    ] as const) {
      const box = (await part.boundingBox())!;
      const apart =
        box.x >= team.x + team.width ||
        team.x >= box.x + box.width ||
        box.y >= team.y + team.height ||
        team.y >= box.y + box.height;
      if (!apart) covered.push(name);
    }
    return covered;
  };
  expect(await overlaps()).toEqual([]);
  await panel(page).locator('summary').click();
  await panel(page).getByRole('button', { name: 'History' }).click();
  await expect(panel(page).getByRole('region', { name: 'History' }).getByRole('listitem').first()).toBeVisible();
  expect(await overlaps()).toEqual([]);
  // What was under the open panel is still there to click.
  await page.getByRole('link', { name: 'Services', exact: true }).first().click();
  await expect(page).toHaveURL(/\/edit\/salon\/services$/);
});
