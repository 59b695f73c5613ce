/**
 * A colour as a client of team mode changes it: typed by its name or code and
 * read back in words, never as the theme's stored "H S% L%", and with no note
 * saying it is saved before Save.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { person, teamTest } from './team-fixture';

const test = teamTest({ remote: false, editorOffset: 240, liveOffset: 245 });

/** The theme's stored form of a colour, which only the studio reads. */
const CODE = /\d{1,3} \d{1,3}% \d{1,3}%/;

test('a client types a colour by code or name and reads it in words; the file gets the theme’s form on Save', async ({
  browser,
  team,
}) => {
  test.setTimeout(180_000);
  const page = await person(browser, team, 'owner@example.com', 'salon');
  await page.goto('/edit/salon/home');
  await page.getByRole('button', { name: /^Site settings/ }).click();
  const form = page.getByRole('region', { name: 'Site settings' });
  const box = form.getByRole('textbox', { name: /^Brand colour( \(required\))?$/ });
  await expect(box).toBeVisible({ timeout: 60_000 });
  const values = () =>
    form.locator('input:visible, textarea:visible').evaluateAll((all) => all.map((f) => (f as HTMLInputElement).value));
  // Every colour of the form reads in words from the start.
  expect((await values()).filter((value) => CODE.test(value))).toEqual([]);

  await box.fill('#1A7F7A');
  await box.press('Tab');
  await expect(box).toHaveValue('close to teal');
  const note = page.locator(`#${await box.getAttribute('id')}__note`);
  await expect(note).toHaveText('Understood as a colour close to teal.');
  // Nothing is saved yet, and nothing says it is; the code it is stored as is nowhere on the form.
  await expect(form).not.toContainText(/saved as/i);
  await expect(form).not.toContainText(CODE);
  expect((await values()).filter((value) => CODE.test(value))).toEqual([]);

  await box.fill('teal');
  await box.press('Tab');
  await expect(box).toHaveValue('teal');
  await expect(note).toHaveText('Understood as teal.');
  await expect(form).not.toContainText(CODE);

  await page.getByRole('button', { name: /^Save \(\d+ unsaved\)$/ }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  const site = JSON.parse(readFileSync(join(team.content, 'demos/salon/site.json'), 'utf8'));
  expect(site.theme.colors.primary).toBe('180 100% 25%');

  // A suggested colour is one click.
  await form
    .getByRole('group', { name: /^Brand colour: suggested colours/ })
    .getByRole('button', { name: 'navy' })
    .click();
  await expect(box).toHaveValue('navy');
  await page.close();
});
