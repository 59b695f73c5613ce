/**
 * Team mode as its users meet it: `npm run edit -- --team` on a copy of the
 * content in git, with a bare repository on disk as the remote and a folder to
 * publish into. The tests run in order on one server and share its people.
 */
import { expect, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { git, invite, person, seeLive, signIn, teamTest } from './team-fixture';

const SERVICES = 'demos/salon/pages/services.json';

const test = teamTest({
  remote: true,
  editorOffset: 40,
  liveOffset: 70,
  // Everything logged: no password, token or cookie.
  afterStop: (output) => {
    for (const secret of ['harbour lights 1', 'editor_session=']) expect(output).not.toContain(secret);
  },
});

test.describe.configure({ mode: 'serial' });

/** A write through the editor's API, as its own page makes it. */
async function post(page: Page, path: string, body: unknown) {
  return page.evaluate(
    async ([path, body]) => {
      const token = document.querySelector('meta[name="editor-token"]')?.getAttribute('content') ?? '';
      const answer = await fetch(path as string, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Editor-Token': token },
        body: JSON.stringify(body),
      });
      return { status: answer.status, body: await answer.json() };
    },
    [path, body] as const,
  );
}

/** Saves a page changed by `change`, as the editor's page saves it. */
async function edit(page: Page, file: string, change: (data: { blocks: Record<string, unknown>[] }) => void) {
  const site = (await (await page.request.get(`/api/site?id=${file.split('/')[1]}`)).json()) as {
    pages: { file: string; text: string; version: string }[];
  };
  const doc = site.pages.find((p) => p.file === file)!;
  const data = JSON.parse(doc.text);
  change(data);
  return post(page, '/api/save', { docs: [{ file, version: doc.version, data }] });
}

/**
 * The page's text drawn under the preview band, from the top of the page to
 * its end: at the top, any text; once scrolled, text below the site's pinned
 * header (what has scrolled up behind the header is out of view anyway).
 */
function textUnderBand(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const band = [...document.querySelectorAll('[role="note"]')].find(
      (n) => n.textContent === 'Preview · not published',
    )!;
    const header = document.querySelector('header');
    const under: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.textContent?.trim() && !band.contains(node)) texts.push(node as Text);
    const range = document.createRange();
    for (let y = 0; ; y += Math.round(innerHeight * 0.6)) {
      scrollTo(0, y);
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
      const box = band.getBoundingClientRect();
      const reading = scrollY === 0 ? -Infinity : (header?.getBoundingClientRect().bottom ?? 0);
      for (const text of texts) {
        range.selectNodeContents(text);
        for (const r of range.getClientRects())
          if (
            r.width &&
            r.top >= reading &&
            r.left < box.right &&
            box.left < r.right &&
            r.top < box.bottom &&
            box.top < r.bottom
          )
            under.push(`${text.textContent!.trim().slice(0, 40)} (scrolled ${scrollY} px)`);
      }
      if (scrollY + innerHeight >= document.documentElement.scrollHeight - 1) return under;
    }
  });
}

const setPrice = (page: Page, price: string) =>
  edit(page, SERVICES, (data) => {
    for (const block of data.blocks)
      for (const tier of (block.tiers as { name: string; price: string }[] | undefined) ?? [])
        if (tier.name === 'Color & Cut') tier.price = price;
  });

test('an invited person sets a name and password, is signed in and sees only their site', async ({ page, team }) => {
  await page.goto(invite(team, 'salon@example.com', 'salon', '--publish'));
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Name').fill('Sam Salon');
  await page.getByLabel('Password').fill('harbour lights 1');
  await page.getByRole('button', { name: 'Create account' }).click();
  // The first visit waits for the editor's scripts to be prepared.
  await expect(page.getByRole('complementary', { name: 'Team' })).toContainText('Signed in as Sam Salon', {
    timeout: 60_000,
  });
  // The start screen lists the salon's pages by their menu names, under the site's name.
  await expect(
    page.getByRole('region', { name: 'Urban Style Salon' }).getByRole('link', { name: 'Services' }),
  ).toBeVisible();
  await expect(page.getByText('Saved changes reach visitors when the site is published.')).toBeVisible();
  await expect(page.getByText(/HVAC|Heating/i)).toHaveCount(0);
});

