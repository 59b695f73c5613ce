/**
 * A first-time owner in team mode, from an invitation address alone, on a
 * project with no git remote that publishes into a folder: what they meet
 * before any edit, on a phone, and after publishing. The tests run in order
 * on one server.
 */
import { expect, type Page } from '@playwright/test';
import { invite, seeLive, signIn, teamTest } from './team-fixture';

const OWNER = { email: 'owner@example.com', password: 'first light at the studio' };

const test = teamTest({ remote: false, editorOffset: 56, liveOffset: 80 });

test.describe.configure({ mode: 'serial' });

const panelOf = (page: Page) => page.getByRole('complementary', { name: 'Team' });

test('the editor is prepared as team mode starts, so the first person to sign in does not wait for it', async ({
  page,
  team,
}) => {
  // Nobody has visited yet: the server prepares the editor's page by itself.
  await expect
    .poll(team.output, { timeout: 120_000, message: 'team mode says when the editor is ready for its first visit' })
    .toContain("The editor's page is ready for the first visit");
  await page.goto(invite(team, OWNER.email, 'salon', '--publish'));
  await page.getByLabel('Name').fill('Olive Owner');
  await page.getByLabel('Password').fill(OWNER.password);
  const started = Date.now();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('region', { name: 'Urban Style Salon' }).getByRole('link').first()).toBeVisible({
    timeout: 60_000,
  });
  await expect(panelOf(page)).toContainText('Signed in as Olive Owner');
  // A figure for the record, never a pass mark.
  console.log(`First sign-in, from "Create account" to the site list: ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

test('before any edit the site is "Published"; a saved price makes one unpublished change', async ({ page }) => {
  await signIn(page, OWNER.email, OWNER.password);
  await page.goto('/edit/salon/services');
  const panel = panelOf(page);
  // The project's own first commit is what the studio handed over, not a change waiting.
  await expect(panel).toContainText('Published', { timeout: 30_000 });
  await expect(panel).not.toContainText('Unpublished');
  await expect(panel.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();

  await page.getByRole('button', { name: /Section \d+: Packages and prices/ }).click();
  const price = page.getByRole('textbox', { name: 'Price (required)' }).nth(1);
  await expect(price).toHaveValue('$135');
  await price.fill('$145');
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(panel).toContainText('Unpublished changes (1)');
  await expect(panel.getByRole('button', { name: 'Publish (1)' })).toBeVisible();
});

test('"View the live site" opens the page being edited, as published', async ({ page, team }) => {
  test.setTimeout(300_000);
  await signIn(page, OWNER.email, OWNER.password);
  await page.goto('/edit/salon/services');
  const panel = panelOf(page);
  await panel.getByRole('button', { name: 'Publish (1)' }).click();
  await panel
    .getByRole('dialog', { name: 'Publish these changes?' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  await expect(panel.getByRole('status')).toHaveText('Published 1 change.', { timeout: 240_000 });
  await expect(panel).toContainText('Published');
  const liveLink = panel.getByRole('link', { name: /^View the live site/ });
  await expect(liveLink).toHaveAttribute('href', `${team.liveUrl}/demo-salon/services`);
  await seeLive(page, liveLink, team, `${team.liveUrl}/demo-salon/services`, '$145');
  // Another page of the site: the link follows it.
  await page.goto('/edit/salon/about');
  await expect(liveLink).toHaveAttribute('href', `${team.liveUrl}/demo-salon/about`);
  await page.goto('/edit/salon/home');
  await expect(liveLink).toHaveAttribute('href', `${team.liveUrl}/demo-salon/`);
});

/**
 * Every control of the editing form drawn under the team panel, at each
 * scroll position from the top of the page to its end.
 */
function formUnderPanel(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const panel = document.querySelector('aside[aria-label="Team"]')!;
    const form = document.querySelector('aside[aria-label="Edit"]')!;
    const controls = [...form.querySelectorAll('input, textarea, select, button, label')];
    const covered = new Set<string>();
    for (let y = 0; ; y += Math.round(innerHeight * 0.5)) {
      scrollTo(0, y);
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
      const box = panel.getBoundingClientRect();
      for (const control of controls) {
        const r = control.getBoundingClientRect();
        if (r.width && r.bottom > 0 && r.top < innerHeight)
          if (r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom)
            covered.add((control.getAttribute('aria-label') ?? control.textContent ?? control.tagName).trim());
      }
      if (scrollY + innerHeight >= document.documentElement.scrollHeight - 1) return [...covered];
    }
  });
}

test('at 375 px the team panel covers none of the form, and is the first thing the keyboard reaches', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, OWNER.email, OWNER.password);
  await page.goto('/edit/salon/services');
  const panel = panelOf(page);
  await expect(panel).toContainText('Published', { timeout: 30_000 });
  await page.getByRole('button', { name: /Section \d+: Packages and prices/ }).click();
  await expect(page.getByRole('textbox', { name: 'Price (required)' }).first()).toBeVisible();
  // At no scroll position is any of the form under it, and the page fits the screen.
  expect(await formUnderPanel(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  // The keyboard meets it first (Publish, the live site, then its summary, which opens the rest), on a page
  // where nothing was opened before (a reload would bring back the open section and its focused field).
  await page.goto('/edit/salon/about');
  await expect(panel).toContainText('Published', { timeout: 30_000 });
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Publish', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: /^View the live site/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.locator('summary')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('button', { name: 'History' })).toBeVisible();
  // Open, it still covers none of the form.
  await page.getByRole('button', { name: /^Section 1: / }).click();
  expect(await formUnderPanel(page)).toEqual([]);
  await page.evaluate(() => scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath('team-panel-375.png') });
});
