/**
 * How blocks of words and figures lay out, on every page that has them, at
 * both widths: the figures of a stats row line up; cards side by side line up
 * their parts; a boxed note's title stands apart from its sentence; a span of
 * opening days never breaks at its dash, nor runs into its hours; an
 * address's town, state and postcode stay on one line; gallery filters leave
 * no filter alone on a row.
 */
import { expect } from '../fixtures.ts';
import { addressTail, linesOfTail } from '../support/address.ts';
import type { PageCheck } from './check.ts';
import { addresses, cardTitles, filters, hours, noteTitles, stats } from './pages-with.ts';

export const statsLineUp: PageCheck = {
  title: 'the figures of a stats row line up',
  applies: ({ site }) => stats.has(site.route),
  run: async ({ page }) => {
    const rows = await page.evaluate(() =>
      // Lists of figures: a <dl> whose every entry is a group holding a <dd>.
      [...document.querySelectorAll('main dl')]
        .filter((list) => list.children.length > 1 && [...list.children].every((entry) => entry.querySelector('dd')))
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
    expect.soft(rows.length).toBeGreaterThan(0);
    for (const spreads of rows) for (const spread of spreads) expect.soft(spread).toBeLessThanOrEqual(1);
  },
};

export const cardsLineUp: PageCheck = {
  title: 'cards side by side line up their parts (titles, texts, prices, links)',
  applies: ({ site }) => cardTitles.has(site.route),
  run: async ({ page, site }) => {
    const titles = cardTitles.get(site.route)!;
    const misaligned = await page.evaluate((titles) => {
      const found: string[] = [];
      // The grids' cards, found by their titles; grouped by the row they stand in. Within a row, cards of one
      // shape (the same kinds of parts in the same order) and one width are compared part by part: the n-th part
      // of each starts at one height (a feature panel two columns wide is no peer of the cards beside it).
      const cards = [...document.querySelectorAll<HTMLElement>('main article:has(> h3)')].filter(
        (card) =>
          card.checkVisibility() && titles.includes(card.querySelector('h3')!.textContent!.replace(/\s+/g, ' ').trim()),
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
    expect.soft(misaligned).toEqual([]);
  },
};

export const notesApart: PageCheck = {
  title: 'a boxed note keeps its title apart from its sentence',
  applies: ({ site }) => noteTitles.has(site.route),
  run: async ({ page, site }) => {
    for (const title of noteTitles.get(site.route)!) {
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
      expect
        .soft(gap.space, `"${title}": at least half a line of the sentence`)
        .toBeGreaterThanOrEqual(gap.size / 2 - 0.5);
    }
  },
};

export const daySpans: PageCheck = {
  title: 'a span of days such as Tuesday-Sunday stays on one line',
  applies: ({ site }) => hours.has(site.route),
  run: async ({ page }) => {
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
    expect.soft(broken).toEqual([]);
  },
};

export const daysApartFromHours: PageCheck = {
  title: 'the days never run into their hours',
  applies: ({ site }) => hours.has(site.route),
  run: async ({ page }) => {
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
    expect.soft(collisions).toEqual([]);
  },
};

export const addressOnOneLine: PageCheck = {
  title: 'the town, state and postcode of the address stay on one line',
  applies: ({ site }) => addresses.has(site.route),
  run: async ({ page, site }) => {
    const address = addresses.get(site.route)![0];
    const shown = await page.getByRole('main').getByText(address, { exact: true }).all();
    for (const element of shown) expect.soft(await linesOfTail(element, address), addressTail(address)).toBe(1);
  },
};

// Scrolls the page to the last filter: it runs after the checks that capture the page.
export const filterRows: PageCheck = {
  title: 'the filters stand in one row, or in rows that hold as many each, never one alone',
  applies: ({ site }) => filters.has(site.route),
  run: async ({ page, width }) => {
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
      expect.soft(rows, 'filters per row').not.toContain(1);
      expect.soft(Math.max(...rows) - Math.min(...rows), 'filters per row').toBeLessThanOrEqual(1);
    }
    // A row wider than the screen scrolls inside itself; the page never does, and every filter can be reached.
    expect.soft(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    const last = group.locator('label').last();
    await last.scrollIntoViewIfNeeded();
    const box = (await last.boundingBox())!;
    expect.soft(box.x).toBeGreaterThanOrEqual(0);
    expect.soft(box.x + box.width).toBeLessThanOrEqual(width);
  },
};
