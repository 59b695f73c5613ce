import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { changedLines, expect, openAdvanced, openPage, save, test, type EditorServer } from './editor-fixture';

/**
 * A first-time owner's tasks, one after another in one run: the eight of the
 * guide (site-content/README.md, "The editor" and "How to..."), then the hours
 * changed site-wide, the phone number changed once, a mistake fixed from its
 * problem link and a linked page deleted. Each is done by labels and roles, as
 * a person reads the screen, and ends in a saved file or a preview that is
 * checked. Each is timed; the times are printed, never judged.
 */
// The console stays silent throughout: any warning or error fails the run.
test.use({ quietConsole: true });

type Task = (page: Page, editor: EditorServer) => Promise<void>;
const preview = (page: Page) => page.frameLocator('iframe');

/** Every content file of a site, as text. */
function siteTexts(editor: EditorServer, folder: string): string[] {
  const pages = readdirSync(join(editor.contentDir, folder, 'pages')).map((name) => `${folder}/pages/${name}`);
  return [...pages, `${folder}/site.json`].map((file) => editor.read(file));
}

const changePrice: Task = async (page, editor) => {
  const file = 'demos/carpet/pages/services.json';
  const before = editor.read(file);
  await openPage(page, '/edit/carpet/services');
  // A click on the price in the preview puts the cursor in its very field.
  await preview(page).getByText('$99', { exact: true }).click();
  const price = page.getByRole('textbox', { name: 'Price (required)' }).first();
  await expect(price).toBeFocused();
  await price.fill('$109');
  await expect(preview(page).getByText('$109', { exact: true })).toBeVisible();
  await save(page);
  expect(changedLines(before, editor.read(file))).toEqual([expect.stringMatching(/^\s+"price": "\$109",$/)]);
};

const changeHeadline: Task = async (page, editor) => {
  const file = 'demos/hvac/pages/home.json';
  const before = editor.read(file);
  await openPage(page, '/edit/hvac/home');
  await preview(page).getByRole('heading', { level: 1 }).click();
  const heading = page.getByRole('textbox', { name: 'Heading (required)' });
  await expect(heading).toBeFocused();
  await heading.fill('Comfort you can count on, all year round');
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('Comfort you can count on, all year round');
  await save(page);
  expect(changedLines(before, editor.read(file))).toEqual([
    expect.stringContaining('"heading": "Comfort you can count on, all year round"'),
  ]);
};

const addTestimonial: Task = async (page, editor) => {
  await openPage(page, '/edit/hvac/home');
  await page.getByRole('button', { name: /Section \d+: Testimonials/ }).click();
  await page.getByRole('button', { name: 'Add testimonial' }).click();
  await page
    .getByRole('textbox', { name: /^Quote/ })
    .last()
    .fill('They fixed our furnace on Christmas Eve and did not charge a holiday rate.');
  await page
    .getByRole('textbox', { name: /^Author/ })
    .last()
    .fill('Dana K.');
  await expect(preview(page).getByText('Dana K.')).toBeVisible();
  await save(page);
  const block = JSON.parse(editor.read('demos/hvac/pages/home.json')).blocks.find(
    (b: { type: string }) => b.type === 'testimonials',
  );
  expect(block.items.at(-1)).toEqual({
    quote: 'They fixed our furnace on Christmas Eve and did not charge a holiday rate.',
    author: 'Dana K.',
  });
};

