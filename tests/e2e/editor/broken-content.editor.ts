import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, openPage, test } from './editor-fixture';

/** Content broken by hand must not blank the editor: each problem stays where it is. */
test('a page file broken by hand is named with its mistake, and the other pages still open', async ({
  page,
  editor,
}) => {
  const file = join(editor.contentDir, 'demos/carpet/pages/about.json');
  const original = readFileSync(file, 'utf8');
  writeFileSync(file, original.replace('"path"', '"path",,'));
  try {
    await page.goto('/edit/carpet/about');
    const alert = page.getByRole('alert');
    await expect(
      alert.getByRole('heading', { name: 'demos/carpet/pages/about.json cannot be opened here' }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(alert).toContainText(/Line \d+, column \d+:/);
    await openPage(page, '/edit/carpet/home');
  } finally {
    writeFileSync(file, original);
  }
});

test('a section of an unknown type blanks only itself in the preview', async ({ page, editor }) => {
  const file = join(editor.contentDir, 'demos/carpet/pages/home.json');
  const original = readFileSync(file, 'utf8');
  const doc = JSON.parse(original);
  doc.blocks[0].type = 'heroo';
  writeFileSync(file, JSON.stringify(doc, null, 2) + '\n');
  try {
    await openPage(page, '/edit/carpet/home');
    const preview = page.frameLocator('iframe');
    await expect(preview.locator('[data-section="0"]')).toContainText('cannot be shown until its problems are fixed');
    await expect(preview.locator('[data-section="1"]')).not.toContainText('cannot be shown');
    await expect(preview.locator('[data-section="1"] h2').first()).toBeVisible();
    await expect(preview.getByText("The site's header and footer cannot be shown")).toHaveCount(0);
  } finally {
    writeFileSync(file, original);
  }
});

test("an entry's page that cannot be drawn yet says so in sight, above the site's header", async ({ page }) => {
  await page.goto('/edit/studio/collections/posts');
  await page.getByRole('button', { name: 'New entry' }).click({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Title' }).fill('A post with nothing in it yet');
  await page.getByRole('button', { name: 'Create' }).click();
  const note = page.frameLocator('iframe').getByRole('note').filter({ hasText: 'cannot be shown until' });
  await expect(note).toBeVisible({ timeout: 30_000 });
  // Nothing of the page is drawn over its middle: a person can read it.
  const onTop = await note.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const found = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return found !== null && element.contains(found);
  });
  expect(onTop).toBe(true);
});
