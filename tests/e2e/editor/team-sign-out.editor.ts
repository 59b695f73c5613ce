/**
 * Signing out from the editor's own page, whose answers send
 * Referrer-Policy: no-referrer (so Chromium posts its forms with
 * "Origin: null"), while a form on another site still cannot sign anyone out.
 */
import { createServer, type Server } from 'node:http';
import { expect, type Page } from '@playwright/test';
import { invite, signIn, teamTest } from './team-fixture';

const test = teamTest({ remote: false, editorOffset: 60, liveOffset: 84 });
test.describe.configure({ mode: 'serial' });

const ANA = { email: 'ana@example.com', password: 'ana sign-out password' };

const panel = (page: Page) => page.getByRole('complementary', { name: 'Team' });
const signedIn = async (page: Page) => (await page.request.get('/api/team/me')).status() === 200;

async function openPanelButton(page: Page, name: string) {
  const button = panel(page).getByRole('button', { name, exact: true });
  if (!(await button.isVisible())) await panel(page).locator('summary').first().click();
  return button;
}

test('an invited person signs up', async ({ page, team }) => {
  await page.goto(invite(team, ANA.email, 'salon'));
  await page.getByLabel('Name').fill('Ana');
  await page.getByLabel('Password').fill(ANA.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(panel(page)).toBeVisible({ timeout: 60_000 });
});

test('"Sign out" signs out, and shows the sign-in page', async ({ page }) => {
  await signIn(page, ANA.email, ANA.password);
  const posted = page.waitForRequest((request) => request.url().endsWith('/sign-out'));
  await (await openPanelButton(page, 'Sign out')).click();
  // The browser sent the form as a page with no referrer sends it.
  expect((await posted).headers().origin).toBe('null');
  await expect(page).toHaveURL(/\/sign-in\?out=here$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('You are signed out.');
  expect(await signedIn(page)).toBe(false);
});

test('"Sign out everywhere" ends the other devices too', async ({ page, browser, team }) => {
  const other = await browser.newPage({ baseURL: team.url });
  await signIn(other, ANA.email, ANA.password);
  await signIn(page, ANA.email, ANA.password);
  await (await openPanelButton(page, 'Sign out everywhere')).click();
  await expect(page).toHaveURL(/\/sign-in\?out=everywhere$/);
  await expect(page.getByRole('status')).toHaveText('You are signed out on every device.');
  expect(await signedIn(page)).toBe(false);
  expect(await signedIn(other)).toBe(false);
  await other.close();
});

test('a form on another site cannot sign a person out, and the refusal is a page, not JSON', async ({ page, team }) => {
  await signIn(page, ANA.email, ANA.password);
  // Another site, on another port: a page that posts to the editor's sign-out.
  const foreign: Server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html', 'Referrer-Policy': 'no-referrer' });
    res.end(
      `<!doctype html><form method="post" action="${team.url}/sign-out-everywhere"><button>Win a prize</button></form>`,
    );
  });
  await new Promise<void>((done) => foreign.listen(0, '127.0.0.1', done));
  try {
    const address = foreign.address() as { port: number };
    await page.goto(`http://127.0.0.1:${address.port}/`);
    await page.getByRole('button', { name: 'Win a prize' }).click();
    await page.waitForURL(`${team.url}/sign-out-everywhere`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.locator('body').innerText()).not.toMatch(/^\s*\{/);
    await page.goto(`${team.url}/`);
    expect(await signedIn(page)).toBe(true);
  } finally {
    await new Promise((done) => foreign.close(done));
  }
});
