import AxeBuilder from '@axe-core/playwright';
import { changedLines, expect, openPage, test } from './editor-fixture';
import { findEntry } from './find-entry';

interface Listing {
  folder: string;
  id: string;
  collection: { name: string; title: string };
  file: string;
  title: string;
  price: number;
}

/** A site of the worker's copy with a collection of listings that have pages, and one of its entries. */
function findListing(contentDir: string): Listing {
  const found = findEntry<{ title: string; price: number }>(contentDir, 'listing');
  return { ...found, ...found.entry };
}

let folder = '';
test.afterEach(({ editor }) => folder && editor.resetSite(folder));

test("a listing's price is changed from its collection's list: found by search, edited in its form, saved as one line", async ({
  page,
  editor,
}) => {
  const listing = findListing(editor.contentDir);
  folder = listing.folder;
  const before = editor.read(listing.file);

  await openPage(page, `/edit/${listing.id}/home`);
  const nav = page.getByRole('navigation', { name: 'Pages of this site' });
  await nav.getByRole('link', { name: new RegExp(`^${listing.collection.title} \\d+ entr`) }).click();
  await expect(page.getByRole('heading', { level: 2, name: listing.collection.title })).toBeVisible();

  const list = page.getByRole('list', { name: `${listing.collection.title}: entries` });
  // The rows come from the server a page at a time: counted once the first page is there.
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const all = await list.getByRole('listitem').count();
  await page.getByRole('searchbox', { name: 'Search by title' }).fill(listing.title.toUpperCase());
  const found = list.getByRole('link', { name: new RegExp(listing.title) });
  await expect(found.first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'match' })).toContainText(`of ${all} entries`);
  await page.getByRole('searchbox', { name: 'Search by title' }).fill(`${listing.title} no-such-word`);
  await expect(list.getByRole('listitem')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'matches' })).toHaveText(
    `No entry matches "${listing.title} no-such-word".`,
  );
  await page.getByRole('searchbox', { name: 'Search by title' }).fill(listing.title);
  await found.first().click();

  const price = page.getByRole('spinbutton', { name: /^Price/ });
  await expect(price).toHaveValue(String(listing.price));
  const next = listing.price + 1000;
  await price.fill(String(next));
  // The entry's own page, drawn as the build draws it, shows the new price before any save.
  const tag = `$${next.toLocaleString('en-US')}`;
  await expect(page.frameLocator('iframe').getByText(tag).first()).toBeVisible();
  await expect(page.getByText('No problems')).toBeVisible();
  await page.getByRole('button', { name: /^Save \(1 unsaved\)$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText('Saved');

  const after = editor.read(listing.file);
  const priceLine = before.split('\n').find((line) => line.includes(`"price": ${listing.price}`))!;
  expect(changedLines(before, after)).toEqual([priceLine.replace(String(listing.price), String(next))]);
});

test('the list sorts by title and by date, and a problem in an entry opens its field', async ({ page, editor }) => {
  const listing = findListing(editor.contentDir);
  folder = listing.folder;
  await page.goto(`/edit/${listing.id}/collections/${listing.collection.name}`);
  const titles = page.getByRole('list', { name: `${listing.collection.title}: entries` }).locator('.ed-entry-title');
  await expect(titles.first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Title, A to Z' });
  // The server answers the new order: the list is busy until it has.
  const list = page.getByRole('list', { name: `${listing.collection.title}: entries` });
  await expect(list).toHaveAttribute('aria-busy', 'false');
  const byTitle = await titles.allTextContents();
  expect(byTitle).toEqual([...byTitle].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

  await titles.first().click();
  await page.getByRole('spinbutton', { name: /^Price/ }).fill('0');
  await expect(page.getByRole('region', { name: 'Problems' }).getByRole('link', { name: /Price/ })).toBeVisible();
  // From the list, the count of the site's problems leads back to the entry's field.
  await page.getByRole('link', { name: `← Back to ${listing.collection.title}` }).click();
  await page.getByRole('button', { name: '1 problem in this site' }).click();
  await expect(page.getByRole('spinbutton', { name: /^Price/ })).toBeFocused();
});

test("a collection's list and an entry's form are clean under axe and reached with the keyboard alone", async ({
  page,
  editor,
}) => {
  test.setTimeout(180_000);
  const listing = findListing(editor.contentDir);
  const check = async () => {
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  };
  await page.goto(`/edit/${listing.id}/collections/${listing.collection.name}`);
  const search = page.getByRole('searchbox', { name: 'Search by title' });
  await expect(search).toBeVisible({ timeout: 30_000 });
  await check();

  await search.focus();
  await page.keyboard.type(listing.title);
  await expect(page.getByRole('list', { name: `${listing.collection.title}: entries` })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  await page.keyboard.press('Tab'); // the sort
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeFocused();
  await page.keyboard.press('Tab'); // the status filter
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeFocused();
  // The tag filter, when the collection's entries have tags.
  if (await page.getByRole('combobox', { name: 'Tag' }).count()) await page.keyboard.press('Tab');
  await page.keyboard.press('Tab'); // the first entry found
  await expect(page.locator(':focus')).toContainText(listing.title);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: listing.title })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: /^Price/ })).toHaveValue(String(listing.price));
  await check();
});