const addGalleryPicture: Task = async (page, editor) => {
  await openPage(page, '/edit/hvac/portfolio');
  await page.getByRole('button', { name: /Section \d+: Gallery/ }).click();
  await page.getByRole('button', { name: 'Add picture' }).click();
  await page.getByRole('button', { name: 'Choose picture' }).last().click();
  const dialog = page.getByRole('dialog', { name: 'Choose a picture' });
  await dialog.getByText('gallery/ac-2.svg').click();
  await dialog
    .getByRole('textbox', { name: /What the picture shows/ })
    .fill('A heat pump on a wall bracket behind a townhouse');
  await dialog.getByRole('button', { name: 'Use this picture' }).click();
  await page
    .getByRole('textbox', { name: /^Title/ })
    .last()
    .fill('Heat pump upgrade');
  await page
    .getByRole('textbox', { name: /^Category/ })
    .last()
    .fill('heating');
  await save(page);
  const gallery = JSON.parse(editor.read('demos/hvac/pages/portfolio.json')).blocks.find(
    (b: { type: string }) => b.type === 'gallery',
  );
  expect(gallery.items.at(-1)).toMatchObject({
    image: { src: 'gallery/ac-2.svg', alt: 'A heat pump on a wall bracket behind a townhouse' },
    title: 'Heat pump upgrade',
    category: 'heating',
  });
};

const changeColour: Task = async (page, editor) => {
  const before = editor.read('demos/hvac/site.json');
  await openPage(page, '/edit/hvac/home');
  await page.getByRole('button', { name: /^Site settings/ }).click();
  // The colours are the owner's to change: in plain view, not under "Advanced".
  await page.getByLabel('Brand colour: pick a colour', { exact: true }).fill('#1f8fff');
  await expect(page.getByRole('textbox', { name: /^Brand colour( \(required\))?$/ })).toHaveValue('210 100% 56%');
  await save(page);
  expect(changedLines(before, editor.read('demos/hvac/site.json'))).toEqual([
    expect.stringMatching(/^\s+"primary": "210 100% 56%",$/),
  ]);
};

const changeFormId: Task = async (page, editor) => {
  const before = editor.read('studio/site.json');
  await openPage(page, '/edit/studio/contact');
  // The id is kept once for every form of the site, in its settings, under "Advanced".
  await page.getByRole('button', { name: /^Site settings/ }).click();
  await openAdvanced(page);
  await page.getByRole('textbox', { name: /^Form id/ }).fill('xyzabc12');
  await save(page);
  expect(changedLines(before, editor.read('studio/site.json'))).toEqual([
    expect.stringContaining('"formId": "xyzabc12"'),
  ]);
};

const menu = (page: Page) => page.getByRole('group', { name: 'Menu (required)', exact: true });

const addPage: Task = async (page, editor) => {
  await openPage(page, '/edit/carpet/home');
  await page.getByRole('button', { name: 'Add page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a page' });
  await dialog.getByLabel('Address inside the site').fill('/Questions');
  await dialog.getByLabel('Page name').fill('Questions');
  await dialog
    .getByLabel(/^Description/)
    .fill('Short answers to what we are asked most about drying times and stains.');
  await dialog.getByRole('button', { name: 'Create page' }).click();
  await expect(page).toHaveURL(/\/edit\/carpet\/questions$/);
  expect(JSON.parse(editor.read('demos/carpet/pages/questions.json')).path).toBe('/questions');

  // The new page is linked from the menu by itself; Save keeps the link.
  await page.getByRole('button', { name: /^Site settings/ }).click();
  await expect(menu(page).getByRole('combobox', { name: /^Link/ }).last()).toHaveValue('~/questions');
  await expect(
    menu(page)
      .getByRole('textbox', { name: /^Label/ })
      .last(),
  ).toHaveValue('Questions');
  // (In the preview's width the menu may be folded away: the link is there, if not in sight.)
  await expect(
    preview(page).getByRole('link', { name: 'Questions', exact: true, includeHidden: true }).first(),
  ).toBeAttached();
  await save(page);
  expect(editor.read('demos/carpet/site.json')).toContain('"href": "~/questions"');
};

const newDemoSite: Task = async (page, editor) => {
  await openPage(page, '/edit/general/home');
  await page.getByRole('button', { name: 'Duplicate site…' }).click();
  const dialog = page.getByRole('dialog', { name: /^Duplicate / });
  await dialog.getByRole('radio', { name: /as a demo/ }).check();
  await dialog.getByLabel('Business name').fill('Maple Street Bakery');
  await dialog.getByLabel('Folder name').fill('maple-bakery');
  await dialog.getByRole('button', { name: 'Duplicate site' }).click();
  await expect(page).toHaveURL(/\/edit\/maple-bakery\/home$/);
  await expect(preview(page).getByText('Maple Street Bakery').first()).toBeVisible();
  expect(JSON.parse(editor.read('demos/maple-bakery/site.json'))).toMatchObject({
    name: 'Maple Street Bakery',
    basePath: '/demo-maple-bakery',
    kind: 'demo',
  });
};

