/**
 * A client of team mode changes a published post's web address: the new
 * name is checked as it is typed, saying which places that link to it will
 * follow and that the old address will lead to the new one; the change is one
 * commit in the person's words, and the post opens at its new address.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { git, person, teamTest } from './team-fixture';

const test = teamTest({ remote: false, editorOffset: 310, liveOffset: 315 });

const POSTS = 'studio/collections/posts';
const OLD = 'why-a-fast-site-wins-more-calls';

test("a saved post's web address is changed, with its links, its redirect and one commit", async ({
  browser,
  team,
}) => {
  test.setTimeout(180_000);
  const page = await person(browser, team, 'owner@example.com', 'studio');
  await page.goto(`/edit/studio/collections/posts/${OLD}`);
  const panel = page.getByRole('complementary', { name: 'Edit' });
  const change = panel.getByRole('button', { name: 'Change web address' });
  await expect(change).toBeVisible({ timeout: 60_000 });
  const title = JSON.parse(readFileSync(join(team.content, POSTS, `${OLD}.json`), 'utf8')).title as string;

  // Unsaved changes are saved first: the new address is a change of its own.
  const summary = panel.getByRole('textbox', { name: /^Summary/ });
  const summaryBefore = await summary.inputValue();
  await summary.fill(`${summaryBefore} Really.`);
  await change.click();
  const form = panel.getByRole('form', { name: 'Change web address' });
  await expect(form.getByRole('alert')).toContainText('Save your changes first');
  await expect(form.getByRole('button', { name: 'Change address' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await summary.fill(summaryBefore);
  await expect(page.getByRole('button', { name: /^Save \(\d+ unsaved\)$/ })).toHaveCount(0);

  // Checked as typed: a name taken by another post, then a free one with what follows it.
  await change.click();
  const name = form.getByRole('textbox', { name: 'End of its web address' });
  await name.fill('getting-found-in-your-town');
  await expect(form.getByRole('status')).toContainText('already has an entry named "getting-found-in-your-town"');
  await name.fill('speed-wins-calls');
  await expect(form.getByRole('status')).toContainText('The address /journal/speed-wins-calls is free.');
  await expect(form.getByRole('status')).toContainText('Links to it in Site settings will follow.');
  await expect(form.getByRole('status')).toContainText(`Its old address /journal/${OLD} will lead to the new one.`);
  await form.getByRole('button', { name: 'Change address' }).click();

  await expect(page).toHaveURL(/\/edit\/studio\/collections\/posts\/speed-wins-calls$/);
  await expect(panel.getByRole('status').filter({ hasText: 'Renamed' })).toHaveText(
    'Renamed: its web address is now /journal/speed-wins-calls.',
  );
  await expect(panel.getByRole('heading', { name: title })).toBeVisible();
  await expect(panel).toContainText('Its web address: /journal/speed-wins-calls.');

  // On disk: the file moved, the footer's link followed it, the old address redirects; one commit says so.
  expect(existsSync(join(team.content, POSTS, `${OLD}.json`))).toBe(false);
  expect(existsSync(join(team.content, POSTS, 'speed-wins-calls.json'))).toBe(true);
  expect(readFileSync(join(team.content, 'studio/site.json'), 'utf8')).toContain('/journal/speed-wins-calls"');
  expect(JSON.parse(readFileSync(join(team.content, 'studio/redirects.json'), 'utf8')).redirects).toContainEqual({
    from: `/journal/${OLD}`,
    to: '/journal/speed-wins-calls',
  });
  // Its first line tells the rename; the links and the redirect that came with it are listed under it.
  expect(git(team.content, 'log', '-1', '--format=%s').trim()).toMatch(
    new RegExp(`^Post "${title}": renamed from "${OLD}" to "speed-wins-calls" \\(and \\d+ more\\)$`),
  );
  expect(git(team.content, 'status', '--porcelain').trim()).toBe('');

  // The list shows it under its new name only.
  await page.getByRole('link', { name: /Back to/ }).click();
  await expect(page.getByRole('link', { name: title })).toHaveCount(1);
  await page.close();
});

test('a save refused for a problem it brings to another file says so until that problem is gone', async ({
  browser,
  team,
}) => {
  test.setTimeout(180_000);
  const page = await person(browser, team, 'writer@example.com', 'studio');
  // The site's footer links to this post: made a draft, that link would lead nowhere.
  await page.goto('/edit/studio/collections/posts/getting-found-in-your-town');
  const panel = page.getByRole('complementary', { name: 'Edit' });
  await expect(panel.getByRole('button', { name: 'Change web address' })).toBeVisible({ timeout: 60_000 });
  await panel.getByLabel('Draft').first().check();
  await page.getByRole('button', { name: /^Save \(\d+ unsaved\)$/ }).click();
  const said = page.getByRole('status').filter({ hasText: /^(Not saved|Every problem)/ });
  await expect(said).toHaveText(/^Not saved: fix this problem first\./);
  await expect(page.getByRole('region', { name: 'Problems' })).toContainText('Site settings');
  // Once the live check has caught up, the refusal still stands: the link is still there.
  await page.waitForTimeout(2000);
  await expect(said).toHaveText(/^Not saved: fix this problem first\./);
  await page.close();
});
