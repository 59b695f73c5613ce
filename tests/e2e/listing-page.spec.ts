/**
 * A listing's own page, on a phone and a desktop: it is reached from its
 * collection's index, shows its status, price and facts without scrolling
 * sideways, opens its photos full screen, and names its agent, whose link
 * leads to the agent's page. Every listing collection of the content is
 * checked on one listing: the one with the most photos.
 */
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { priceTag } from '../../src/collections/listing/facts.ts';
import type { ListingEntry, PersonEntry } from '../../src/content/types.generated.ts';
import { expect, hydrated, test } from './fixtures.ts';
import { DESKTOP, PHONE } from './support/every-route.ts';

const content = loadContent();
const documentAt = new Map(
  content.sources.flatMap(({ collections }) =>
    collections.flatMap(({ entries }) => entries.map(({ path, source }) => [path, source.data] as const)),
  ),
);
const entryPages = content.routes.filter((route) => route.view?.kind === 'entry');
/** Each listing collection's listing with the most photos, with its page and its index's address. */
const byCollection = new Map<string, typeof entryPages>();
for (const route of entryPages.filter((candidate) => candidate.view?.type === 'listing')) {
  const key = `${route.siteId}/${route.view!.collection}`;
  byCollection.set(key, [...(byCollection.get(key) ?? []), route]);
}
const listings = [...byCollection.values()].map((routes) => {
  const withEntry = routes.map((route) => ({ route, entry: documentAt.get(route.pageFile) as ListingEntry }));
  const { route, entry } = withEntry.sort((a, b) => b.entry.photos.length - a.entry.photos.length)[0];
  const agentFile = route.entries?.[entry.agent];
  const agentPage = entryPages.find((other) => other.pageFile === agentFile);
  return {
    route,
    entry,
    index: route.path.slice(0, route.path.lastIndexOf('/')),
    agent: documentAt.get(agentFile ?? '') as PersonEntry | undefined,
    agentPath: agentPage?.path,
  };
});

test('the content has a listing collection with pages', () => {
  expect(listings.length).toBeGreaterThan(0);
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const { route, entry, index, agent, agentPath } of listings) {
      test(`${route.path}: reached from its index, its facts in view, its photos full screen, its agent linked`, async ({
        page,
      }, testInfo) => {
        await page.goto(index);
        const card = page.locator(`a[href="${route.path}"]`).first();
        await expect(card).toBeVisible();
        await card.click();
        await expect(page).toHaveURL(new RegExp(`${route.path}$`));
        await hydrated(page);

        await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.title);
        await expect(page.getByRole('main')).toContainText(priceTag(entry.price));
        await expect(page.getByRole('main')).toContainText(entry.address);
        await expect(page.getByRole('list', { name: 'Facts' }).first()).toContainText(`${entry.bedrooms} bed`);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
        await page.screenshot({ path: testInfo.outputPath(`listing-${viewport.width}.png`), fullPage: true });

        // Each photo opens full screen, and Escape closes it again.
        const photos = page.getByRole('main').getByRole('link', { name: /^Open / });
        await expect(photos).toHaveCount(entry.photos.length);
        await photos.last().getByRole('img').click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('img')).toHaveAccessibleName(entry.photos.at(-1)!.alt);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);

        // The agent: named on the page, and linked to their own page when the agents have pages.
        const aside = page.getByRole('complementary', { name: 'Listing agent' });
        expect(agent, `${entry.agent} is handed to the page`).toBeDefined();
        await expect(aside).toContainText(agent!.name);
        if (agentPath) {
          await aside.getByRole('link', { name: agent!.name }).click();
          await expect(page).toHaveURL(new RegExp(`${agentPath}$`));
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(agent!.name);
        }
      });
    }
  });
}
