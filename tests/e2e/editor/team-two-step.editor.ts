/**
 * Two-step sign-in in a browser, with the rule a studio starts with: an
 * invited admin sets up the app before the first session, signs in again with
 * a recovery code, and changes the password on "Your account".
 */
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { invite, teamTest } from './team-fixture';

const test = teamTest({ remote: false, editorOffset: 110, liveOffset: 115, twoStep: 'admins' });
test.describe.configure({ mode: 'serial' });

const BOSS = { email: 'boss@example.com', password: 'seven quiet lanterns', next: 'eight loud drums here' };
let recovery: string[] = [];

const panel = (page: Page) => page.getByRole('complementary', { name: 'Team' });

test('an invited admin sets up the app before the editor opens, and is shown ten recovery codes', async ({
  page,
  team,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(invite(team, BOSS.email, 'all', '--admin'));
  await page.getByLabel('Name').fill('Bo Studio');
  await page.getByLabel('Password').fill(BOSS.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const address = await page.locator('code').last().innerText();
  expect(address).toMatch(/^otpauth:\/\/totp\//);
  expect((await page.request.get('/api/team/me')).status()).toBe(401);
  await page.screenshot({ path: test.info().outputPath('setup-375.png'), fullPage: true });
  const secret = new URL(address).searchParams.get('secret')!;
  await page.getByLabel('Code from the app').fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in is on' })).toBeVisible();
  recovery = await page.getByRole('listitem').allInnerTexts();
  expect(recovery).toHaveLength(10);
  await page.screenshot({ path: test.info().outputPath('codes-375.png'), fullPage: true });
  await page.getByRole('link', { name: 'I have kept them: continue' }).click();
  await expect(panel(page)).toBeVisible({ timeout: 60_000 });
});

test('signing in asks for a code after the password; a recovery code works once', async ({ page }) => {
  const passwordStep = async () => {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(BOSS.email);
    await page.getByLabel('Password').fill(BOSS.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    expect((await page.request.get('/api/team/me')).status()).toBe(401);
  };
  await passwordStep();
  await page.getByLabel('Code').fill(recovery[0]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(panel(page)).toBeVisible({ timeout: 60_000 });
  await page.context().clearCookies({ name: 'editor_session' });
  await passwordStep();
  await page.getByLabel('Code').fill(recovery[0]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('That code does not match.');
  await page.getByLabel('Code').fill(recovery[1]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(panel(page)).toBeVisible({ timeout: 60_000 });
});

test('"Your account" shows the codes left and changes the password', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(BOSS.email);
  await page.getByLabel('Password').fill(BOSS.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Code').fill(recovery[2]);
  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = panel(page).locator('summary').first();
  await summary.click();
  await panel(page).getByRole('link', { name: 'Your account' }).click();
  await expect(page.getByText('Two-step sign-in is on. You have 7 recovery codes left.')).toBeVisible();
  await page.getByLabel('Current password').fill(BOSS.password);
  await page.getByLabel('New password').fill('password12');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toContainText('most common');
  await page.getByLabel('Current password').fill(BOSS.password);
  await page.getByLabel('New password').fill(BOSS.next);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password is changed');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: test.info().outputPath('account-375.png'), fullPage: true });
});
