import { changedLines, expect, openPage, test } from './editor-fixture';

/**
 * The editing tasks of site-content/README.md, done in the editor the way a
 * person would, each ending in a save. (A price, a page and a demo site have
 * their own specs.) Each test notes how long it took.
 */
// While the guide's tasks are done, the editor's console stays silent: any warning or error fails the task.
test.use({ quietConsole: true });

test.afterEach(async ({}, testInfo) => {
  testInfo.annotations.push({ type: 'duration', description: `${(testInfo.duration / 1000).toFixed(1)} s` });
});

async function save(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByRole('status')).toContainText('Saved');
}

test('change a headline', async ({ page, editor }) => {
  const before = editor.read('demos/hvac/pages/home.json');
  await openPage(page, '/edit/hvac/home');
  await page.frameLocator('iframe').getByRole('heading', { level: 1 }).click();
  // Clicking the headline in the preview puts the cursor in its field.
  await expect(page.getByRole('textbox', { name: 'Heading*' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Heading*' }).fill('Comfort you can count on, all year round');
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveText(
    'Comfort you can count on, all year round',
  );
  await save(page);
  expect(changedLines(before, editor.read('demos/hvac/pages/home.json'))).toHaveLength(1);
});

test('add a testimonial', async ({ page, editor }) => {
  await openPage(page, '/edit/hvac/home');
  await page.getByRole('button', { name: /Section \d+: Testimonials/ }).click();
  await page.getByRole('button', { name: 'Add testimonial' }).click();
  const item = page.locator('.rjsf-array-item').last();
  await item
    .getByRole('textbox', { name: /^Quote/ })
    .fill('They fixed our furnace on Christmas Eve and did not charge a holiday rate.');
  await item.getByRole('textbox', { name: /^Author/ }).fill('Dana K.');
  await expect(page.frameLocator('iframe').getByText('Dana K.')).toBeVisible();
  await save(page);
  const block = JSON.parse(editor.read('demos/hvac/pages/home.json')).blocks.find(
    (b: { type: string }) => b.type === 'testimonials',
  );
  expect(block.items.at(-1)).toEqual({
    quote: 'They fixed our furnace on Christmas Eve and did not charge a holiday rate.',
    author: 'Dana K.',
  });
});

test('add a picture to a gallery', async ({ page, editor }) => {
  await openPage(page, '/edit/hvac/portfolio');
  await page.getByRole('button', { name: /Section \d+: Gallery/ }).click();
  await page.getByRole('button', { name: 'Add picture' }).click();
  const item = page.locator('fieldset[id$="_items"] > .array-item-list > .rjsf-array-item').last();
  await item.getByRole('button', { name: 'Choose picture' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a picture' });
  await dialog.getByText('gallery/ac-2.svg').click();
  await dialog.getByRole('textbox', { name: /Alt text/ }).fill('A heat pump on a wall bracket behind a townhouse');
  await dialog.getByRole('button', { name: 'Use this picture' }).click();
  await item.getByRole('textbox', { name: /^Title/ }).fill('Heat pump upgrade');
  await item.getByRole('textbox', { name: /^Category/ }).fill('heating');
  await save(page);
  const gallery = JSON.parse(editor.read('demos/hvac/pages/portfolio.json')).blocks.find(
    (b: { type: string }) => b.type === 'gallery',
  );
  expect(gallery.items.at(-1)).toMatchObject({
    image: {
      src: 'gallery/ac-2.svg',
      alt: 'A heat pump on a wall bracket behind a townhouse',
      width: 800,
      height: 600,
    },
    title: 'Heat pump upgrade',
    category: 'heating',
  });
});

test('change a theme colour with the colour picker', async ({ page, editor }) => {
  const before = editor.read('demos/hvac/site.json');
  await openPage(page, '/edit/hvac/home');
  await page.getByRole('button', { name: /^Site settings/ }).click();
  await page.getByLabel('Primary: pick a colour').fill('#1f8fff');
  await expect(page.locator('#site_theme_colors_primary')).toHaveValue('210 100% 56%');
  await save(page);
  expect(changedLines(before, editor.read('demos/hvac/site.json'))).toEqual([
    expect.stringMatching(/^\s+"primary": "210 100% 56%",$/),
  ]);
});

test("change the quote form's service id", async ({ page, editor }) => {
  const before = editor.read('studio/site.json');
  await openPage(page, '/edit/studio/contact');
  // The id is kept once for every form of the site, in its settings.
  await page.getByRole('button', { name: /^Site settings/ }).click();
  // Rarely changed settings wait under "Advanced".
  await page.getByText('Advanced', { exact: true }).click();
  await page.getByRole('textbox', { name: /^Form id/ }).fill('xyzabc12');
  await save(page);
  expect(changedLines(before, editor.read('studio/site.json'))).toEqual([
    expect.stringContaining('"formId": "xyzabc12"'),
  ]);
});

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
  await expect(page.frameLocator('iframe').locator('[data-section="0"]')).toBeVisible();
});
