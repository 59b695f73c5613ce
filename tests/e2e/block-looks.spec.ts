/**
 * How some blocks lay out, on every page that has them, at both widths: a
 * hero's picture on a phone is a strip that shows its scene (not a thin
 * slice), closed in on the picture's subject where the content names one; a
 * strip of featured pictures stays inside the page on a laptop and, on a
 * phone, scrolls with a mark saying there is more; the titles of gallery and
 * featured pictures leave the pictures in view; the figures of a stats row line up; a span of opening
 * days never breaks at its dash; cards side by side line up their parts; a
 * boxed note's title stands apart from its sentence; gallery filters leave no
 * filter alone on a row.
 */
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { NOT_FOUND_PATH, routeOf } from '../../scripts/content/core/route.ts';
import type { Block } from '../../src/content/types.generated.ts';
import { expect, test } from './fixtures.ts';
import { DESKTOP, PHONE } from './support/every-route.ts';
import { addressTail, linesOfTail } from './support/address.ts';

/** The routes whose page has a block matching `has`, read from the content (the not-found page has no route of its own). */
function routesWith(has: (block: Block) => boolean): string[] {
  return loadContent().sites.flatMap(({ site, pages }) =>
    pages
      .filter(({ page }) => page.path !== NOT_FOUND_PATH && page.blocks.some(has))
      .map(({ page }) => routeOf(site, page)),
  );
}

const heroPictures = routesWith(
  (block) => block.type === 'hero' && Boolean(block.image) && [undefined, 'band', 'full-bleed'].includes(block.layout),
);
const subjects = loadContent().sites.flatMap(({ site, pages }) =>
  pages.flatMap(({ page }) =>
    page.blocks
      .filter((block) => block.type === 'hero')
      .filter((hero) => hero.image && hero.subject && [undefined, 'band', 'full-bleed'].includes(hero.layout))
      .map((hero) => ({ route: routeOf(site, page), subject: hero.subject! })),
  ),
);
const galleries = routesWith((block) => block.type === 'gallery' || block.type === 'featured');
const strips = routesWith((block) => block.type === 'featured' && block.variant === 'strip' && block.items.length > 1);
const stats = routesWith((block) => block.type === 'stats');
const hours = routesWith((block) => block.type === 'opening-hours' || block.type === 'form');
/** The pages whose sections show the site's address (beside a form, or with the opening hours). */
const addresses = loadContent().sites.flatMap(({ site, pages }) =>
  site.contact.address
    ? pages
        .filter(({ page }) => page.blocks.some((block) => block.type === 'opening-hours' || block.type === 'form'))
        .map(({ page }) => ({ route: routeOf(site, page), address: site.contact.address! }))
    : [],
);
/**
 * The card titles of each page's card grids, read from the content (a list of cards lays each card's parts out
 * in its own grid beside an icon: only cards stand side by side in rows).
 */