const hoursSiteWide: Task = async (page, editor) => {
  // The restaurant now closes on Tuesdays: the opening hours and every sentence about them change.
  const mentions = () =>
    siteTexts(editor, 'demos/restaurant')
      .join('\n')
      .match(/Monday/g)?.length ?? 0;
  const before = mentions();
  expect(before).toBeGreaterThan(1);
  await openPage(page, '/edit/restaurant/home');
  await page.getByRole('button', { name: 'Find and replace…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Find and replace' });
  await dialog.getByRole('searchbox', { name: 'Find' }).fill('Monday');
  await dialog.getByRole('textbox', { name: 'Replace with' }).fill('Tuesday');
  await expect(dialog.getByRole('list', { name: 'Matches' }).getByRole('listitem')).toHaveCount(before);
  await dialog.getByRole('button', { name: 'Select all' }).click();
  await dialog.getByRole('button', { name: /^Replace ticked/ }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(
    preview(page)
      .getByText(/closed on Tuesdays/)
      .first(),
  ).toBeVisible();
  await save(page);
  expect(mentions()).toBe(0);
  const hours = JSON.parse(editor.read('demos/restaurant/site.json')).contact.hours;
  expect(hours).toContainEqual({ days: 'Tuesday', hours: 'Closed' });
};

const phoneOnce: Task = async (page, editor) => {
  const old = JSON.parse(editor.read('demos/auto-repair/site.json')).contact.phone as string;
  await openPage(page, '/edit/auto-repair/home');
  await page.getByRole('button', { name: /^Site settings/ }).click();
  await page.getByRole('textbox', { name: /^Phone/ }).fill('(555) 456-0101');
  // Every page of the site shows the new number and never the old one, before anything is saved.
  const pages = page.getByRole('navigation', { name: 'Pages of this site' }).getByRole('listitem').getByRole('link');
  const count = await pages.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    await pages.nth(i).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      (await pages.nth(i).textContent())!.split(' ')[0],
    );
    await expect(preview(page).getByText('(555) 456-0101').first()).toBeAttached();
    await expect(preview(page).getByText(old)).toHaveCount(0);
  }
  await save(page);
  expect(JSON.parse(editor.read('demos/auto-repair/site.json')).contact.phone).toBe('(555) 456-0101');
  expect(siteTexts(editor, 'demos/auto-repair').join('\n')).not.toContain(old);
};

const mistakeFixedFromItsLink: Task = async (page, editor) => {
  const file = 'demos/detailing/pages/services.json';
  const before = editor.read(file);
  await openPage(page, '/edit/detailing/services');
  await page.getByRole('button', { name: /Section 1: Opening section/ }).click();
  await page.getByRole('textbox', { name: 'Heading (required)' }).fill('');
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByRole('status')).toContainText('Not saved: fix this problem first.');
  expect(editor.read(file)).toBe(before);

  // Elsewhere on the page, the problem's link leads back to the very field.
  await page.getByRole('button', { name: /Section 2: / }).click();
  await page
    .getByRole('region', { name: 'Problems' })
    .getByRole('link', { name: /› Opening section › Heading: / })
    .click();
  const heading = page.getByRole('textbox', { name: 'Heading (required)' });
  await expect(heading).toBeFocused();
  await heading.fill('Detailing for every car, inside and out');
  await expect(page.getByText('No problems')).toBeVisible();
  await save(page);
  expect(changedLines(before, editor.read(file))).toEqual([
    expect.stringContaining('"heading": "Detailing for every car, inside and out"'),
  ]);
};

