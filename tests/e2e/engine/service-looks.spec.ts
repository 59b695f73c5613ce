/**
 * The card grid's looks keep their promise, each measured once on the engine's
 * fixture site, at 1280 and 375 px: rows set the words beside the check list or the picture on
 * wide screens and stack them on phones; numbered leads each card with its
 * number, in order, in view; feature makes the first card a panel two columns
 * wide and one row tall. In these looks no row of cards leaves a hole, and every part a card has
 * (icon, picture, label, price, check list, link) shows inside its card.
 */
import { expect, test } from '../fixtures.ts';
import { DESKTOP, PHONE } from '../support/every-route.ts';
import { looksOffered, oneUsePerLook, usedLook } from './look-uses.ts';

/** The looks this spec measures (cards, list and plain are measured by demo-signature.spec.ts and every page's check that cards line up). */
const LOOKS = ['rows', 'numbered', 'feature'];

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
  width: number;
}

interface Measured {
  grid: Box & { columnGap: number };
  cards: {
    box: Box;
    background: string;
    title: Box;
    text: Box | null;
    price: Box | null;
    features: Box | null;
    picture: Box | null;
    number: { box: Box; text: string; visible: boolean } | null;
    /** Parts of the card that are empty or stand outside it. */
    stray: string[];
  }[];
}

/** Runs in the page: the grid whose cards carry these titles, and each card's parts. */
function measure(titles: string[]): Measured | null {
  const rect = (el: Element) => {
    const { top, bottom, left, right, width } = el.getBoundingClientRect();
    return { top, bottom, left, right, width };
  };
  const titled = (card: Element) => card.querySelector('h3')?.textContent?.replace(/\s+/g, ' ').trim();
  const first = [...document.querySelectorAll('main article')].find((card) => titled(card) === titles[0]);
  const grid = first?.parentElement;
  if (!grid) return null;
  const cards = [...grid.children].filter((card) => titles.includes(titled(card) ?? ''));
  return {
    grid: { ...rect(grid), columnGap: parseFloat(getComputedStyle(grid).columnGap) || 0 },
    cards: cards.map((card) => {
      const part = (name: string) => card.querySelector(`:scope > [data-part='${name}']`);
      const box = rect(card);
      const stray = [...card.querySelectorAll(':scope > [data-part], :scope img')]
        .filter((el) => {
          const r = rect(el);
          const outside =
            r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1;
          return r.width === 0 || r.bottom - r.top === 0 || outside || !el.checkVisibility({ opacityProperty: true });
        })
        .map((el) => el.getAttribute('data-part') ?? el.tagName);
      const number = part('number');
      return {
        box,
        background: getComputedStyle(card).backgroundColor,
        title: rect(card.querySelector('h3')!),
        text: part('text') && rect(part('text')!),
        price: part('price') && rect(part('price')!),
        features: part('features') && rect(part('features')!),
        picture: card.querySelector('img') && rect(card.querySelector('img')!),
        number: number && {
          box: rect(number),
          text: number.textContent!.trim(),
          visible: number.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
        },
        stray,
      };
    }),
  };
}

const overlapsVertically = (a: Box, b: Box) => a.top < b.bottom - 1 && b.top < a.bottom - 1;
const sideBySide = (a: Box, b: Box) => (a.right <= b.left + 1 || b.right <= a.left + 1) && overlapsVertically(a, b);
const stacked = (above: Box, below: Box) => above.bottom <= below.top + 1;

test('the card grid offers every look measured here', () => {
  expect(looksOffered('card-grid', 'variant').looks).toEqual(expect.arrayContaining(LOOKS));
});

