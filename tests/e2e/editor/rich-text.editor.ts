import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, save, test } from './editor-fixture';
import { findEntry, type FoundEntry } from './find-entry';

type Post = FoundEntry<{ title: string; body: string[] }>;

let folder = '';
test.afterEach(({ editor }) => folder && editor.resetSite(folder));

/** Opens a post's form from its collection's list, as a person does, and gives its writing area. */
async function openPost(page: Page, post: Post) {
  await page.goto(`/edit/${post.id}/collections/${post.collection.name}`);
  await page
    .getByRole('list', { name: `${post.collection.title}: entries` })
    .getByRole('link', { name: new RegExp(post.entry.title) })
    .first()
    .click();
  const area = page.getByRole('textbox', { name: 'Text', exact: true });
  await expect(area).toBeVisible({ timeout: 30_000 });
  return area;
}

const bodyOf = (text: string) => (JSON.parse(text) as { body: string[] }).body;

test("a post's body gets a bold word, a link to a site page and a list, by keyboard and toolbar, and the file gets one line each", async ({
  page,
  editor,
}) => {
  const post = findEntry<{ title: string; body: string[] }>(editor.contentDir, 'post');
  folder = post.folder;
  const before = editor.read(post.file);
  const area = await openPost(page, post);
  const tools = page.getByRole('toolbar', { name: 'Text: text style' });
  // The person sees the text as text: no stars, no brackets.
  await expect(area).not.toContainText('**');

  await area.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Call us ');
  // Bold from the toolbar: the button says it is on while bold is typed.
  await tools.getByRole('button', { name: 'Bold' }).click();
  await expect(tools.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('today');
  await page.keyboard.press('Control+b');
  await expect(tools.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type(' or read ');

  // A link from the keyboard: Ctrl+K offers the site's pages by name ("About page"), never by stored form.
  await page.keyboard.press('Control+k');
  const choice = page.getByRole('combobox', { name: 'Link to' });
  await expect(choice).toBeFocused();
  const options = await choice
    .locator('option')
    .evaluateAll((all) => all.map((option) => [(option as HTMLOptionElement).value, option.textContent ?? '']));
  for (const [, label] of options) expect(label).not.toMatch(/~\/|\(\/|mailto:|tel:/);
  const [href, pageOption] = options.find(([value]) => /^~\/[a-z0-9-]+$/.test(value))!;
  const title = /^(.+) page$/.exec(pageOption)![1];
  const path = href.slice(1);
  await choice.selectOption({ label: pageOption });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add link' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(area.getByRole('link', { name: title })).toBeVisible();
  await expect(area).toBeFocused();
  await page.keyboard.type('.');

  // A bulleted list by its keys, ended with the toolbar.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+Shift+8');
  await expect(tools.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('First point');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Second point');
  await expect(area.getByRole('listitem').filter({ hasText: /^(First|Second) point$/ })).toHaveCount(2);

  await save(page);
  const after = editor.read(post.file);
  const added = [`Call us **today** or read [${title}](~${path}).`, '- First point', '- Second point'];
  expect(bodyOf(after)).toEqual([...post.entry.body, ...added]);
  // One line per new block; every line before stays as it was, but for the comma after what was the last.
  const lastLine = before.split('\n').find((line) => line.endsWith(JSON.stringify(post.entry.body.at(-1))))!;
  expect(after.split('\n').filter((line) => !before.includes(line))).toEqual([
    `${lastLine},`,
    ...added.map((text, i) => `${lastLine.match(/^\s*/)![0]}${JSON.stringify(text)}${i < added.length - 1 ? ',' : ''}`),
  ]);
});

test('a paste from a web page keeps bold, links and lists and drops the rest, and Tab leaves the area', async ({
  page,
  editor,
}) => {
  const post = findEntry<{ title: string; body: string[] }>(editor.contentDir, 'post');
  folder = post.folder;
  const area = await openPost(page, post);
  await area.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await area.evaluate((element) => {
    const data = new DataTransfer();
    data.setData(
      'text/html',
      '<h1 style="color:red">Big</h1><p><span style="font-family:Arial"><b>Strong</b> and <u>under</u> ' +
        '<a href="javascript:alert(1)">bad</a> <a href="https://example.com">good</a></span></p>' +
        '<ul><li>One</li></ul><img src="x" alt="picture"><table><tr><td>cell</td></tr></table><script>alert(2)</script>',
    );
    data.setData('text/plain', 'Big Strong and under bad good One cell');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(area.getByText('cell')).toBeVisible();
  await save(page);
  expect(bodyOf(editor.read(post.file)).slice(post.entry.body.length)).toEqual([
    '## Big',
    '**Strong** and under bad [good](https://example.com)',
    '- One',
    'cell',
  ]);

  // Keyboard only: Tab from the writing area goes on to the next control, even from inside a list.
  await area.getByRole('listitem').filter({ hasText: /^One$/ }).click();
  await page.keyboard.press('Tab');
  await expect(area).not.toBeFocused();
});

test('the writing area and its toolbar are clean under axe, and usable at phone width', async ({ page, editor }) => {
  const post = findEntry<{ title: string; body: string[] }>(editor.contentDir, 'post');
  folder = post.folder;
  const area = await openPost(page, post);
  const results = await new AxeBuilder({ page }).include('.ed-rich').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // The toolbar is one stop for Tab, its buttons reached with the arrow keys.
  const tools = page.getByRole('toolbar', { name: 'Text: text style' });
  await tools.getByRole('button', { name: 'Bold' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tools.getByRole('button', { name: 'Italic' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(tools.getByRole('button', { name: 'Redo' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(area).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('rich-text-1280.png') });
  // At 1280 px with a mouse, the nine buttons are one row above the area, Undo and Redo at its end.
  const tops = await tools
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
  expect(tops).toHaveLength(9);
  expect(new Set(tops).size).toBe(1);

  await page.setViewportSize({ width: 375, height: 800 });
  await area.scrollIntoViewIfNeeded();
  const box = (await area.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  const toolsBox = (await tools.boundingBox())!;
  expect(toolsBox.x + toolsBox.width).toBeLessThanOrEqual(375);
  await area.click();
  await page.keyboard.press('Control+Home');
  await tools.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('rich-text-375.png') });
});
