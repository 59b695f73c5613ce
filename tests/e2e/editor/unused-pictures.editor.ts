import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, openPage, save, test } from './editor-fixture';

test.use({ quietConsole: true });

async function replacePicture(page: Page, section: RegExp, picture: string) {
  await page.getByRole('button', { name: section }).click();
  await page.getByRole('button', { name: 'Change picture' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Choose a picture' });
  await dialog.getByText(picture, { exact: true }).click();
  await dialog.getByRole('button', { name: 'Use this picture' }).click();
}

test('a picture replaced and saved leaves the content folder, one still used elsewhere stays, and undo brings it back', async ({
  page,
  editor,
}) => {
  const images = join(editor.contentDir, 'demos/real-estate/images');
  const inContent = (name: string) => existsSync(join(images, name));
  // The contact page shows the agents too: in this copy they are taken out of it, so a portrait is used on one page alone.
  const contact = join(editor.contentDir, 'demos/real-estate/pages/contact.json');
  const contactPage = JSON.parse(readFileSync(contact, 'utf8')) as { blocks: { type: string }[] };
  contactPage.blocks = contactPage.blocks.filter((block) => block.type !== 'team');
  writeFileSync(contact, JSON.stringify(contactPage, null, 2));
  // Each picture is the one its section shows; the agent's portrait is used on this page alone.
  expect(editor.read('demos/real-estate/pages/home.json')).not.toContain('agents/agent-1.svg');
  expect(editor.read('demos/real-estate/pages/home.json')).toContain('"hero.svg"');

  await openPage(page, '/edit/real-estate/about');
  await replacePicture(page, /Section \d+: Team/, 'agents/agent-3.svg');
  await save(page);
  expect(editor.read('demos/real-estate/pages/about.json')).not.toContain('agents/agent-1.svg');
  expect(inContent('agents/agent-1.svg'), 'the portrait no page uses any more').toBe(false);
  // Another member still shows the picture chosen: it stays.
  expect(inContent('agents/agent-3.svg')).toBe(true);

  // The opening picture is shown on the site's other pages too: replaced here, it stays.
  await replacePicture(page, /Section 1: Opening section/, 'about.svg');
  await save(page);
  expect(editor.read('demos/real-estate/pages/about.json')).not.toContain('"hero.svg"');
  expect(inContent('hero.svg'), 'the opening picture other pages still use').toBe(true);

  // Nothing is lost: undoing both and saving again brings the portrait back.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await save(page);
  expect(editor.read('demos/real-estate/pages/about.json')).toContain('agents/agent-1.svg');
  expect(inContent('agents/agent-1.svg')).toBe(true);
  await expect(page.getByText('No problems')).toBeVisible();
});
