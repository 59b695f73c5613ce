/**
 * The People screen of team mode, as an admin uses it: a password reset
 * address for a person who signs in in two steps, which asks for their app's
 * code as well; an account turned off, by keyboard, that then cannot sign in;
 * and the audit log that shows both.
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { invite, teamTest, type TeamServer } from './team-fixture';

const test = teamTest({ remote: false, editorOffset: 180, liveOffset: 185, twoStep: 'everyone' });
test.describe.configure({ mode: 'serial' });

const BOSS = { email: 'boss@example.com', password: 'seven quiet lanterns' };
const CLEO = { email: 'cleo@example.com', password: 'a salon on the corner', next: 'new scissors every spring' };

const panel = (page: Page) => page.getByRole('complementary', { name: 'Team' });
/** The app's code for `secret`, `steps` 30-second steps from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

/** Accepts an invitation and sets up the app, as the studio asks of everyone here; answers the secret and the recovery codes. */
async function join(browser: Browser, team: TeamServer, who: { email: string; password: string }, ...flags: string[]) {
  const page = await browser.newPage({ baseURL: team.url });
  await page.goto(invite(team, who.email, flags.includes('--admin') ? 'all' : 'salon', ...flags));
  await page.getByLabel('Name').fill(who.email.split('@')[0]);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  const address = await page.locator('code').last().innerText();
  const secret = new URL(address).searchParams.get('secret')!;
  await page.getByLabel('Code from the app').fill(codeOf(secret));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const codes = await page.getByRole('listitem').allInnerTexts();
  await page.getByRole('link', { name: 'I have kept them: continue' }).click();
  await expect(panel(page)).toBeVisible({ timeout: 60_000 });
  return { page, secret, codes };
}

async function openPeople(page: Page) {
  await panel(page).locator('summary').first().click();
  await panel(page).getByRole('button', { name: 'People', exact: true }).click();
  const people = page.getByRole('region', { name: 'People' });
  await expect(people.getByText(`<${CLEO.email}>`)).toBeVisible();
  return people;
}

