/**
 * A preview link shows its site's drafts, each entry's page marked "Draft" in
 * a note the page's own text never hides, at a desk's width and a phone's.
 * The first view waits for a real build of the saved content.
 */
import { expect } from '@playwright/test';
import { person, saveFromPage, teamTest } from './team-fixture';

const SITE = 'real-estate';
const FILE = 'demos/real-estate/collections/listings/garden-bungalow.json';

const test = teamTest({ remote: false, editorOffset: 150, liveOffset: 155 });

test("a draft is in its site's preview, marked Draft", async ({ browser, team }) => {
  test.setTimeout(240_000);
  const studio = await person(browser, team, 'studio@example.com', 'all', '--admin');
  await studio.goto(`/edit/${SITE}/collections/listings/garden-bungalow`);
  const doc = (await (await studio.request.get(`/api/entries/file?file=${FILE}`)).json()) as {
    text: string;
    version: string;
  };
  const data = { ...JSON.parse(doc.text), title: 'Garden Bungalow, not out yet', draft: true };
  expect(await saveFromPage(studio, { file: FILE, version: doc.version, data })).toBe(200);

  const panel = studio.getByRole('complementary', { name: 'Team' });
  await panel.locator('summary').click();
  await panel.getByRole('button', { name: 'Share preview' }).click();
  const url = await panel.getByLabel('Preview address').inputValue();
  const client = await browser.newPage();
  await client.goto(url);
  for (const width of [1280, 375]) {
    await client.setViewportSize({ width, height: 800 });
    await client.goto(new URL('/demo-real-estate/listings/garden-bungalow', url).href);
    await expect(client.getByRole('heading', { name: 'Garden Bungalow, not out yet' })).toBeVisible({
      timeout: 180_000,
    });
    const mark = client.getByRole('note').filter({ hasText: /^Draft$/ });
    await expect(mark).toBeInViewport();
    // Nothing the site draws (its header) is over the mark.
    const box = (await mark.boundingBox())!;
    const onTop = await client.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.textContent,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(onTop).toBe('Draft');
    await client.screenshot({ path: test.info().outputPath(`draft-${width}.png`) });
  }
  await client.close();
});
