/**
 * Review before publish as its users meet it, in team mode with real git and
 * a folder to publish into: a client who may not publish asks, the studio
 * looks at the before and after, sends it back with a comment the client
 * reads, the client fixes it and asks again, and the approval puts exactly
 * that live.
 */
import { expect, type Page } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { person, saveFromPage, teamTest } from './team-fixture';
import { expectColorAndCutMarked } from './review-marks';

const SERVICES = 'demos/salon/pages/services.json';

const test = teamTest({ remote: false, editorOffset: 120, liveOffset: 125 });
test.describe.configure({ mode: 'serial' });

/** Saves the price of the "Color & Cut" package as the editor's page saves it. */
async function savePrice(page: Page, price: string) {
  const site = (await (await page.request.get('/api/site?id=salon')).json()) as {
    pages: { file: string; text: string; version: string }[];
  };
  const doc = site.pages.find((p) => p.file === SERVICES)!;
  const data = JSON.parse(doc.text);
  for (const block of data.blocks)
    for (const tier of block.tiers ?? []) if (tier.name === 'Color & Cut') tier.price = price;
  expect(await saveFromPage(page, { file: SERVICES, version: doc.version, data })).toBe(200);
}

/** Every file under a folder whose text contains `text`. */
function filesContaining(dir: string, text: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesContaining(path, text);
    return name.endsWith('.html') && readFileSync(path, 'utf8').includes(text) ? [path] : [];
  });
}

async function askForReview(client: Page, note: string) {
  await client.goto('/edit/salon/services');
  const panel = client.getByRole('complementary', { name: 'Team' });
  await expect(panel.getByRole('button', { name: /^Publish/ })).toHaveCount(0);
  await panel.getByRole('button', { name: /^Ask for review/ }).click();
  await panel.getByLabel('Note for the reviewer (optional)').fill(note);
  await panel.getByRole('button', { name: 'Send request' }).click();
  await expect(panel.getByRole('status')).toHaveText(/^Review asked for 1 change\./);
  await expect(panel.getByText('Waiting for review.')).toBeVisible();
}

async function openReview(studio: Page) {
  await studio.goto('/edit/salon/home');
  await studio
    .getByRole('complementary', { name: 'Team' })
    .getByRole('link', { name: '1 change waiting for review' })
    .click();
  await expect(studio).toHaveURL(/\/review\/salon\/[0-9a-f]{16}$/);
  await expect(studio.getByRole('heading', { level: 1 })).toHaveText('Review of client’s changes');
}

test('a client asks, the studio sends it back, the client asks again, the studio approves and it is live', async ({
  browser,
  team,
}) => {
  test.setTimeout(360_000);
  const studio = await person(browser, team, 'studio@example.com', 'all', '--admin');
  const client = await person(browser, team, 'client@example.com', 'salon');

  await client.goto('/edit/salon/services');
  await savePrice(client, '$145');
  await askForReview(client, 'New spring prices, please check the wording');

  await openReview(studio);
  await expect(studio.getByText('New spring prices, please check the wording')).toBeVisible();
  await expect(
    studio
      .getByRole('listitem')
      .filter({ hasText: /^Salon › Services › Salon packages: price of the "Color & Cut" package \$135 → \$145$/ }),
  ).toBeVisible();
  await expectColorAndCutMarked(studio);

  // The comment names the change it is about, from the list of changed fields.
  await studio
    .getByLabel('The comment is about')
    .selectOption({ label: 'Salon › Services › Salon packages: price of the "Color & Cut" package $135 → $145' });
  await studio.getByLabel('Comment for client').fill('Make it $140, as on the flyer.');
  await studio.getByRole('button', { name: 'Send back' }).click();
  await expect(studio.getByRole('status')).toHaveText(
    'Sent back. The author sees your comment in the editor, beside the field it is about.',
  );

  await client.reload();
  const panel = client.getByRole('complementary', { name: 'Team' });
  const said = 'Sent back by studio@example.com: “Make it $140, as on the flyer.”';
  await expect(panel.getByText(said)).toBeVisible();
  await expect(
    panel.getByText(/About: Salon › Services › Salon packages: price of the "Color & Cut" package/),
  ).toBeVisible();
  // Beside the field it names: the price of "Color & Cut", which takes the focus and is described by the comment.
  await panel.getByRole('link', { name: 'Show the field' }).click();
  const price = client.getByRole('complementary', { name: 'Edit' }).locator(':focus');
  await expect(price).toHaveValue('$145');
  const note = client.locator(`[id="${await price.getAttribute('id')}__review"]`);
  await expect(note).toHaveText(said);
  await expect(note).toBeVisible();
  await expect(price).toHaveAttribute('aria-describedby', new RegExp(`${await note.getAttribute('id')}`));
  const [noteBox, priceBox] = [await note.boundingBox(), await price.boundingBox()];
  expect(noteBox!.y - (priceBox!.y + priceBox!.height)).toBeLessThan(40);
  // History tells the review's steps beside the saves.
  // On its words: the sent-back note stands to the right of the line.
  await panel.locator('summary').click({ position: { x: 12, y: 8 } });
  await panel.getByRole('button', { name: 'History' }).click();
  await expect(
    panel.getByRole('region', { name: 'History' }).getByText('Sent back for changes: "Make it $140, as on the flyer."'),
  ).toBeVisible();
  await savePrice(client, '$140');
  await client.reload();
  await panel.getByRole('button', { name: 'Ask for review again' }).click();
  await panel.getByLabel('Note for the reviewer (optional)').fill('Fixed');
  await panel.getByRole('button', { name: 'Send request' }).click();
  await expect(panel.getByText('Waiting for review.')).toBeVisible();

  await openReview(studio);
  await expect(
    studio
      .getByRole('listitem')
      .filter({ hasText: /^Salon › Services › .*price of the "Color & Cut" package \$135 → \$140$/ }),
  ).toBeVisible();
  await studio.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(studio.getByRole('status')).toHaveText('Approved and published. The changes are live.', {
    timeout: 240_000,
  });
  expect(filesContaining(join(team.publishDir, 'demo-salon'), '$140').length).toBeGreaterThan(0);
  expect(filesContaining(join(team.publishDir, 'demo-salon'), '$145')).toEqual([]);
  await Promise.all([studio.close(), client.close()]);
});

