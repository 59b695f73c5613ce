/**
 * The trades' signature sections, as a visitor sees them: every featured,
 * before-after, opening-hours and logo section and every notice strip in the
 * demos' content, checked against that content (so a section added to a page
 * or a ninth demo is covered without touching this file).
 */
import type { Page } from '@playwright/test';
import { galleryItemsOf, pick, sourcePath } from '../../src/content/linked-items.ts';
import { expect, test } from './fixtures.ts';
import { demos, telHref } from './support/demos.ts';

const section = (page: Page, heading: string) =>
  page
    .getByRole('main')
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

for (const d of demos) {
  for (const p of d.pages) {
    for (const block of d.blocks(p.path, 'featured')) {
      test(`${p.route}: "${block.heading}" shows the gallery pictures it names, from ${block.href} @phone`, async ({
        page,
      }) => {
        const source = d.pages.find((candidate) => candidate.route === sourcePath(block.href, d.base));
        const items = pick(galleryItemsOf(source?.document), block.items);
        expect(
          items.map((item) => item.id),
          'every id names a picture',
        ).toEqual(block.items);
        await page.goto(p.route);
        const shown = section(page, block.heading!);
        const titles = shown.getByRole('listitem').getByRole('heading', { level: 3 });
        await expect(titles).toHaveText(items.map((item) => item.title));
        for (const item of items) {
          const card = shown.getByRole('listitem').filter({ has: page.getByRole('heading', { name: item.title }) });
          await expect(card.getByRole('img', { name: item.image.alt })).toBeVisible();
          await expect(card.getByRole('link', { name: item.title })).toHaveAttribute('href', d.href(block.href));
          if ((block.variant ?? 'cards') === 'cards') {
            for (const fact of item.facts ?? []) await expect(card.getByText(fact, { exact: true })).toBeVisible();
            if (item.status) await expect(card.getByText(item.status, { exact: true })).toBeVisible();
          }
        }
      });
    }

    for (const block of d.blocks(p.path, 'before-after')) {
      test(`${p.route}: "${block.heading}" shows each pair side by side, then switches it between before and after, by mouse and keyboard @phone`, async ({
        page,
      }) => {
        await page.goto(p.route);
        const shown = section(page, block.heading!);
        for (const pair of block.items) {
          const figure = shown.locator('figure').filter({ has: page.getByRole('heading', { name: pair.title }) });
          const before = figure.getByRole('img', { name: pair.before.alt });
          const after = figure.getByRole('img', { name: pair.after.alt });
          const switches = figure.getByRole('group', { name: `Show ${pair.title}` });
          const beforeRadio = switches.getByRole('radio', { name: block.beforeLabel ?? 'Before' });
          const afterRadio = switches.getByRole('radio', { name: block.afterLabel ?? 'After' });
          // At first both halves show side by side, each tagged, and neither button is pressed.
          await expect(beforeRadio).not.toBeChecked();
          await expect(afterRadio).not.toBeChecked();
          const frame = figure.locator('img').first().locator('xpath=ancestor::div[1]');
          const tags = frame.getByText(block.beforeLabel ?? 'Before', { exact: true });
          await expect(tags).toBeVisible();
          await expect(frame.getByText(block.afterLabel ?? 'After', { exact: true })).toBeVisible();
          const half = await after.evaluate((img) => getComputedStyle(img).clipPath);
          expect(half).toContain('50%');
          await switches.getByText(block.beforeLabel ?? 'Before', { exact: true }).click();
          await expect(tags).toBeHidden();
          await expect(beforeRadio).toBeChecked();
          await expect(after).toBeHidden();
          await expect(before).toBeVisible();
          // Arrow keys move between the two, as in any radio group.
          await beforeRadio.focus();
          await page.keyboard.press('ArrowRight');
          await expect(afterRadio).toBeChecked();
          await expect(after).toBeVisible();
          expect(await after.evaluate((img) => getComputedStyle(img).clipPath)).not.toContain('50%');
        }
      });
    }

    for (const block of d.blocks(p.path, 'opening-hours')) {
      test(`${p.route}: "${block.heading}" lists the site's hours with its buttons`, async ({ page }) => {
        await page.goto(p.route);
        const shown = section(page, block.heading);
        const hours = d.site.contact.hours ?? [];
        await expect(shown.locator('dt')).toHaveText(hours.map((line) => line.days));
        await expect(shown.locator('dd')).toHaveText(hours.map((line) => line.hours));
        if (block.showContact !== false) {
          await expect(shown.getByText(d.site.contact.address!, { exact: true })).toBeVisible();
          await expect(shown.getByRole('link', { name: d.site.contact.phone })).toHaveAttribute(
            'href',
            telHref(d.site.contact.phone!),
          );
        }
        for (const action of block.actions ?? [])
          await expect(shown.getByRole('link', { name: action.label })).toHaveAttribute('href', d.href(action.href));
      });
    }

    for (const block of d.blocks(p.path, 'logo-list')) {
      test(`${p.route}: "${block.heading}" shows every brand, as its logo where it has one`, async ({ page }) => {
        await page.goto(p.route);
        const shown = section(page, block.heading!);
        await expect(shown.getByRole('listitem')).toHaveCount(block.items.length);
        for (const item of block.items) {
          if (typeof item === 'string') await expect(shown.getByText(item, { exact: true })).toBeVisible();
          else {
            const logo = shown.getByRole('img', { name: item.name, exact: true });
            await logo.scrollIntoViewIfNeeded();
            await expect(logo).toBeVisible();
            await expect
              .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
                message: `${item.name} loads`,
              })
              .toBe(true);
          }
        }
      });
    }

    const strips = p.document.blocks.flatMap((block, index) =>
      block.type === 'notice' && block.variant === 'strip' ? [{ block, index }] : [],
    );
    for (const { block, index } of strips) {
      test(`${p.route}: the "${block.title}" strip is where the content puts it, with its call @phone`, async ({
        page,
      }) => {
        await page.goto(p.route);
        const first = page.getByRole('main').locator('section').first();
        const strip = page.getByRole('region', { name: block.title });
        await expect(strip.getByRole('heading', { name: block.title })).toBeVisible();
        await expect(strip.getByText(block.text, { exact: true })).toBeVisible();
        if (block.action)
          await expect(strip.getByRole('link', { name: block.action.label })).toHaveAttribute(
            'href',
            d.href(block.action.href),
          );
        // First in the content: above the hero, right under the header, in the first screen.
        if (index === 0) {
          await expect(first).toHaveAttribute('aria-label', block.title);
          const box = (await strip.boundingBox())!;
          expect(box.y + box.height).toBeLessThan(page.viewportSize()!.height);
        }
      });
    }
  }
}
