import { expect, openPage, test } from './editor-fixture';

test.use({ quietConsole: true });

const FILE = 'demos/hvac/pages/services.json';
/** What a problem must never show a person who has never seen the files. */
const DEVELOPER_WORDS = /\.json|->|"heading"|"email"|\^|\\|\[|\]/;

test('problems are in the words on screen, lead to their field, and their counts follow the state', async ({
  page,
  editor,
}) => {
  const before = editor.read(FILE);
  await openPage(page, '/edit/hvac/services');
  await expect(page.getByText('No problems')).toBeVisible();

  await page.getByRole('button', { name: /Section 1: Opening section/ }).click();
  await page.getByRole('textbox', { name: 'Heading (required)' }).fill('');
  const problems = page.getByRole('region', { name: 'Problems' });
  const headingProblem = problems.getByRole('link', { name: /^Services › Opening section › Heading: / });
  await expect(headingProblem).toBeVisible();
  await expect(headingProblem).not.toHaveText(DEVELOPER_WORDS);
  await expect(page.getByRole('button', { name: '1 problem in this site' })).toBeVisible();

  await page.getByRole('button', { name: /^Save/ }).click();
  const status = page.getByRole('status');
  await expect(status).toContainText('Not saved: fix this problem first.');
  await expect(status).not.toHaveText(DEVELOPER_WORDS);
  expect(editor.read(FILE)).toBe(before);

  // A problem in the site settings counts in the top bar of every page and leads to its field.
  await page.getByRole('button', { name: /^Site settings/ }).click();
  await page.getByRole('textbox', { name: /^Email/ }).fill('not an address');
  await expect(page.getByRole('button', { name: '2 problems in this site' })).toBeVisible();
  await expect(status).toContainText('Not saved: fix these 2 problems first.');
  const emailProblem = problems.getByRole('link', { name: /^Site settings › Contact › Email: / });
  await expect(emailProblem).not.toHaveText(DEVELOPER_WORDS);

  // From another section, the problem link opens the section and focuses the very field.
  await page.getByRole('button', { name: /Section \d+: Cards/ }).click();
  await headingProblem.click();
  await expect(page.getByRole('textbox', { name: 'Heading (required)' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Heading (required)' }).fill('Heating and cooling for every season');
  await expect(page.getByRole('button', { name: '1 problem in this site' })).toBeVisible();
  await expect(status).toContainText('Not saved: fix this problem first.');

  // On another page the count still holds the settings' problem, and its link still leads there.
  await page.getByRole('link', { name: /^About/ }).click();
  await expect(page.getByRole('button', { name: '1 problem in this site' })).toBeVisible();
  await emailProblem.click();
  const email = page.getByRole('textbox', { name: /^Email/ });
  await expect(email).toBeFocused();
  await email.fill('hello@example.com');
  await expect(page.getByText('No problems')).toBeVisible();
  await expect(problems).toHaveCount(0);
  await expect(status).not.toContainText('Not saved');
});

for (const width of [1280, 375])
  test(`at ${width} px, two mistakes in one package are counted as two, and the refusal's list of them is on screen`, async ({
    page,
    editor,
  }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 740 });
    const before = editor.read(FILE);
    await openPage(page, '/edit/hvac/services');
    await page.getByRole('button', { name: /Section \d+: Packages and prices/ }).click();
    await page.getByRole('textbox', { name: 'Name (required)' }).first().fill('');
    await page.getByRole('textbox', { name: 'Price (required)' }).first().fill('sixty five');

    await expect(page.getByRole('button', { name: '2 problems in this site' })).toBeVisible();
    await page.getByRole('button', { name: /^Save/ }).first().click();
    await expect(page.getByRole('status').first()).toContainText('Not saved: fix these 2 problems first.');
    expect(editor.read(FILE)).toBe(before);
    // The list the refusal speaks of is there, with both, and in view.
    const problems = page.getByRole('region', { name: 'Problems' });
    await expect(problems.getByRole('link', { name: /› first package › Name: / })).toBeVisible();
    await expect(problems.getByRole('link', { name: /› first package › Price: / })).toBeVisible();
    await expect(problems).toBeInViewport();
  });