test('a salon-only person cannot see or change the HVAC site, in the editor or through the API', async ({
  browser,
  team,
}) => {
  const page = await person(browser, team, 'only-salon@example.com', 'salon');
  await page.goto('/edit/hvac/home');
  await expect(page.getByText('You do not have access to that site.').first()).toBeVisible();
  expect((await page.request.get('/api/site?id=hvac')).status()).toBe(403);
  expect((await page.request.get('/media/hvac/hero.svg')).status()).toBe(403);
  const before = readFileSync(join(team.content, 'demos/hvac/site.json'), 'utf8');
  const save = await post(page, '/api/save', {
    docs: [{ file: 'demos/hvac/site.json', version: 'x', data: { name: 'Taken' } }],
    force: true,
  });
  expect(save.status).toBe(403);
  expect((await post(page, '/api/publish', { site: 'hvac' })).status).toBe(403);
  expect(readFileSync(join(team.content, 'demos/hvac/site.json'), 'utf8')).toBe(before);
  await page.close();
});

test('a price change is one commit by that person, shown in History, and the page can go back to a version', async ({
  page,
  team,
}) => {
  await signIn(page, 'only-salon@example.com', '22 lanterns at sea');
  await page.goto('/edit/salon/services');
  expect((await setPrice(page, '$145')).status).toBe(200);
  expect(git(team.content, 'log', '-1', '--format=%an <%ae>|%s').trim()).toBe(
    'only-salon <only-salon@example.com>|Salon › Services › Salon packages: price of the "Color & Cut" package $135 → $145',
  );
  const panel = page.getByRole('complementary', { name: 'Team' });
  await panel.getByText('Signed in as').click();
  await panel.getByRole('button', { name: 'History' }).click();
  await expect(
    panel.getByText('Salon › Services › Salon packages: price of the "Color & Cut" package $135 → $145'),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Show changes' }).first().click();
  await expect(panel.getByText(/Salon packages › Color & Cut › price: before \$135, after \$145/)).toBeVisible();
  // The button says what goes back; the confirmation names the change, who made it and when, and can be called off.
  const commits = () => Number(git(team.content, 'rev-list', '--count', 'HEAD').trim());
  const before = commits();
  const restore = panel.getByRole('button', { name: 'Go back to this version of Salon › Services…' });
  await restore.click();
  const confirm = page.getByRole('dialog', { name: 'Go back to this version?' });
  await expect(confirm).toContainText(
    'Salon › Services › Salon packages: price of the "Color & Cut" package $135 → $145',
  );
  await expect(confirm).toContainText(/by only-salon, \S/);
  await expect(confirm).toContainText("the site's other pages and settings stay as they are");
  await expect(confirm).toContainText('saved as a new change');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(commits()).toBe(before);
  await restore.click();
  await confirm.getByRole('button', { name: 'Go back to this version', exact: true }).click();
  // That version is the one on disk, so nothing changes, and the person is told so.
  await expect(panel.getByRole('status')).toContainText('Salon › Services is already like that; nothing changed');
  expect(commits()).toBe(before);
  // The version before it, the project's first commit by a developer, brings $135 back as a new commit.
  await panel.getByRole('button', { name: 'Show changes' }).last().click();
  await expect(panel.getByText(/Salon packages › Color & Cut › price: before/)).toBeHidden();
  await restore.click();
  // A developer has no editor account: their commit is the studio's, told in words, not by its subject "Start".
  await expect(confirm).toContainText(/(Salon › .+: new (page|picture)|New \w+ ".+") \(and \d+ more\)/);
  await expect(confirm).toContainText(/by The studio, \S/);
  await expect(confirm).not.toContainText(/Start|Dev/);
  await confirm.getByRole('button', { name: 'Go back to this version', exact: true }).click();
  await expect(panel.getByRole('status')).toContainText('Salon › Services is back to how it was on');
  await expect(panel.getByRole('status')).toContainText('saved as a new change');
  expect(commits()).toBe(before + 1);
  expect(git(team.content, 'log', '-1', '--format=%an', '--', SERVICES).trim()).toBe('only-salon');
  expect(readFileSync(join(team.content, SERVICES), 'utf8')).toContain('"price": "$135"');
  expect(git(team.content, 'log', '-1', '--format=%s').trim()).toMatch(/^Restored Salon › Services to the version of /);
  expect(Number(git(team.content, 'rev-list', '--count', 'HEAD').trim())).toBeGreaterThanOrEqual(3);
});

test('two people on two pages at once: both saves land as their own commits', async ({ browser, team }) => {
  const [a, b] = await Promise.all([
    person(browser, team, 'ana@example.com', 'salon'),
    person(browser, team, 'bo@example.com', 'salon'),
  ]);
  const [one, two] = await Promise.all([
    setPrice(a, '$150'),
    edit(b, 'demos/salon/pages/home.json', (data) => {
      data.blocks[0].heading = `${String(data.blocks[0].heading)} today`;
    }),
  ]);
  expect([one.status, two.status]).toEqual([200, 200]);
  expect(git(team.content, 'log', '-2', '--format=%ae %s').trim().split('\n').sort()).toEqual([
    'ana@example.com Salon › Services › Salon packages: price of the "Color & Cut" package $135 → $150',
    expect.stringMatching(/^bo@example\.com Salon › Home › .*: heading .* → .* today$/),
  ]);
  expect(readFileSync(join(team.content, SERVICES), 'utf8')).toContain('"$150"');
  expect(git(team.content, 'status', '--porcelain', '--', 'demos/salon')).toBe('');
});

test('a preview link works signed out and stops after revoke', async ({ page, browser }) => {
  // The first view builds the saved content.
  test.setTimeout(240_000);
  await signIn(page, 'only-salon@example.com', '22 lanterns at sea');
  await page.goto('/edit/salon/pages/home');
  const team = page.getByRole('complementary', { name: 'Team' });
  await team.locator('summary').click();
  await team.getByRole('button', { name: 'Share preview' }).click();
  const url = await team.getByLabel('Preview address').inputValue();
  const stranger = await browser.newPage();
  await stranger.goto(url);
  await stranger.goto(new URL('/demo-salon/services', url).href);
  // Until the saved content is built, the page says so and looks again by itself.
  await expect(stranger.getByText('Preview · not published')).toBeVisible({ timeout: 120_000 });
  await expect(stranger.getByText('$150').first()).toBeVisible();
  // The band takes a strip of its own: at the top and at every scroll position, no text of the page is under it.
  for (const width of [1280, 375]) {
    await stranger.setViewportSize({ width, height: 800 });
    for (const address of ['/demo-salon/', '/demo-salon/services']) {
      await stranger.goto(new URL(address, url).href);
      const band = stranger.getByRole('note').filter({ hasText: 'Preview · not published' });
      // A page asked while a build of newer saved content runs says so and looks again by itself.
      await expect(band).toBeInViewport({ timeout: 120_000 });
      expect(await textUnderBand(stranger), `text under the preview band at ${width} px on ${address}`).toEqual([]);
    }
  }
  await team.getByRole('button', { name: /^Revoke the preview link made by only-salon@example\.com/ }).click();
  await expect(team.getByRole('status')).toContainText('no longer opens');
  await expect(team.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);
  const after = await stranger.goto(new URL('/demo-salon/services', url).href);
  expect(after!.status()).toBe(401);
  await stranger.close();
});

test('an admin gives a person another site on the People screen, and takes it back', async ({ browser, team }) => {
  const admin = await person(browser, team, 'boss@example.com', 'all', '--admin');
  const helper = await person(browser, team, 'helper@example.com', 'salon');
  await admin.getByRole('complementary', { name: 'Team' }).locator('summary').click();
  await admin.getByRole('button', { name: 'People' }).click();
  const people = admin.getByRole('region', { name: 'People' });
  const sites = people.getByLabel('Sites of helper@example.com');
  await sites.fill('salon, nosuchsite');
  await sites.press('Enter');
  await expect(people.getByRole('status')).toContainText('There is no site called "nosuchsite"');
  expect((await helper.request.get('/api/site?id=hvac')).status()).toBe(403);
  await sites.fill('salon,hvac');
  await sites.press('Enter');
  await expect(people.getByRole('status')).toContainText('helper@example.com now edits salon,hvac.');
  expect((await helper.request.get('/api/site?id=hvac')).status()).toBe(200);
  await sites.fill('salon');
  await sites.press('Enter');
  await expect(people.getByRole('status')).toContainText('now edits salon.');
  expect((await helper.request.get('/api/site?id=hvac')).status()).toBe(403);
  await Promise.all([admin.close(), helper.close()]);
});

test('publish: the folder served shows the new price, the remote has the commit, a rejected push is rebased', async ({
  page,
  team,
}) => {
  test.setTimeout(300_000);
  // A developer pushes a change to another site first, so the editor's push is refused, fetched and rebased.
  const other = join(team.remote!, '..', 'other');
  git(join(team.remote!, '..'), 'clone', '--quiet', team.remote!, other);
  const hvac = join(other, 'site-content/demos/hvac/site.json');
  writeFileSync(hvac, readFileSync(hvac, 'utf8').replace(/"tagline": "[^"]*"/, '"tagline": "Pushed by a developer"'));
  git(other, 'commit', '--quiet', '-am', 'HVAC tagline from a developer');
  git(other, 'push', '--quiet', 'origin', 'main');

  await signIn(page, 'salon@example.com', 'harbour lights 1');
  await page.goto('/edit/salon/services');
  const panel = page.getByRole('complementary', { name: 'Team' });
  const liveLink = panel.getByRole('link', { name: /^View the live site/ });
  // Never published from here yet: no link to a live site.
  await expect(panel.getByRole('button', { name: /^Publish/ })).toBeVisible();
  await expect(liveLink).toHaveCount(0);
  // Publish is in sight without opening the panel, with the number of changes waiting.
  await panel.getByRole('button', { name: /^Publish \(\d+\)$/ }).click();
  // Before anything goes out, the changes that go are listed, in History's words, with Publish and Cancel.
  const asked = panel.getByRole('dialog', { name: 'Publish these changes?' });
  await expect(asked.getByRole('list', { name: 'Changes that go live' }).getByRole('listitem').first()).toBeVisible();
  await asked.getByRole('button', { name: 'Publish', exact: true }).click();
  // While it works, the seconds count up, so a long first publish does not look stuck.
  await expect(panel.getByRole('status')).toHaveText(/^Publishing… \d+ s\. This takes a little while\.$/);
  await expect(panel.getByRole('status')).toHaveText(/^Published \d+ changes?\.$/, { timeout: 240_000 });
  await expect(panel.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
  await expect(panel).toContainText('Published');
  // The page being edited, at the published demo's address on the web server that serves PUBLISH_DIR, in a tab of
  // its own; still there after a reload.
  await expect(liveLink).toHaveAttribute('href', `${team.liveUrl}/demo-salon/services`);
  await expect(liveLink).toHaveAttribute('target', '_blank');
  await page.reload();
  await expect(liveLink).toBeVisible({ timeout: 30_000 });
  await seeLive(page, liveLink, team, `${team.liveUrl}/demo-salon/services`, '$150');
  expect(git(team.remote!, 'log', '--format=%s', 'main')).toContain('HVAC tagline from a developer');
  expect(git(team.remote!, 'show', `main:site-content/${SERVICES}`)).toContain('"$150"');
});

test('six wrong passwords: the sixth try gets 429 and a plain message', async ({ page }) => {
  const statuses: number[] = [];
  page.on(
    'response',
    (response) =>
      response.url().endsWith('/sign-in') && response.request().method() === 'POST' && statuses.push(response.status()),
  );
  for (let i = 0; i < 6; i++) {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill('salon@example.com');
    await page.getByLabel('Password').fill(`not it ${i} at all`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
  }
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  await expect(page.getByRole('alert')).toHaveText('Too many failed sign-ins. Try again in 15 minutes.');
});
