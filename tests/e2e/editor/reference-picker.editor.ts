import AxeBuilder from '@axe-core/playwright';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { changedLines, expect, test } from './editor-fixture';

interface NamedEntry {
  slug: string;
  name: string;
}

/** A listing that names its agent, and another person of the agent's collection: found by reading the worker's content. */
function findAgentChange(contentDir: string) {
  const json = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
  for (const group of ['demos', '']) {
    for (const id of readdirSync(join(contentDir, group))) {
      const folder = group ? `${group}/${id}` : id;
      let collections: Record<string, { type: string; path?: string; title: string }>;
      try {
        collections = json(join(contentDir, folder, 'site.json')).collections ?? {};
      } catch {
        continue;
      }
      const entriesOf = (name: string) =>
        readdirSync(join(contentDir, folder, 'collections', name))
          .filter((file) => file.endsWith('.json'))
          .map((file) => ({
            slug: file.replace(/\.json$/, ''),
            data: json(join(contentDir, folder, 'collections', name, file)),
          }));
      for (const [name, setting] of Object.entries(collections)) {
        if (setting.type !== 'listing' || !setting.path) continue;
        const listing = entriesOf(name).find((entry) => typeof entry.data.agent === 'string');
        if (!listing) continue;
        const [people, slug] = (listing.data.agent as string).split('/');
        const other = entriesOf(people).find((person) => person.slug !== slug);
        if (!other) continue;
        const named = (entry: { slug: string; data: { name: string } }): NamedEntry => ({
          slug: entry.slug,
          name: entry.data.name,
        });
        return {
          folder,
          id,
          collection: name,
          collectionTitle: setting.title,
          listing: { slug: listing.slug, title: listing.data.title as string },
          file: `${folder}/collections/${name}/${listing.slug}.json`,
          people,
          agent: named(entriesOf(people).find((person) => person.slug === slug)!),
          other: named(other),
        };
      }
    }
  }
  throw new Error('No site of the content has a listing whose agent has a colleague.');
}

let folder = '';
test.afterEach(({ editor }) => folder && editor.resetSite(folder));

async function openListing(page: Page, found: ReturnType<typeof findAgentChange>) {
  await page.goto(`/edit/${found.id}/collections/${found.collection}/${found.listing.slug}`);
  await expect(page.getByRole('heading', { level: 2, name: found.listing.title })).toBeVisible({ timeout: 30_000 });
}

test("a listing's agent is changed with the keyboard alone, by searching the agents by name, and saved as one line", async ({
  page,
  editor,
}) => {
  const found = findAgentChange(editor.contentDir);
  folder = found.folder;
  const before = editor.read(found.file);
  await openListing(page, found);

  // The field shows the agent by name, never as a slug.
  const picker = page.getByRole('button', { name: new RegExp(`^Agent: ${found.agent.name}\\. Change$`) });
  await expect(picker).toBeVisible();
  await expect(picker.locator('img')).toHaveAttribute('src', /\/media\//);
  await picker.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Choose: Agent' });
  const search = dialog.getByRole('combobox', { name: 'Search by name' });
  await expect(search).toBeFocused();
  const options = dialog.getByRole('option');
  const all = await options.count();
  expect(all).toBeGreaterThan(1);

  // Typing part of the other agent's name narrows the list to the entries that match.
  const word = found.other.name.split(' ').pop()!.toUpperCase();
  await page.keyboard.type(word);
  await expect(options.first()).toContainText(found.other.name);
  expect(await options.count()).toBeLessThan(all);
  await expect(search).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  const changed = page.getByRole('button', { name: new RegExp(`^Agent: ${found.other.name}\\. Change$`) });
  await expect(changed).toBeFocused();
  await page.getByRole('button', { name: /^Save \(1 unsaved\)$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText('Saved');

  const line = before.split('\n').find((text) => text.includes(`"agent": "${found.people}/${found.agent.slug}"`))!;
  expect(changedLines(before, editor.read(found.file))).toEqual([
    line.replace(`/${found.agent.slug}"`, `/${found.other.slug}"`),
  ]);
});

test('a reference that leads nowhere is said in words, and another entry is chosen from the list', async ({
  page,
  editor,
}) => {
  const found = findAgentChange(editor.contentDir);
  folder = found.folder;
  const path = join(editor.contentDir, found.file);
  const { writeFileSync } = await import('node:fs');
  writeFileSync(path, editor.read(found.file).replace(`/${found.agent.slug}"`, '/nobody-here"'));
  await openListing(page, found);

  await expect(
    page.getByText(`This names "${found.people}/nobody-here", but the site has no such entry`),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Agent: ".*", which leads to no entry\. Change$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose: Agent' });
  await dialog.getByRole('option', { name: new RegExp(found.other.name) }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^Agent: ${found.other.name}\\. Change$`) })).toBeVisible();
  await expect(page.getByText('but the site has no such entry')).toBeHidden();
});

test('a person added and not saved yet can already be chosen', async ({ page, editor }) => {
  const found = findAgentChange(editor.contentDir);
  folder = found.folder;
  await page.goto(`/edit/${found.id}/collections/${found.people}`);
  await page.getByRole('button', { name: 'New entry' }).click({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Title' }).fill('Zed Quinn');
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: /^Role/ }).fill('Trainee agent');

  // To the listing within the editor, so the unsaved entry is still held.
  const nav = page.getByRole('navigation', { name: 'Pages of this site' });
  await nav.getByRole('link', { name: new RegExp(`^${found.collectionTitle} \\d+ entr`) }).click();
  await page.getByRole('searchbox', { name: 'Search by title' }).fill(found.listing.title);
  await page
    .getByRole('link', { name: new RegExp(found.listing.title) })
    .first()
    .click();
  await page.getByRole('button', { name: /^Agent: / }).click();
  await page.keyboard.type('zed');
  const option = page.getByRole('dialog', { name: 'Choose: Agent' }).getByRole('option');
  await expect(option).toHaveCount(1);
  await expect(option).toContainText('Trainee agent');
});

test('the reference picker and its list are clean under axe', async ({ page, editor }) => {
  const found = findAgentChange(editor.contentDir);
  await openListing(page, found);
  const check = async () => {
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  };
  await page.getByRole('button', { name: /^Agent: / }).click();
  await expect(page.getByRole('dialog', { name: 'Choose: Agent' })).toBeVisible();
  await check();
  await page.keyboard.type('zzzz-no-such-name');
  await expect(page.getByRole('status').filter({ hasText: 'Nothing matches' })).toBeVisible();
  await check();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /^Agent: / })).toBeFocused();
  await check();

  // On a phone: the field and every entry of the list are finger-sized, and the list fits the screen.
  await page.setViewportSize({ width: 375, height: 740 });
  const field = page.getByRole('button', { name: /^Agent: / });
  expect((await field.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await field.click();
  const options = page.getByRole('dialog', { name: 'Choose: Agent' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  for (const option of await options.all()) {
    const box = (await option.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  await check();
});
