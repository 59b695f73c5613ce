/**
 * A story's and a team's looks lay out as they promise, each look measured
 * once on the engine's fixture site, at 1280 and 375 px. A story beside its picture starts level with
 * it; a wide story's picture spans the page above the heading, with the
 * paragraphs in two columns beside it; a quote stands large beside the story
 * (above the paragraphs on phones), its picture under it. A team's cards centre
 * a small photo over each name, portraits put a large photo across each card,
 * and rows set each person on a line of their own beside a small photo.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { DESKTOP, PHONE } from '../support/every-route.ts';
import { oneUsePerLook, usedLook, type BlockOf } from './look-uses.ts';

/** The look a story is drawn in: a quote look needs its quote and a wide one its picture, or it reads as beside. */
function storyLook(block: BlockOf<'text'>): 'beside' | 'wide' | 'quote' {
  const look = block.variant ?? 'beside';
  return (look === 'quote' && !block.quote) || (look === 'wide' && !block.image) ? 'beside' : look;
}

type Box = { x: number; y: number; width: number; height: number };
const box = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;
const bottom = (b: Box) => b.y + b.height;
const right = (b: Box) => b.x + b.width;

/** The section holding a block, found by its heading. */
const sectionOf = (page: Page, heading: string) =>
  page.locator('main section').filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });

/** A paragraph of a story, found by its opening words (ranges in it may be kept together with no-break spaces). */
const paragraph = (section: Locator, text: string) =>
  section.locator('p').filter({
    hasText: new RegExp(
      `^${text
        .slice(0, 24)
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace(/ /g, '\\s')}`,
    ),
  });

for (const viewport of [DESKTOP, PHONE]) {
  const wide = viewport.width >= 900;

  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { look, use } of oneUsePerLook('text', 'variant', storyLook)) {
      test(`a story in the ${look} look`, async ({ page }) => {
        const { route, block } = usedLook('text', look, use);
        await page.goto(route);
        const section = sectionOf(page, block.heading);
        const heading = await box(section.getByRole('heading', { level: 2, name: block.heading, exact: true }));
        const eyebrow = block.eyebrow ? await box(section.getByText(block.eyebrow, { exact: true })) : heading;
        const textTop = Math.min(eyebrow.y, heading.y);
        const first = await box(paragraph(section, block.paragraphs[0]).first());
        const picture = block.image ? await box(section.locator('img').first()) : undefined;

        if (look === 'quote') {
          const quote = section.locator('blockquote');
          await expect(quote).toBeVisible();
          const said = await box(quote);
          const size = async (locator: Locator) =>
            parseFloat(await locator.evaluate((element) => getComputedStyle(element).fontSize));
          expect(await size(quote), 'the quote is set larger than the story').toBeGreaterThan(
            1.3 * (await size(paragraph(section, block.paragraphs[0]).first())),
          );
          await expect(section.locator('figcaption', { hasText: block.quote!.cite })).toBeVisible();
          if (wide) {
            expect(said.x, 'the quote stands beside the paragraphs').toBeGreaterThanOrEqual(right(first) - 1);
            expect(Math.abs(said.y - textTop), 'the quote starts level with the story').toBeLessThan(40);
            if (picture) {
              expect(picture.y, 'the picture stands under the quote').toBeGreaterThanOrEqual(bottom(said));
              expect(picture.x).toBeGreaterThanOrEqual(right(first) - 1);
            }
          } else {
            expect(said.y, 'the quote comes after the heading').toBeGreaterThanOrEqual(bottom(heading));
            expect(bottom(said), 'and before the paragraphs').toBeLessThanOrEqual(first.y);
          }
          return;
        }

        if (look === 'wide') {
          expect(bottom(picture!), 'the picture stands above the story').toBeLessThanOrEqual(textTop + 1);
          if (wide) {
            expect(picture!.width, 'across the page').toBeGreaterThan(0.8 * viewport.width);
            expect(picture!.width / picture!.height, 'as a wide strip').toBeGreaterThan(2);
            expect(right(heading), 'the heading in a column of its own').toBeLessThanOrEqual(first.x + 1);
            if (block.paragraphs.length > 1) {
              const last = await box(paragraph(section, block.paragraphs.at(-1)!).first());
              expect(last.x, 'the paragraphs run in two columns').toBeGreaterThan(right(first) - 1);
            }
          } else expect(picture!.width).toBeGreaterThan(0.8 * viewport.width);
          return;
        }

        // beside
        if (!picture) return;
        if (wide) {
          expect(Math.abs(picture.y - textTop), 'the picture is level with the top of the text').toBeLessThanOrEqual(2);
          if ((block.imagePosition ?? 'right') === 'left')
            expect(right(picture), 'the picture at the left').toBeLessThanOrEqual(heading.x + 1);
          else expect(picture.x, 'the picture at the right').toBeGreaterThanOrEqual(right(first) - 1);
        } else {
          expect(picture.y, 'on phones the picture follows the text').toBeGreaterThanOrEqual(bottom(first));
          expect(picture.width).toBeGreaterThan(0.8 * viewport.width);
        }
      });
    }

    for (const { look, use } of oneUsePerLook('team', 'variant')) {
      test(`a team shown as ${look}`, async ({ page }) => {
        const { route, block } = usedLook('team', look, use);
        const members = block.members ?? [];
        await page.goto(route);
        const section = block.heading ? sectionOf(page, block.heading) : page.locator('main');
        const people = [];
        expect(members.length, 'the team shows its people').toBeGreaterThan(0);
        for (const member of members) {
          const name = section.getByRole('heading', { level: 3, name: member.name, exact: true });
          // The photo and the name share one card or row: the nearest element holding both.
          const holder = name.locator('xpath=ancestor::*[.//img][1]');
          const photo = member.image ? await box(holder.locator('img').first()) : undefined;
          people.push({ name: await box(name), holder: await box(holder), photo });
        }
        for (const { name, holder, photo } of people) {
          if (!photo) continue;
          if (look === 'rows') {
            expect(right(photo), 'the photo at the start of its line').toBeLessThanOrEqual(name.x);
            expect(photo.width).toBeLessThanOrEqual(100);
            expect(photo.y < bottom(name) && bottom(photo) > name.y, 'beside the name').toBe(true);
          } else {
            expect(bottom(photo), 'the photo above the name').toBeLessThanOrEqual(name.y);
            if (look === 'portraits') {
              expect(photo.width, 'a large photo across its card').toBeGreaterThan(0.95 * holder.width);
              // Upright where cards stand side by side; a shorter, landscape crop on phones, where they stack.
              if (viewport.width >= 640) expect(photo.height).toBeGreaterThan(photo.width);
              else expect(photo.height).toBeLessThan(0.8 * photo.width);
            } else {
              expect(photo.width).toBeLessThanOrEqual(160);
              expect(Math.abs(photo.x + photo.width / 2 - (name.x + name.width / 2)), 'centred').toBeLessThan(2);
            }
          }
        }
        if (look === 'rows')
          for (let i = 1; i < people.length; i++) {
            expect(people[i].name.y, 'one person a line').toBeGreaterThanOrEqual(bottom(people[i - 1].holder) - 1);
            expect(Math.abs(people[i].name.x - people[0].name.x)).toBeLessThan(2);
          }
      });
    }
  });
}
