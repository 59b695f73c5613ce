import { expect, openPage, save, test } from './editor-fixture';

/**
 * A featured section's pictures are chosen from the gallery of the page it
 * links to, by title and picture, with a search: nobody types a picture's name.
 * The salon's home page features looks from its portfolio's gallery.
 */
const HOME = 'demos/salon/pages/home.json';
const PORTFOLIO = 'demos/salon/pages/portfolio.json';

interface Picture {
  id?: string;
  title: string;
}

const featured = (text: string) =>
  (JSON.parse(text).blocks as { type: string; items: string[] }[]).find((block) => block.type === 'featured')!;
const pictures = (text: string) =>
  (JSON.parse(text).blocks as { type: string; items: Picture[] }[])
    .filter((block) => block.type === 'gallery')
    .flatMap((block) => block.items);

test.afterEach(({ editor }) => editor.resetSite('demos/salon'));

test('a featured section shows its pictures by title, and a new one is found by searching its gallery and chosen', async ({
  page,
  editor,
}) => {
  const gallery = pictures(editor.read(PORTFOLIO));
  const shown = featured(editor.read(HOME)).items;
  const titleOf = (id: string) => gallery.find((picture) => picture.id === id)!.title;
  // A picture of the gallery that no other page shows yet, so it has no name for other pages.
  const unnamed = gallery.find((picture) => !picture.id)!;

  await openPage(page, '/edit/salon/home');
  const count = (await page.locator('.ed-count').textContent())!;
  await page
    .getByRole('button', { name: /^Section \d+: Featured/ })
    .first()
    .click();
  const form = page.locator('.ed-form');
  // Each picture shows by its title; no box holds a picture's name as the file writes it.
  await expect(form.getByRole('button', { name: `Picture 1: ${titleOf(shown[0])}. Change` })).toBeVisible();
  const boxes = await form.getByRole('textbox').evaluateAll((all) => all.map((box) => (box as HTMLInputElement).value));
  for (const id of shown) expect(boxes).not.toContain(id);

  await form.getByRole('button', { name: 'Add picture' }).click();
  const added = form.getByRole('button', { name: `Picture ${shown.length + 1}: no picture chosen. Change` });
  await added.click();
  const dialog = page.getByRole('dialog', { name: `Choose: Picture ${shown.length + 1}` });
  const options = dialog.getByRole('option');
  // Every picture of the portfolio's gallery, named or not, with its page.
  await expect(options).toHaveCount(gallery.length);
  await expect(options.first()).toContainText('Portfolio page');
  await expect(options.first().locator('img')).toHaveAttribute('src', /\/media\/salon\//);
  await dialog.getByRole('combobox', { name: 'Search by name' }).fill(unnamed.title.split(' ')[1]);
  await dialog.getByRole('option', { name: new RegExp(unnamed.title) }).click();
  await expect(dialog).toBeHidden();
  await expect(
    form.getByRole('button', { name: `Picture ${shown.length + 1}: ${unnamed.title}. Change` }),
  ).toBeVisible();
  // The preview shows it at once, from the gallery.
  await expect(page.frameLocator('iframe').getByText(unnamed.title).first()).toBeVisible();

  await save(page);
  // The picture got a name from its title in its gallery, and the featured section shows it by that name.
  const named = pictures(editor.read(PORTFOLIO)).find((picture) => picture.title === unnamed.title)!;
  expect(named.id).toMatch(/^[a-z][a-z0-9-]*$/);
  expect(featured(editor.read(HOME)).items).toEqual([...shown, named.id]);
  // The site has no problem it did not have before: the name is one its gallery does not have twice.
  await expect(page.locator('.ed-count')).toHaveText(count);
});

test('a featured section added beside its own gallery names the pictures it chooses there, and both are saved', async ({
  page,
  editor,
}) => {
  const unnamed = pictures(editor.read(PORTFOLIO))
    .filter((picture) => !picture.id)
    .slice(0, 2);
  await openPage(page, '/edit/salon/portfolio');
  const count = (await page.locator('.ed-count').textContent())!;
  await page.getByRole('button', { name: /^Section 1:/ }).click();
  await page.getByRole('button', { name: 'Add section' }).click();
  await page
    .getByRole('dialog', { name: 'Add a section' })
    .getByRole('button', { name: /^Featured/ })
    .click();
  const form = page.locator('.ed-form');
  // A new section starts with the example's link to this page, and pictures this gallery does not have.
  for (const [index, picture] of unnamed.entries()) {
    await form.getByRole('button', { name: new RegExp(`^Picture ${index + 1}: .*\\. Change$`) }).click();
    const dialog = page.getByRole('dialog', { name: `Choose: Picture ${index + 1}` });
    await dialog.getByRole('option', { name: new RegExp(picture.title) }).click();
    await expect(form.getByRole('button', { name: `Picture ${index + 1}: ${picture.title}. Change` })).toBeVisible();
  }
  await expect(page.locator('.ed-count')).toHaveText(count);
  await save(page);

  const saved = editor.read(PORTFOLIO);
  const ids = unnamed.map((picture) => pictures(saved).find((other) => other.title === picture.title)!.id);
  for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  expect(featured(saved).items).toEqual(ids);
});
