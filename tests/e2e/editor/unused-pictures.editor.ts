import { copyFileSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, openPage, save, test } from './editor-fixture';

test.use({ quietConsole: true });
// The copy is the worker's: the pages and pictures this test changes go back after it.
test.afterEach(({ editor }) => editor.resetSite('demos/real-estate'));

async function replacePicture(page: Page, section: RegExp, picture: string) {
  await page.getByRole('button', { name: section }).click();
  await page.getByRole('button', { name: 'Change picture' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Choose a picture' });
  await dialog.getByText(picture, { exact: true }).click();
  await dialog.getByRole('button', { name: 'Use this picture' }).click();
}

/** Every content file of the site but one, as text: what else could be showing a picture. */
function otherFilesText(siteDir: string, except: string): string {
  const files = readdirSync(siteDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json'));
  return files
    .map((file) => join(siteDir, file))
    .filter((file) => file !== except)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

const portrait = (src: string, name: string) => ({
  name,
  role: 'Agent',
  experience: 'Ten years in the neighbourhood',
  image: { src, alt: `Portrait of ${name}`, width: 480, height: 480 },
});

test('a picture replaced and saved leaves the content folder, one still used elsewhere stays, and undo brings it back', async ({
  page,
  editor,
}) => {
  const site = join(editor.contentDir, 'demos/real-estate');
  const images = join(site, 'images');
  const inContent = (name: string) => existsSync(join(images, name));
  // This copy's about page is given what the test needs, whatever today's content holds: an opening
  // picture that other pages show too, and a team whose first portrait nothing else uses.
  const about = join(site, 'pages/about.json');
  const aboutPage = JSON.parse(readFileSync(about, 'utf8')) as { blocks: Record<string, unknown>[] };
  copyFileSync(join(images, 'agents/agent-1.svg'), join(images, 'agents/only-on-about.svg'));
  aboutPage.blocks[0] = {
    ...aboutPage.blocks[0],
    image: { src: 'hero.svg', alt: 'A home at dusk', width: 1600, height: 900 },
  };
  aboutPage.blocks.splice(1, 0, {
    type: 'team',
    heading: 'Our agents',
    members: [portrait('agents/only-on-about.svg', 'Ada Stone'), portrait('agents/agent-3.svg', 'Ben Cole')],
  });
  writeFileSync(about, JSON.stringify(aboutPage, null, 2));
  expect(otherFilesText(site, about), 'another page or entry shows the opening picture').toContain('"hero.svg"');
  expect(otherFilesText(site, about)).toContain('"agents/agent-3.svg"');

  await openPage(page, '/edit/real-estate/about');
  await replacePicture(page, /Section \d+: Team/, 'agents/agent-3.svg');
  await save(page);
  expect(editor.read('demos/real-estate/pages/about.json')).not.toContain('agents/only-on-about.svg');
  expect(inContent('agents/only-on-about.svg'), 'the portrait nothing uses any more').toBe(false);
  // Another member still shows the picture chosen: it stays.
  expect(inContent('agents/agent-3.svg')).toBe(true);

  // The opening picture is shown elsewhere too: replaced here, it stays.
  await replacePicture(page, /Section 1: Opening section/, 'about.svg');
  await save(page);
  expect(editor.read('demos/real-estate/pages/about.json')).not.toContain('"hero.svg"');
  expect(inContent('hero.svg'), 'the opening picture others still use').toBe(true);

  // Nothing is lost: undoing both and saving again brings the portrait back.
  // Both changes are saved: Undo says it takes back a saved one.
  await page.getByRole('button', { name: 'Undo saved change', exact: true }).click();
  await page.getByRole('button', { name: 'Undo saved change', exact: true }).click();
  await save(page);
  expect(editor.read('demos/real-estate/pages/about.json')).toContain('agents/only-on-about.svg');
  expect(inContent('agents/only-on-about.svg')).toBe(true);
  await expect(page.getByText('No problems')).toBeVisible();
});