test('the studio lets a client publish and be told of it, then looks at what went live', async ({ browser, team }) => {
  test.setTimeout(360_000);
  const studio = await person(browser, team, 'owner@example.com', 'all', '--admin');
  const client = await person(browser, team, 'teller@example.com', 'salon,hvac');
  await studio.getByRole('complementary', { name: 'Team' }).locator('summary').click();
  await studio.getByRole('button', { name: 'People' }).click();
  const people = studio.getByRole('region', { name: 'People' });
  // One choice per site the person edits, in a group named for them.
  await people
    .getByRole('group', { name: 'Publishing of teller@example.com' })
    .getByLabel('on salon')
    .selectOption({ label: 'May publish; the studio is told' });
  await expect(people.getByRole('status')).toHaveText('teller@example.com on salon: may publish; the studio is told.');
  // Her other site keeps its own choice.
  const choices = people.getByRole('group', { name: 'Publishing of teller@example.com' });
  await expect(choices.getByLabel('on salon')).toHaveValue('tell');
  await expect(choices.getByLabel('on hvac')).toHaveValue('ask');

  await client.goto('/edit/salon/services');
  await savePrice(client, '$150');
  await client.reload();
  const panel = client.getByRole('complementary', { name: 'Team' });
  await panel.getByRole('button', { name: /^Publish/ }).click();
  await panel
    .getByRole('dialog', { name: 'Publish these changes?' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  await expect(panel.locator('[aria-live="polite"]').filter({ hasText: /^Published$/ })).toBeVisible({
    timeout: 240_000,
  });
  expect(filesContaining(join(team.publishDir, 'demo-salon'), '$150').length).toBeGreaterThan(0);

  await studio.goto('/edit/salon/home');
  await studio.getByRole('complementary', { name: 'Team' }).getByRole('link', { name: '1 publish to look at' }).click();
  await expect(studio.getByRole('heading', { level: 1 })).toHaveText('Published teller’s changes');
  await expect(studio.getByText(/price of the "Color & Cut" package \$140 → \$150/).first()).toBeVisible();
  await expect(studio.getByRole('button', { name: 'Approve and publish' })).toHaveCount(0);
  await studio.getByRole('button', { name: 'Mark as looked at' }).click();
  await expect(studio.getByRole('status')).toHaveText('Marked as looked at.');
  await studio.goto('/edit/salon/home');
  await expect(studio.getByRole('complementary', { name: 'Team' })).toBeVisible();
  await expect(studio.getByRole('link', { name: /publish to look at/ })).toHaveCount(0);
  await Promise.all([studio.close(), client.close()]);
});
