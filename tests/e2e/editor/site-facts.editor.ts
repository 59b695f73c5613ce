import { expect, openPage, test } from './editor-fixture';

test('the phone number is changed once, in the site settings, and every page shows the new one', async ({ page }) => {
  await openPage(page, '/edit/hvac/home');
  await page.getByRole('button', { name: /^Site settings/ }).click();
  await page.getByRole('textbox', { name: /^Phone/ }).fill('(555) 777-0100');
  const preview = page.frameLocator('iframe');
  await expect(preview.getByRole('link', { name: /\(555\) 777-0100/ }).first()).toHaveAttribute(
    'href',
    'tel:5557770100',
  );
  await page.getByRole('link', { name: /^Services/ }).click();
  await expect(preview.getByRole('link', { name: 'Call (555) 777-0100' })).toHaveAttribute('href', 'tel:5557770100');
  await expect(preview.getByText('(555) 266-5200')).toHaveCount(0);
});

test('a site fact is put into a text with the choice beside it, and the preview shows the fact', async ({
  page,
  editor,
}) => {
  await openPage(page, '/edit/hvac/about');
  await page
    .getByRole('button', { name: /Section \d+: Opening section/ })
    .first()
    .click();
  const text = page.getByRole('textbox', { name: 'Text', exact: true });
  await text.fill('About ');
  await text.press('End');
  await page.getByRole('combobox', { name: 'Text: add a business detail' }).selectOption({ label: 'Business name' });
  await expect(text).toHaveValue('About {businessName}');
  const name = JSON.parse(editor.read('demos/hvac/site.json')).name as string;
  await expect(page.frameLocator('iframe').getByText(`About ${name}`, { exact: true })).toBeVisible();
});
