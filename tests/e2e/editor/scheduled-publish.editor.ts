/**
 * Scheduled publishing in team mode, with real git and a real build: an entry
 * given a time a few seconds ahead is found live in PUBLISH_DIR after that
 * time, without anyone clicking Publish. The time is 15 seconds ahead (under
 * 20), so the test waits that long and then for the build.
 */
import { expect, type Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { person, saveFromPage, teamTest } from './team-fixture';

const SITE = 'real-estate';
const FILE = 'demos/real-estate/collections/listings/garden-bungalow.json';
const TITLE = 'Garden Bungalow, scheduled ahead';

const test = teamTest({ remote: false, editorOffset: 140, liveOffset: 145 });

/** Every built page under a folder whose text contains `text`. */
function pagesContaining(dir: string, text: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return pagesContaining(path, text);
    return name.endsWith('.html') && readFileSync(path, 'utf8').includes(text) ? [path] : [];
  });
}

/** Saves the entry through the editor's own save, as the form's Save does. */
async function saveEntry(page: Page, change: Record<string, unknown>) {
  const doc = (await (await page.request.get(`/api/entries/file?file=${FILE}`)).json()) as {
    text: string;
    version: string;
  };
  const data = { ...JSON.parse(doc.text), ...change };
  expect(await saveFromPage(page, { file: FILE, version: doc.version, data })).toBe(200);
}

const two = (n: number) => String(n).padStart(2, '0');

test('an entry scheduled 15 seconds ahead is live in PUBLISH_DIR after its time, with no click', async ({
  browser,
  team,
}) => {
  test.setTimeout(300_000);
  const studio = await person(browser, team, 'studio@example.com', 'all', '--admin');
  await studio.goto(`/edit/${SITE}/collections/listings/garden-bungalow`);
  // The server and this test share a machine, and so a clock and a time zone.
  const at = new Date(Date.now() + 15_000);
  const date = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
  const time = `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
  await saveEntry(studio, { title: TITLE, draft: false, date, time });

  const panel = studio.getByRole('complementary', { name: 'Team' });
  await studio.reload();
  await expect(studio.getByText(`at ${at.getHours()}:${two(at.getMinutes())}.`)).toBeVisible();
  await expect(studio.getByText(/^Goes live /)).toBeVisible();
  await expect(panel.getByText(/· 1 scheduled$/)).toBeVisible({ timeout: 15_000 });
  await studio.screenshot({ path: test.info().outputPath('entry-scheduled.png') });
  expect(pagesContaining(team.publishDir, TITLE)).toEqual([]);

  // Nobody clicks: the server publishes at the time, then builds.
  await expect
    .poll(() => pagesContaining(team.publishDir, TITLE).length, { timeout: 240_000, intervals: [2000] })
    .toBeGreaterThan(0);
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  const state = (await (await studio.request.get(`/api/publish?site=${SITE}`)).json()) as {
    state: string;
    log: { result: string; scheduled?: { by: string[]; missed: boolean } }[];
  };
  expect(state.log[0]).toMatchObject({ result: 'published', scheduled: { by: ['studio'], missed: false } });
  expect(state.state).not.toMatch(/scheduled/);
  expect(team.output()).toMatch(/Scheduled publish of real-estate \(scheduled by studio\) is live\./);
});