const deleteLinkedPage: Task = async (page, editor) => {
  // The page added above is still in the menu: deleting it is refused, with the linking page by title.
  await openPage(page, '/edit/carpet/questions');
  // Refused before anything is asked: no "are you sure" comes first.
  await page.getByRole('button', { name: 'Delete this page' }).click();
  await expect(page.getByRole('status')).toContainText('cannot be deleted while this page links to it: Site settings.');
  // The settings link to it twice, from the header's menu and the footer's links: each opens at its link.
  const linking = page.getByRole('region', { name: 'Pages that link to Questions' });
  await expect(linking.getByRole('link', { name: 'Site settings' })).toHaveCount(2);
  await linking.getByRole('link', { name: 'Site settings' }).first().click();
  await expect(menu(page).getByRole('combobox', { name: /^Link/ }).last()).toBeFocused();
  await menu(page).getByRole('button', { name: 'Remove' }).last().click();
  await linking.getByRole('link', { name: 'Site settings' }).last().click();
  const focusedLink = page.locator('.rjsf-array-item', { has: page.locator('select:focus') }).last();
  await expect(focusedLink.getByRole('combobox', { name: /^Link/ })).toHaveValue('~/questions');
  await focusedLink.getByRole('button', { name: 'Remove' }).click();
  await save(page);
  expect(editor.read('demos/carpet/site.json')).not.toContain('~/questions');

  page.once('dialog', (confirm) => void confirm.accept());
  await page.getByRole('button', { name: 'Delete this page' }).click();
  await expect(page).not.toHaveURL(/\/questions$/);
  expect(readdirSync(join(editor.contentDir, 'demos/carpet/pages'))).not.toContain('questions.json');
};

const TASKS: [string, Task][] = [
  ['Change a price', changePrice],
  ['Change a headline', changeHeadline],
  ['Add a testimonial', addTestimonial],
  ['Add a picture to a gallery', addGalleryPicture],
  ['Change a theme colour', changeColour],
  ["Change the quote form's service id", changeFormId],
  ['Add a page and link it from the menu', addPage],
  ['Add a new demo site', newDemoSite],
  ['Change the opening hours site-wide with find and replace', hoursSiteWide],
  ['Change the phone once and see it on every page', phoneOnce],
  ['Fix a mistake from its problem link', mistakeFixedFromItsLink],
  ['Delete a linked page', deleteLinkedPage],
];

test("a first-time owner's twelve tasks, each timed", async ({ page, editor }, testInfo) => {
  test.setTimeout(TASKS.length * 60_000);
  const times: { task: string; seconds: string }[] = [];
  for (const [name, run] of TASKS) {
    const start = performance.now();
    await test.step(name, () => run(page, editor));
    times.push({ task: name, seconds: ((performance.now() - start) / 1000).toFixed(1) });
  }
  const width = Math.max(...times.map((t) => t.task.length));
  const table = times.map((t) => `  ${t.task.padEnd(width)}  ${t.seconds.padStart(6)} s`).join('\n');
  console.log(`Time per task (at ${page.viewportSize()?.width} px):\n${table}`);
  testInfo.annotations.push({ type: 'times', description: table });
});

// Entries added empty are problems to fix, never noise in the console.
test('add an empty question and an empty package, without a word in the console', async ({ page }) => {
  await openPage(page, '/edit/hvac/services');
  await page.getByRole('button', { name: /Section \d+: Packages and prices/ }).click();
  await page.getByRole('button', { name: 'Add package' }).click();
  await page.getByRole('button', { name: 'Add section' }).click();
  await page
    .getByRole('dialog', { name: 'Add a section' })
    .getByRole('button', { name: /^Questions and answers/ })
    .click();
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByRole('button', { name: 'Add question' }).click();
  // The empty entries are problems to fix, shown as such, and the preview stays up.
  await expect(page.getByRole('region', { name: 'Problems' })).toBeVisible();
  await expect(preview(page).getByRole('heading', { level: 1 })).toBeVisible();
});