for (const viewport of [DESKTOP, PHONE]) {
  const wide = viewport.width >= 900;

  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { look, use } of oneUsePerLook('card-grid', 'variant').filter(({ look }) => LOOKS.includes(look))) {
      test(`a card grid laid out as ${look}, with no hole`, async ({ page }) => {
        const { route, block } = usedLook('card-grid', look, use);
        await page.goto(route);
        await page.evaluate(() => document.fonts.ready);
        const measured = await page.evaluate(
          measure,
          block.cards.map((card) => card.title),
        );
        expect(measured, 'the grid is found by its cards').not.toBeNull();
        const { grid, cards } = measured!;
        expect(cards).toHaveLength(block.cards.length);

        for (const [index, card] of cards.entries())
          expect(card.stray, `parts of "${block.cards[index].title}" empty or outside their card`).toEqual([]);

        // No hole: along every line a card starts on, the cards there reach from the grid's start to its end,
        // one gap apart.
        for (const top of new Set(cards.map(({ box }) => Math.round(box.top)))) {
          const across = cards
            .map(({ box }) => box)
            .filter((box) => box.top <= top + 1 && box.bottom > top + 1)
            .sort((a, b) => a.left - b.left);
          expect(across[0].left, `the row at ${top} px starts at the grid's start`).toBeCloseTo(grid.left, 0);
          expect(across.at(-1)!.right, `the row at ${top} px reaches the grid's end`).toBeCloseTo(grid.right, 0);
          for (const [i, box] of across.entries())
            if (i)
              expect(box.left - across[i - 1].right, `a gap in the row at ${top} px`).toBeLessThanOrEqual(
                grid.columnGap + 1,
              );
        }

        if (look === 'rows') {
          // One card a row, each under the last.
          for (const [i, card] of cards.entries()) {
            expect(card.box.width).toBeCloseTo(grid.width, 0);
            if (i) expect(stacked(cards[i - 1].box, card.box)).toBe(true);
          }
          for (const [index, card] of cards.entries()) {
            // The side: the picture where the card has one, else its check list.
            const side = card.picture ?? card.features;
            if (!side) continue;
            const words = card.text ?? card.title;
            const name = `"${block.cards[index].title}"`;
            // The words: the title with the text and price under it, together beside the side.
            const told = [card.title, card.text, card.price].filter((part) => part !== null);
            const together = { ...card.title, bottom: Math.max(...told.map(({ bottom }) => bottom)) };
            if (wide) expect(sideBySide(together, side), `${name}: words beside the side`).toBe(true);
            else if (card.picture) expect(stacked(side, card.title), `${name}: the picture heads the row`).toBe(true);
            else expect(stacked(words, side), `${name}: the list under the words`).toBe(true);
          }
        }

        if (look === 'numbered')
          for (const [index, card] of cards.entries()) {
            expect(card.number, `"${block.cards[index].title}" has its number`).not.toBeNull();
            const { box, text, visible } = card.number!;
            expect(text).toBe(String(index + 1).padStart(2, '0'));
            expect(visible).toBe(true);
            expect(box.left).toBeGreaterThanOrEqual(0);
            expect(box.right).toBeLessThanOrEqual(viewport.width);
            // Above its title on wide screens, in a column before it on phones.
            if (viewport.width >= 640) expect(stacked(box, card.title)).toBe(true);
            else expect(box.right).toBeLessThanOrEqual(card.title.left + 1);
          }

        if (look === 'feature' && cards.length > 1) {
          const [panel, next] = cards;
          // A panel of its own colour, set apart from the cards beside it.
          expect(panel.background).not.toBe(next.background);
          expect(panel.background).not.toBe('rgba(0, 0, 0, 0)');
          if (wide) {
            // Two columns wide and one row tall, the next card beside it: no taller than its neighbour, so no void.
            expect(panel.box.width).toBeGreaterThanOrEqual(2 * next.box.width + grid.columnGap - 2);
            expect(sideBySide(panel.box, next.box)).toBe(true);
            expect(panel.box.bottom - panel.box.top).toBeLessThanOrEqual(next.box.bottom - next.box.top + 1);
          } else {
            for (const card of cards) expect(card.box.width).toBeCloseTo(grid.width, 0);
          }
        }
      });
    }
  });
}