const cardRows = loadContent().sites.flatMap(({ site, pages }) =>
  pages
    .map(({ page }) => ({
      route: routeOf(site, page),
      titles: page.blocks.flatMap((block) =>
        block.type === 'card-grid' && block.variant !== 'list' ? block.cards.map((card) => card.title) : [],
      ),
    }))
    .filter(({ titles }) => titles.length > 0),
);
const filters = routesWith((block) => block.type === 'gallery' && Boolean(block.filters?.length));
/** Every boxed note with its title, read from the content: notice blocks (a strip is one line) and the notes beside a form. */
const notes = loadContent().sites.flatMap(({ site, pages }) =>
  pages.flatMap(({ page }) =>
    page.blocks
      .flatMap((block) =>
        block.type === 'notice' && block.variant !== 'strip'
          ? [block.title]
          : block.type === 'form'
            ? (block.aside?.notes ?? []).map((note) => note.title)
            : [],
      )
      .map((title) => ({ route: routeOf(site, page), title })),
  ),
);

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });

  for (const route of heroPictures)
    test(`${route}: the hero's picture is a strip of its own, at least half as tall as it is wide`, async ({
      page,
    }) => {
      await page.goto(route);
      const picture = page.locator('main section:has(h1) img').first();
      const box = (await picture.boundingBox())!;
      expect(box.width).toBeGreaterThan(PHONE.width * 0.9);
      expect(box.height / box.width).toBeGreaterThanOrEqual(0.45);
    });

  for (const { route, subject } of subjects)
    test(`${route}: the hero's strip closes in on the picture's subject`, async ({ page }) => {
      await page.goto(route);
      const picture = page.locator('main section:has(h1) img').first();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const { strip, drawn } = await picture.evaluate((img: HTMLImageElement) => {
        // The strip is the nearest box that clips the picture; the picture is drawn as object-fit and -position say.
        let frame = img.parentElement!;
        while (getComputedStyle(frame).overflow === 'visible') frame = frame.parentElement!;
        const box = img.getBoundingClientRect();
        const style = getComputedStyle(img);
        const scale =
          style.objectFit === 'cover'
            ? Math.max(box.width / img.naturalWidth, box.height / img.naturalHeight)
            : Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
        const [across, down] = style.objectPosition.split(' ').map((value) => parseFloat(value) / 100);
        const width = img.naturalWidth * scale;
        const height = img.naturalHeight * scale;
        const clip = frame.getBoundingClientRect();
        return {
          strip: { left: clip.left, top: clip.top, right: clip.right, bottom: clip.bottom },
          drawn: {
            left: box.left + (box.width - width) * across,
            top: box.top + (box.height - height) * down,
            width,
            height,
          },
        };
      });
      const shown = {
        left: drawn.left + (drawn.width * subject.x) / 100,
        top: drawn.top + (drawn.height * subject.y) / 100,
        width: (drawn.width * subject.width) / 100,
        height: (drawn.height * subject.height) / 100,
      };
      // The whole subject is in the strip...
      expect(shown.left).toBeGreaterThanOrEqual(strip.left - 1);
      expect(shown.top).toBeGreaterThanOrEqual(strip.top - 1);
      expect(shown.left + shown.width).toBeLessThanOrEqual(strip.right + 1);
      expect(shown.top + shown.height).toBeLessThanOrEqual(strip.bottom + 1);
      // ...and fills most of it one way or the other, instead of standing small in the whole scene.
      const fill = Math.max(shown.width / (strip.right - strip.left), shown.height / (strip.bottom - strip.top));
      expect(fill).toBeGreaterThanOrEqual(0.7);
    });

  for (const route of strips)
    test(`${route}: a strip of pictures scrolls sideways with a mark that follows it`, async ({ page }) => {
      await page.goto(route);
      const list = page
        .locator('main ul')
        .filter({ has: page.locator('li img') })
        .first();
      const overflow = await list.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow, 'there is more to scroll to').toBeGreaterThan(0);
      const mark = list.locator('xpath=following-sibling::*[@aria-hidden="true"]');
      await expect(mark).toBeVisible();
      const place = () => mark.evaluate((el) => getComputedStyle(el, '::before').transform);
      const before = await place();
      await list.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
      await expect.poll(place, 'the mark moves as the strip scrolls').not.toBe(before);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  for (const route of strips)
    test(`${route}: a strip of pictures fits the page's width without scrolling`, async ({ page }) => {
      await page.goto(route);
      const list = page
        .locator('main ul')
        .filter({ has: page.locator('li img') })
        .first();
      expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
      const heading = (await list.locator('xpath=ancestor::section//h2').first().boundingBox())!;
      const box = (await list.boundingBox())!;
      // Inside the page's content column: no wider than the column the section's heading is centred in.
      expect(Math.abs(box.x + box.width / 2 - (heading.x + heading.width / 2))).toBeLessThan(2);
      expect(box.x).toBeGreaterThanOrEqual(DESKTOP.width * 0.05);
    });
});

