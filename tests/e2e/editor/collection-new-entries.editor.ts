import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './editor-fixture';
import { findEntry } from './find-entry';

interface Referenced {
  folder: string;
  id: string;
  collection: { name: string; title: string };
  /** The entry another entry names, and the title of that other entry. */
  target: { slug: string; name: string };
  referrer: string;
}

const json = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;

/** A site with a collection of people that listings or posts name (a listing's agent, a post's author), read from the content. */
function findReferencedPerson(contentDir: string): Referenced {
  const sites = readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('/site.json'))
    .map((path) => path.slice(0, -'/site.json'.length));
  for (const folder of sites) {
    const settings = (json(join(contentDir, folder, 'site.json')).collections ?? {}) as Record<
      string,
      { type: string; title: string }
    >;
    for (const [name, setting] of Object.entries(settings)) {
      const key = { listing: 'agent', post: 'author' }[setting.type];
      const dir = join(contentDir, folder, 'collections', name);
      if (!key || !existsSync(dir)) continue;
      for (const file of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
        const entry = json(join(dir, file));
        const [people, slug] = String(entry[key] ?? '').split('/');
        const person = join(contentDir, folder, 'collections', people ?? '', `${slug}.json`);
        if (!slug || settings[people]?.type !== 'person' || !existsSync(person)) continue;
        return {
          folder,
          id: folder.split('/').pop()!,
          collection: { name: people, title: settings[people].title },
          target: { slug, name: String(json(person).name) },
          referrer: String(entry.title),
        };
      }
    }
  }
  throw new Error('No site of the content has people named by its listings or posts.');
}

let folder = '';
test.afterEach(({ editor }) => folder && editor.resetSite(folder));

