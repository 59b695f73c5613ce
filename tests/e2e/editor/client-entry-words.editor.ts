/**
 * An entry as a client of team mode meets it: named by its own name in the
 * problem list and the save's message, never by its file; its file's path is
 * nowhere on the screen.
 */
import { expect } from '@playwright/test';
import { person, teamTest } from './team-fixture';

const test = teamTest({ remote: false, editorOffset: 270, liveOffset: 275 });

/** A content file's path or name, which only the studio reads. */
const FILE_WORDS = /demos\/|\.json|jasmine-reyes/;

test("a client reads an entry by its name, never its file, in its form, its problems and the save's message", async ({
  browser,
  team,
}) => {
  test.setTimeout(180_000);
  const page = await person(browser, team, 'owner@example.com', 'salon');
  await page.goto('/edit/salon/collections/stylists/jasmine-reyes');
  const panel = page.getByRole('complementary', { name: 'Edit' });
  const role = panel.getByRole('textbox', { name: /^Role/ });
  await expect(role).toBeVisible({ timeout: 60_000 });
  await expect(panel).not.toContainText(FILE_WORDS);

  await role.fill('');
  const problem = page.getByRole('region', { name: 'Problems' }).getByRole('link', { name: /^Jasmine Reyes › Role: / });
  await expect(problem).toBeVisible();
  await expect(page.getByRole('region', { name: 'Problems' })).not.toContainText(FILE_WORDS);

  await role.fill('Owner and Head Stylist');
  await page.getByRole('button', { name: /^Save \(\d+ unsaved\)$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText('Saved "Jasmine Reyes".');
  await page.close();
});