for (const viewport of [PHONE, DESKTOP])
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const route of stats)
      test(`${route}: the figures of a stats row line up`, async ({ page }) => {
        await page.goto(route);
        await page.evaluate(() => document.fonts.ready);
        const rows = await page.evaluate(() =>
          // Lists of figures: a <dl> whose every entry is a group holding a <dd>.
          [...document.querySelectorAll('main dl')]
            .filter(
              (list) => list.children.length > 1 && [...list.children].every((entry) => entry.querySelector('dd')),
            )
            .map((list) => {
              // Figures grouped by the row their entry starts in; within a row, one top.
              const byRow = new Map<number, number[]>();
              for (const entry of list.children) {
                const row = Math.round(entry.getBoundingClientRect().top);
                const figure = entry.querySelector('dd')!.getBoundingClientRect().top;
                byRow.set(row, [...(byRow.get(row) ?? []), Math.round(figure)]);
              }
              return [...byRow.values()].map((tops) => Math.max(...tops) - Math.min(...tops));
            }),
        );
        expect(rows.length).toBeGreaterThan(0);
        for (const spreads of rows) for (const spread of spreads) expect(spread).toBeLessThanOrEqual(1);
      });

    for (const route of galleries)
      test(`${route}: the titles of a gallery or featured pictures leave the pictures in view`, async ({ page }) => {
        await page.goto(route);
        await page.evaluate(() => document.fonts.ready);
        const covered = await page.evaluate(() =>
          [...document.querySelectorAll('main li')]
            .filter((item) => item.querySelector('img')?.checkVisibility())
            .map((item) => {
              const img = item.querySelector('img')!;
              // What of the picture shows: its box, inside the frame that clips it.
              const own = img.getBoundingClientRect();
              const frame = img.parentElement!.getBoundingClientRect();
              const left = Math.max(own.left, frame.left),
                right = Math.min(own.right, frame.right);
              const top = Math.max(own.top, frame.top),
                bottom = Math.min(own.bottom, frame.bottom);
              // Every element that holds words of its own, with the box it paints (a caption's bar, not only its words).
              const holders = new Set<Element>();
              const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
              for (let node = walker.nextNode(); node; node = walker.nextNode())
                if (node.textContent!.trim() && node.parentElement?.checkVisibility()) holders.add(node.parentElement);
              let hidden = 0;
              for (const holder of holders) {
                const box = holder.getBoundingClientRect();
                hidden +=
                  Math.max(0, Math.min(right, box.right) - Math.max(left, box.left)) *
                  Math.max(0, Math.min(bottom, box.bottom) - Math.max(top, box.top));
              }
              return {
                title: item.textContent!.trim().slice(0, 40),
                share: hidden / ((right - left) * (bottom - top)),
              };
            })
            .filter(({ share }) => share > 0.1)
            .map(({ title, share }) => `"${title}" hides ${Math.round(share * 100)}% of its picture`),
        );
        expect(covered).toEqual([]);
      });

    for (const { route, titles } of cardRows)
      test(`${route}: cards side by side line up their parts (titles, texts, prices, links)`, async ({ page }) => {
        await page.goto(route);
        await page.evaluate(() => document.fonts.ready);
        const misaligned = await page.evaluate((titles) => {
          const found: string[] = [];
          // The grids' cards, found by their titles; grouped by the row they stand in. Within a row, cards of one
          // shape (the same kinds of parts in the same order) and one width are compared part by part: the n-th part
          // of each starts at one height (a feature panel two columns wide is no peer of the cards beside it).
          const cards = [...document.querySelectorAll<HTMLElement>('main article:has(> h3)')].filter(
            (card) =>
              card.checkVisibility() &&
              titles.includes(card.querySelector('h3')!.textContent!.replace(/\s+/g, ' ').trim()),
          );
          const rows = new Map<string, HTMLElement[]>();
          for (const card of cards) {
            const shape = [...card.children].map((part) => part.tagName).join(' ');
            const { top, width } = card.getBoundingClientRect();
            const key = `${Math.round(top)} ${Math.round(width)} ${shape}`;
            rows.set(key, [...(rows.get(key) ?? []), card]);
          }
          for (const row of rows.values()) {
            if (row.length < 2) continue;
            const parts = row.map((card) => [...card.children].map((part) => part.getBoundingClientRect().top));
            parts[0].forEach((_, index) => {
              const tops = parts.map((card) => card[index]);
              if (Math.max(...tops) - Math.min(...tops) > 1)
                found.push(
                  `part ${index + 1} of "${row.map((card) => card.querySelector('h3')!.textContent).join('", "')}" starts at ${tops.map(Math.round).join(', ')}`,
                );
            });
          }
          return found;
        }, titles);
        expect(misaligned).toEqual([]);
      });

    for (const { route, title } of notes)
      test(`${route}: the note "${title}" keeps its title apart from its sentence`, async ({ page }) => {
        await page.goto(route);
        await page.evaluate(() => document.fonts.ready);
        const gap = await page.evaluate((title) => {
          const heading = [...document.querySelectorAll('main :is(h2, h3, strong):has(+ p)')].find(
            (el) => el.textContent!.replace(/\s+/g, ' ').trim() === title,
          )!;
          const sentence = heading.nextElementSibling!;
          // The space between the title's box and the sentence's, against the sentence's own size.
          return {
            space: sentence.getBoundingClientRect().top - heading.getBoundingClientRect().bottom,
            size: parseFloat(getComputedStyle(sentence).fontSize),
          };
        }, title);
        expect(gap.space, 'at least half a line of the sentence').toBeGreaterThanOrEqual(gap.size / 2 - 0.5);
      });

    for (const route of filters)
      test(`${route}: the filters stand in one row, or in rows that hold as many each, never one alone`, async ({
        page,
      }) => {
        await page.goto(route);
        await page.evaluate(() => document.fonts.ready);
        const group = page.getByRole('radiogroup');
        const rows = await group.evaluate((el) => {
          const counts = new Map<number, number>();
          for (const chip of el.querySelectorAll('label')) {
            const top = Math.round(chip.getBoundingClientRect().top);
            counts.set(top, (counts.get(top) ?? 0) + 1);
          }
          return [...counts.values()];
        });
        if (rows.length > 1) {
          expect(rows, 'filters per row').not.toContain(1);
          expect(Math.max(...rows) - Math.min(...rows), 'filters per row').toBeLessThanOrEqual(1);
        }
        // A row wider than the screen scrolls inside itself; the page never does, and every filter can be reached.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
        const last = group.locator('label').last();
        await last.scrollIntoViewIfNeeded();
        const box = (await last.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      });

    for (const route of hours)
      test(`${route}: a span of days such as Tuesday-Sunday stays on one line`, async ({ page }) => {
        await page.goto(route);
        await page.evaluate(() => document.fonts.ready);
        const broken = await page.evaluate(() => {
          const found: string[] = [];
          for (const term of document.querySelectorAll('main dl dt')) {
            const walker = document.createTreeWalker(term, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode())
              for (const match of node.textContent!.matchAll(/\S+[-–]\S+/g)) {
                const range = document.createRange();
                range.setStart(node, match.index);
                range.setEnd(node, match.index + match[0].length);
                const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
                if (lines.size > 1) found.push(match[0]);
              }
          }
          return found;
        });
        expect(broken).toEqual([]);
      });

    for (const { route, address } of addresses)
      test(`${route}: the town, state and postcode of the address stay on one line`, async ({ page }) => {
        await page.goto(route);
        await page.evaluate(() => document.fonts.ready);
        const shown = await page.getByRole('main').getByText(address, { exact: true }).all();
        for (const element of shown) expect(await linesOfTail(element, address), addressTail(address)).toBe(1);
      });

    for (const route of hours)
      test(`${route}: the days never run into their hours`, async ({ page }) => {
        await page.goto(route);
        await page.evaluate(() => document.fonts.ready);
        const collisions = await page.evaluate(() => {
          // The words' own boxes, not the elements': a term may overflow its grid cell into its hours.
          const wordBoxes = (element: Element) => {
            const range = document.createRange();
            range.selectNodeContents(element);
            return [...range.getClientRects()].filter((rect) => rect.width > 0);
          };
          const overlap = (a: DOMRect, b: DOMRect) =>
            a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
          const found: string[] = [];
          for (const term of document.querySelectorAll('main dl dt')) {
            const hours = term.nextElementSibling;
            if (hours?.tagName !== 'DD') continue;
            const [days, times] = [wordBoxes(term), wordBoxes(hours)];
            if (days.some((a) => times.some((b) => overlap(a, b))))
              found.push(`${term.textContent} / ${hours.textContent}`);
          }
          return found;
        });
        expect(collisions).toEqual([]);
      });
  });