test('a new entry is made from a title, saved as a draft, duplicated and deleted; a referenced one is not deleted', async ({
  page,
  editor,
}) => {
  test.setTimeout(180_000);
  const found = findReferencedPerson(editor.contentDir);
  folder = found.folder;
  const fileOf = (slug: string) => `${found.folder}/collections/${found.collection.name}/${slug}.json`;
  const onDisk = (slug: string) => existsSync(join(editor.contentDir, fileOf(slug)));

  await page.goto(`/edit/${found.id}/collections/${found.collection.name}`);
  const newEntry = page.getByRole('button', { name: 'New entry' });
  await expect(newEntry).toBeVisible({ timeout: 30_000 });
  // The count beside the collection's name follows what the editor holds: a new entry counts before its Save.
  const entriesOnDisk = readdirSync(join(editor.contentDir, found.folder, 'collections', found.collection.name)).length;
  const counted = (count: number) =>
    expect(
      page.getByRole('link', { name: new RegExp(`^${found.collection.title} ${count} entr(y|ies)$`) }),
    ).toBeVisible();
  await counted(entriesOnDisk);

  // A title already taken is refused in words, before anything opens.
  await newEntry.click();
  await page.getByRole('textbox', { name: 'Title' }).fill(found.target.name);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('alert')).toContainText(`already has an entry named "${found.target.slug}"`);
  await page.keyboard.press('Escape');
  await expect(newEntry).toBeFocused();

  // With the keyboard alone: the button, the title, Enter.
  await page.keyboard.press('Enter');
  await page.keyboard.type('Zed Quinn');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Zed Quinn' })).toBeVisible();
  await counted(entriesOnDisk + 1);
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Zed Quinn');
  // Nothing is written before the Save; the Save is refused while a required field is empty.
  expect(onDisk('zed-quinn')).toBe(false);
  await page.getByRole('button', { name: /^Save \(1 unsaved\)$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Not saved' })).toBeVisible();
  expect(onDisk('zed-quinn')).toBe(false);
  await page.getByRole('textbox', { name: /^Role/ }).fill('Test agent');
  await page.getByRole('button', { name: /^Save \(1 unsaved\)$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText('Saved');
  expect(json(join(editor.contentDir, fileOf('zed-quinn')))).toMatchObject({
    name: 'Zed Quinn',
    role: 'Test agent',
    draft: true,
  });

  await page.getByRole('link', { name: `← Back to ${found.collection.title}` }).click();
  const list = page.getByRole('list', { name: `${found.collection.title}: entries` });
  await expect(list.getByRole('link', { name: /Zed Quinn/ })).toContainText('Draft');
  // The status filter narrows the list to drafts, and back.
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Published' });
  await expect(list.getByRole('link', { name: /Zed Quinn/ })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Drafts' });
  await expect(list.getByRole('link', { name: /Zed Quinn/ })).toBeVisible();
  await expect(list.getByRole('link').filter({ hasNotText: 'Draft' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All' });

  // Duplicate: a copy under a new title, as a draft, written by the Save.
  await list.getByRole('link', { name: /Zed Quinn/ }).click();
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Zed Quinn (copy)');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Zed Quinn (copy)' })).toBeVisible();
  await page.getByRole('button', { name: /^Save \(1 unsaved\)$/ }).click();
  await expect.poll(() => onDisk('zed-quinn-copy')).toBe(true);
  expect(json(join(editor.contentDir, fileOf('zed-quinn-copy')))).toMatchObject({
    name: 'Zed Quinn (copy)',
    role: 'Test agent',
    draft: true,
  });

  // Delete asks first, then the file goes.
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deleted' })).toContainText('Deleted "Zed Quinn (copy)"');
  expect(onDisk('zed-quinn-copy')).toBe(false);
  await expect(list.getByRole('link', { name: /Zed Quinn \(copy\)/ })).toHaveCount(0);
  await counted(entriesOnDisk + 1);

  // A person another entry names is not deleted, and that entry is named with a link to it,
  // before "This cannot be undone" is ever asked.
  await list.getByRole('link', { name: new RegExp(found.target.name) }).click();
  const asked: string[] = [];
  page.on('dialog', (dialog) => void (asked.push(dialog.message()), dialog.dismiss()));
  await page.getByRole('button', { name: 'Delete' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'cannot be deleted' });
  await expect(refusal).toContainText(found.referrer);
  await expect(refusal.getByRole('link', { name: found.referrer })).toBeVisible();
  expect(onDisk(found.target.slug)).toBe(true);
  expect(asked).toEqual([]);
});

test("the collection's list with its New entry form at 375 px", async ({ page, editor }) => {
  const found = findReferencedPerson(editor.contentDir);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/edit/${found.id}/collections/${found.collection.name}`);
  await page.getByRole('button', { name: 'New entry' }).click();
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeFocused();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('collection-375.png'), fullPage: true });
});

test("a new entry's file name is made from its title, checked as it is typed, and may be changed before the first save; its time is the browser's own time field", async ({
  page,
  editor,
}) => {
  test.setTimeout(120_000);
  const found = findEntry<{ title: string }>(editor.contentDir, 'post');
  folder = found.folder;
  await page.goto(`/edit/${found.id}/collections/${found.collection.name}`);
  await page.getByRole('button', { name: 'New entry' }).click();
  const name = page.getByRole('textbox', { name: 'File name' });
  const check = page.getByRole('status').filter({ hasText: /\.json is free\.|already has|could be|needs a file name/ });

  // It follows the title, and the server says it is free as the person types.
  await page.getByRole('textbox', { name: 'Title' }).fill('Spring Colour: Trends!');
  await expect(name).toHaveValue('spring-colour-trends');
  await expect(check).toHaveText('spring-colour-trends.json is free.');

  // Changed to a name another entry has: refused in words before Create is pressed.
  await name.fill(found.slug);
  await expect(check).toContainText(`already has an entry named "${found.slug}"`);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  // A name that is not the end of an address: the suggestion says what it could be.
  await name.fill('Spring Colours');
  await expect(check).toContainText('"Spring Colours" could be "spring-colours"');
  await name.fill('spring-colours');
  await expect(check).toHaveText('spring-colours.json is free.');
  // Once written, it no longer follows the title.
  await page.getByRole('textbox', { name: 'Title' }).fill('Spring colour trends');
  await expect(name).toHaveValue('spring-colours');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(new RegExp(`/collections/${found.collection.name}/spring-colours$`));
  await expect(
    page.getByText(`Saved in ${found.folder}/collections/${found.collection.name}/spring-colours.json.`),
  ).toBeVisible();

  // The publish time is the browser's time field beside the date, set with the keyboard; the words say when.
  await page.getByRole('switch', { name: /draft/i }).click();
  await page.getByRole('textbox', { name: /^Date/ }).fill('2030-03-05');
  const time = page.getByLabel('Time', { exact: true });
  await expect(time).toHaveAttribute('type', 'time');
  await time.focus();
  await page.keyboard.type('0900A');
  await expect(time).toHaveValue('09:00');
  await expect(page.getByText('Goes live Tuesday 5 March 2030 at 9:00.')).toBeVisible();
});