test('an admin makes a reset address, the person sets a new password with the second step and signs in; an account turned off cannot sign in; the audit log shows it', async ({
  browser,
  team,
}) => {
  const boss = await join(browser, team, BOSS, '--admin');
  const cleo = await join(browser, team, CLEO);
  const people = await openPeople(boss.page);
  const entry = people.getByRole('listitem').filter({ hasText: `<${CLEO.email}>` });

  // Every action asks first; Cancel does nothing and gives the focus back.
  await entry.getByRole('button', { name: 'Remove' }).click();
  await expect(entry.getByRole('group', { name: 'Remove' })).toContainText(`Remove ${CLEO.email}?`);
  await entry.getByRole('button', { name: 'Cancel' }).click();
  await expect(entry.getByRole('button', { name: 'Remove' })).toBeFocused();
  await expect(people.getByText(`<${CLEO.email}>`)).toBeVisible();

  // A reset address for Cleo, asked about first.
  await entry.getByRole('button', { name: 'Reset password' }).click();
  await entry.getByRole('button', { name: 'Yes, make the address' }).click();
  // The address comes with what to do with it, in Cleo's row, which takes the focus; it can be copied.
  const resetBox = entry.getByRole('status').filter({ hasText: 'It works once, for 24 hours.' });
  await expect(resetBox).toBeFocused();
  await expect(resetBox.getByRole('button', { name: 'Copy address' })).toBeVisible();
  const address = await entry.getByLabel(`Password reset address for ${CLEO.email}`).inputValue();
  expect(address).toMatch(/\/reset\/[A-Za-z0-9_-]{40,}$/);

  // Cleo opens it on another device: the new password alone is not enough.
  const device = await browser.newPage({ baseURL: team.url });
  await device.goto(address);
  await expect(device.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await device.getByLabel('New password').fill(CLEO.next);
  await device.getByLabel('Code from your app').fill('000000');
  await device.getByRole('button', { name: 'Set the new password' }).click();
  await expect(device.getByRole('alert')).toContainText('That code does not match.');
  await device.getByLabel('New password').fill(CLEO.next);
  // The setup used this 30-second step's code: the next step's is the one still unused.
  await device.getByLabel('Code from your app').fill(codeOf(cleo.secret, 1));
  await device.getByRole('button', { name: 'Set the new password' }).click();
  await expect(device.getByRole('heading', { name: 'Your new password is set' })).toBeVisible();
  // Her session from before ended with the reset.
  expect((await cleo.page.request.get('/api/team/me')).status()).toBe(401);
  await device.goto(address);
  await expect(device.getByRole('heading', { name: 'This address cannot be used' })).toBeVisible();

  await device.goto('/sign-in');
  await device.getByLabel('Email').fill(CLEO.email);
  await device.getByLabel('Password').fill(CLEO.next);
  await device.getByRole('button', { name: 'Sign in' }).click();
  await device.getByLabel('Code').fill(cleo.codes[0]);
  await device.getByRole('button', { name: 'Continue' }).click();
  await expect(panel(device)).toBeVisible({ timeout: 60_000 });

  // The admin turns her account off, by keyboard: the question takes the focus, to be read first;
  // Escape cancels and gives the focus back; Tab reaches "Yes", and after it the focus is on what happened.
  await entry.getByRole('button', { name: 'Turn account off' }).focus();
  await boss.page.keyboard.press('Enter');
  await expect(entry.getByText(`${CLEO.email} is signed out now`)).toBeFocused();
  await boss.page.keyboard.press('Escape');
  await expect(entry.getByRole('button', { name: 'Turn account off' })).toBeFocused();
  await boss.page.keyboard.press('Enter');
  await expect(entry.getByText(`${CLEO.email} is signed out now`)).toBeFocused();
  await boss.page.keyboard.press('Tab');
  await expect(entry.getByRole('button', { name: 'Yes, turn it off' })).toBeFocused();
  await boss.page.keyboard.press('Enter');
  const said = people.getByRole('status').filter({ hasText: 'turned off' });
  await expect(said).toHaveText(`${CLEO.email}'s account is turned off.`);
  await expect(said).toBeFocused();
  await expect(entry).toContainText('account turned off');
  expect((await device.request.get('/api/team/me')).status()).toBe(401);

  await device.context().clearCookies();
  await device.goto('/sign-in');
  await device.getByLabel('Email').fill(CLEO.email);
  await device.getByLabel('Password').fill(CLEO.next);
  await device.getByRole('button', { name: 'Sign in' }).click();
  await expect(device.getByRole('alert')).toHaveText('This account is turned off. Ask the studio to turn it on again.');

  // At 375 px the panel is a bar at the top (a panel of its own). With a page open, the bar's
  // Publish column stays inside the bar: the editor below takes the whole width.
  await boss.page.setViewportSize({ width: 375, height: 800 });
  await boss.page.goto('/edit/salon/services');
  await expect(boss.page.getByRole('main', { name: 'Preview' })).toBeVisible();
  await expect(panel(boss.page).getByRole('button', { name: /^Publish/ })).toBeVisible();
  await expect(panel(boss.page).locator('summary')).toContainText('·');
  const widths = await boss.page.evaluate(() => ({
    shell: document.querySelector('.ed-shell')!.getBoundingClientRect().width,
    page: document.documentElement.clientWidth,
  }));
  expect(widths.shell, 'the editor beside the team bar').toBe(widths.page);

  // The audit log on People, newest first, in words.
  const onPhone = await openPeople(boss.page);
  await onPhone.getByRole('button', { name: 'Audit log' }).click();
  const log = boss.page.getByRole('region', { name: 'Audit log' }).getByRole('listitem');
  await expect(log.first()).toBeVisible();
  const lines = await log.allInnerTexts();
  const at = (words: string) => lines.findIndex((line) => line.includes(words));
  const made = at(`${BOSS.email} from 127.0.0.1: made a password reset address for ${CLEO.email}`);
  const used = at(`${CLEO.email} from 127.0.0.1: set a new password with a reset address`);
  const off = at(`${BOSS.email} from 127.0.0.1: turned off the account of ${CLEO.email}`);
  const refused = at(`${CLEO.email} from 127.0.0.1: gave the right password, but the account is turned off`);
  expect(
    [made, used, off, refused].every((index) => index >= 0),
    lines.slice(0, 12).join('\n'),
  ).toBe(true);
  expect(refused < off && off < used && used < made).toBe(true);
  // The log scrolls in a box of its own: the bar stays about a screen tall however long the log is.
  const box = await boss.page.getByRole('group', { name: 'Audit log entries' }).boundingBox();
  expect(box!.height).toBeLessThanOrEqual(800 / 2 + 20);
  // At 375 px nothing runs off the side.
  const overflow = await boss.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await boss.page.screenshot({ path: test.info().outputPath('people-375.png'), fullPage: true });
});
