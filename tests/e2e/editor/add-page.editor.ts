import { expect, openPage, test } from './editor-fixture';

// A task of the guide: the console stays silent while it is done.
test.use({ quietConsole: true });

test('a new page is added, linked from the header menu and the footer page links, and cannot be deleted while linked', async ({
  page,
  editor,
}) => {
  await openPage(page, '/edit/hvac/home');
  await page.getByRole('button', { name: 'Add page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a page' });
  await dialog.getByLabel('Address inside the site').fill('/faq');
  await dialog.getByLabel('Page name').fill('Questions and Answers');
  await dialog
    .getByLabel(/^Description/)
    .fill('Short answers to the questions we hear most about repairs, tune-ups and new systems.');
  await dialog.getByRole('button', { name: 'Create page' }).click();

  await expect(page).toHaveURL(/\/edit\/hvac\/faq$/);
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Questions and Answers' })).toBeVisible();
  const created = JSON.parse(editor.read('demos/hvac/pages/faq.json'));
  expect(created.path).toBe('/faq');
  // The owner gives a name; the browser tab's title adds the business's name, as the site's other titles do.
  expect(created.title).toBe('Questions and Answers | Cool Breeze HVAC');

  // The new page is linked where the site lists its pages: the header's menu and the footer's "Quick Links",
  // as a change to the site settings that Save keeps.
  const preview = page.frameLocator('iframe');
  await expect(preview.locator('#site-nav a', { hasText: 'Questions and Answers' })).toBeAttached();
  await expect(
    preview.getByRole('contentinfo').getByRole('link', { name: 'Questions and Answers', exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Site settings/ }).click();
  const nav = page.locator('fieldset[id$="header_nav"]');
  const item = nav.locator('.rjsf-array-item').last();
  // Links are chosen from the site's pages by name; the file's own link syntax stays out of sight.
  await expect(item.getByRole('combobox', { name: /^Link/ })).toHaveValue('~/faq');
  await expect(item.getByRole('textbox', { name: /Link/ })).toHaveCount(0);
  // The menu's name for it may be shorter.
  await item.getByRole('textbox', { name: /^Label/ }).fill('FAQ');
  await expect(preview.locator('#site-nav a', { hasText: 'FAQ' })).toBeAttached();
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByRole('status')).toContainText('Saved Site settings.');
  const site = JSON.parse(editor.read('demos/hvac/site.json'));
  expect(site.header.nav.at(-1)).toEqual({ label: 'FAQ', href: '~/faq' });
  expect(site.footer.columns[0].links.at(-1)).toEqual({ label: 'Questions and Answers', href: '~/faq' });

  page.once('dialog', (confirm) => void confirm.accept());
  await page.getByRole('button', { name: 'Delete this page' }).click();
  await expect(page.getByRole('status')).toContainText(
    'The page "FAQ" cannot be deleted while this page links to it: Site settings.',
  );
  await expect(page.getByRole('status')).not.toContainText('.json');
  expect(editor.read('demos/hvac/pages/faq.json')).toContain('/faq');

  // The linking page is listed by title, once for each of its links (the menu's first), and opens at the very link.
  const linking = page.getByRole('region', { name: 'Pages that link to FAQ' });
  await expect(linking.getByRole('link', { name: 'Site settings' })).toHaveCount(2);
  await linking.getByRole('link', { name: 'Site settings' }).first().click();
  await expect(item.getByRole('combobox', { name: /^Link/ })).toBeFocused();
});
