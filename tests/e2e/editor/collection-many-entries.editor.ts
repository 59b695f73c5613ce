import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_SIZE } from '../../../src/editor/collections/entry-rows.ts';
import { expect, test } from './editor-fixture';
import { findEntry } from './find-entry';

/** As many entries as a busy collection of years may hold: the list must stay usable with them. */
const MANY = 10_000;
const titleOf = (n: number) => `Crowd entry ${String(n).padStart(5, '0')}`;

test('a collection of 10,000 entries lists a page at a time, and search by title finds one among them', async ({
  page,
  editor,
}) => {
  test.setTimeout(300_000);
  const found = findEntry<{ title: string }>(editor.contentDir, 'post');
  const dir = join(editor.contentDir, found.folder, 'collections', found.collection.name);
  const written = readdirSync(dir).filter((name) => name.endsWith('.json')).length;
  // The entries of this test live in a folder of their own inside the collection, removed afterwards.
  const crowd = join(dir, 'crowd');
  mkdirSync(crowd);
  try {
    for (let n = 1; n <= MANY; n += 1) {
      const day = new Date(Date.UTC(2000, 0, 1) + n * 3_600_000).toISOString().slice(0, 10);
      writeFileSync(
        join(crowd, `crowd-${n}.json`),
        JSON.stringify({ title: titleOf(n), date: day, body: ['A line.'] }),
      );
    }
    const opening = Date.now();
    await page.goto(`/edit/${found.id}/collections/${found.collection.name}`);
    const list = page.getByRole('list', { name: `${found.collection.title}: entries` });
    // One page's worth, not the whole collection.
    await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 120_000 });
    console.log(`The collection's screen showed its first page ${Date.now() - opening} ms after it was asked for.`);
    await expect(list.getByRole('listitem')).toHaveCount(PAGE_SIZE);
    await expect(page.getByRole('status').filter({ hasText: 'entries' })).toHaveText(
      `${written + MANY} entries. Showing the first ${PAGE_SIZE}.`,
    );

    // "Show more" is reached with the keyboard and adds the next page, the focus on its first entry.
    const more = page.getByRole('button', { name: `Show ${PAGE_SIZE} more` });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(list.getByRole('listitem')).toHaveCount(2 * PAGE_SIZE);
    await expect(list.getByRole('link').nth(PAGE_SIZE)).toBeFocused();

    // Search by title finds the one entry among them.
    const wanted = titleOf(7351);
    const search = page.getByRole('searchbox', { name: 'Search by title' });
    const started = Date.now();
    await search.fill(wanted.toLowerCase());
    await expect(list.getByRole('listitem')).toHaveCount(1);
    console.log(
      `Search among ${written + MANY} entries: one found ${Date.now() - started} ms after typing (with a pause of 150 ms for the typing to end).`,
    );
    await expect(list.getByRole('link')).toContainText(wanted);
    await expect(page.getByRole('status').filter({ hasText: 'match' })).toContainText(`1 of ${written + MANY} entries`);
    await expect(page.getByRole('button', { name: /^Show \d+ more$/ })).toHaveCount(0);
    await list.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 2, name: wanted })).toBeVisible({ timeout: 60_000 });
  } finally {
    rmSync(crowd, { recursive: true, force: true });
  }
});
