import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './editor-fixture';

/** A business name as long as some are, with one word no line can break. */
const LONG_NAME =
  'Northside Heating, Ventilation and Air Conditioning Specialists of the Greater Riverside Metropolitan Area ' +
  'ComfortSystemsInstallationMaintenanceAndEmergencyRepairServices';

for (const width of [375, 1280]) {
  test(`at ${width} px a long site name stays inside its card, and the whole name is still there`, async ({
    page,
    editor,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const file = join(editor.contentDir, 'demos/hvac/site.json');
    const before = readFileSync(file, 'utf8');
    const site = JSON.parse(before) as { name: string };
    writeFileSync(file, before.replace(JSON.stringify(site.name), JSON.stringify(LONG_NAME)));
    try {
      await page.goto('/');
      const card = page.getByRole('region', { name: LONG_NAME, exact: true });
      const heading = card.getByRole('heading', { level: 3 });
      await expect(heading).toHaveAccessibleName(LONG_NAME);
      await expect(heading).toHaveAttribute('title', LONG_NAME);

      const cardBox = (await card.boundingBox())!;
      const headingBox = (await heading.boundingBox())!;
      // The heading's text fits its card: nothing sticks out, nothing is drawn outside it.
      expect(headingBox.x + headingBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      expect(await heading.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
      // Two lines at most, so the card's pages stay close to its name.
      const lineHeight = await heading.evaluate((h) => parseFloat(getComputedStyle(h).lineHeight));
      expect(headingBox.height).toBeLessThanOrEqual(2 * lineHeight + 1);
      // The page is no wider than the screen, and the card's pages are still there to choose.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expect(card.getByRole('link').first()).toBeVisible();
      // Local mode has no Publish to speak of.
      await expect(page.getByText(/reach visitors/)).toHaveCount(0);
      const regions = await page.getByRole('region').all();
      for (const box of await Promise.all(regions.map((region) => region.boundingBox())))
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    } finally {
      writeFileSync(file, before);
    }
  });
}
