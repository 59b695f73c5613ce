import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, openPage, test } from './editor-fixture';

const write = (file: string, data: unknown) => writeFileSync(file, JSON.stringify(data, null, 2));

function post(title: string, date: string, extra: Record<string, unknown> = {}) {
  return {
    title,
    description: `${title}: what the note covers, who it helps, and what to do after reading it.`,
    date,
    author: 'staff/sam-ortiz',
    summary: `What ${title} is about.`,
    body: ['A paragraph of the post.'],
    ...extra,
  };
}

// The copy is the worker's: what these tests add to it goes again after each.
test.afterEach(({ editor }) => editor.resetSite('demos/hvac'));

/** This copy's HVAC site gets a journal of its own: two published posts, a draft, and a list on the about page. */
function giveHvacNotes(contentDir: string) {
  const site = join(contentDir, 'demos/hvac');
  const settings = JSON.parse(readFileSync(join(site, 'site.json'), 'utf8')) as Record<string, unknown>;
  settings.collections = {
    notes: { type: 'post', title: 'Notes', path: '/notes' },
    staff: { type: 'person', title: 'Staff' },
  };
  write(join(site, 'site.json'), settings);
  mkdirSync(join(site, 'collections/notes'), { recursive: true });
  mkdirSync(join(site, 'collections/staff'), { recursive: true });
  write(join(site, 'collections/staff/sam-ortiz.json'), { name: 'Sam Ortiz', role: 'Technician' });
  write(join(site, 'collections/notes/older.json'), post('Filters before summer', '2025-04-02'));
  write(join(site, 'collections/notes/newer.json'), post('What a tune-up checks', '2025-09-14'));
  write(
    join(site, 'collections/notes/unfinished.json'),
    post('A draft nobody sees yet', '2025-10-01', { draft: true }),
  );
  const about = join(site, 'pages/about.json');
  const aboutPage = JSON.parse(readFileSync(about, 'utf8')) as { blocks: Record<string, unknown>[] };
  aboutPage.blocks.splice(1, 0, {
    type: 'collection-list',
    heading: 'From our notes',
    collection: 'notes',
    sort: 'newest',
    variant: 'compact',
  });
  write(about, aboutPage);
  return site;
}

test('a collection list shows in the preview the published entries the built page lists, and follows an edit of its limit', async ({
  page,
  editor,
}) => {
  giveHvacNotes(editor.contentDir);
  await openPage(page, '/edit/hvac/about');
  const list = page
    .frameLocator('iframe')
    .locator('section', { has: page.getByRole('heading', { name: 'From our notes' }) });
  await expect(list.getByRole('link')).toHaveText(['What a tune-up checks', 'Filters before summer']);
  await expect(list.getByText('A draft nobody sees yet')).toHaveCount(0);

  // An edit of the list is shown at once, before any save.
  await page.getByRole('button', { name: /Section 2: / }).click();
  await page.getByRole('spinbutton', { name: /^Limit/ }).fill('1');
  await expect(list.getByRole('link')).toHaveText(['What a tune-up checks']);
  await expect(page.getByText('No problems')).toBeVisible();
});

test("a problem in an entry links to the entry's own form, at its field", async ({ page, editor }) => {
  const site = giveHvacNotes(editor.contentDir);
  write(join(site, 'collections/notes/short.json'), { ...post('Short', '2025-05-05'), description: 'Too short.' });
  await openPage(page, '/edit/hvac/about');
  const problem = page.getByRole('region', { name: 'Problems' }).getByRole('link', { name: /^short › Description: /i });
  await expect(problem).toHaveAttribute('href', '/edit/hvac/collections/notes/short');
  await problem.click();
  await expect(page).toHaveURL(/\/edit\/hvac\/collections\/notes\/short$/);
  await expect(page.getByRole('textbox', { name: /^Description/ })).toBeFocused();
});
