import { describe, expect, it } from 'vitest';
import { planRows } from '../../../src/blocks/card-grid/tracks';
import type { Block } from '../../../src/content/types.generated.ts';
import { loadSchemas } from '../../../scripts/content/schema.ts';
import { renderBlocks } from '../../support/render.tsx';

const schemas = loadSchemas();

describe('card looks', () => {
  const cards = (variant: NonNullable<Extract<Block, { type: 'card-grid' }>['variant']>): Block => ({
    type: 'card-grid',
    variant,
    cards: [
      { icon: 'wrench', title: 'Brakes', text: 'Pads and rotors.', features: ['Pads', 'Rotors'] },
      { title: 'Tyres', text: 'Fitted while you wait.', link: { label: 'Book', href: '#contact' } },
      { title: 'Oil', price: 'From $49' },
    ],
  });

  it.each(['rows', 'numbered', 'feature'] as const)('%s shows every card with all its parts', (variant) => {
    expect(schemas.block(cards(variant))).toBe(true);
    const html = renderBlocks([cards(variant)]);
    for (const text of ['Brakes', 'Pads and rotors.', 'Rotors', 'Tyres', 'Fitted while you wait.', 'Book', 'From $49'])
      expect(html).toContain(text);
    expect(html.match(/<article/g)).toHaveLength(3);
  });

  it('numbered leads each card with its number, in order, and only that look does', () => {
    const numbers = (html: string) => [...html.matchAll(/data-part="number"[^>]*>(\d+)</g)].map((match) => match[1]);
    expect(numbers(renderBlocks([cards('numbered')]))).toEqual(['01', '02', '03']);
    expect(numbers(renderBlocks([cards('cards')]))).toEqual([]);
  });

  it('refuses a look it does not know', () => {
    expect(schemas.block({ type: 'card-grid', variant: 'masonry', cards: [{ title: 'A' }] })).toBe(false);
  });
});

/** Places the cards as CSS grid's auto-placement does (row by row, first free cells) and returns the rows' fill. */
function place(count: number, columns: number, featured: boolean) {
  const { tracks, spans } = planRows(count, columns, featured);
  const rows: boolean[][] = [];
  const cell = (row: number) => (rows[row] ??= Array<boolean>(tracks).fill(false));
  spans.forEach((span) => {
    for (let row = 0; ; row++)
      for (let start = 0; start + span <= tracks; start++)
        if (
          cell(row)
            .slice(start, start + span)
            .every((taken) => !taken)
        ) {
          cell(row).fill(true, start, start + span);
          return;
        }
  });
  return { rows, tracks, spans };
}

describe('card grid rows', () => {
  for (const featured of [false, true])
    for (let columns = 1; columns <= 4; columns++)
      for (let count = 1; count <= 10; count++)
        it(`${count} cards in ${columns} columns${featured ? ', the first featured' : ''}: every row is full`, () => {
          const { rows, tracks, spans } = place(count, columns, featured);
          for (const row of rows) expect(row.every(Boolean), JSON.stringify({ tracks, spans })).toBe(true);
          // A full row's cards are one column wide (the feature two), never wider than the row.
          expect(Math.max(...spans)).toBeLessThanOrEqual(tracks);
        });

  it('a featured card is two columns wide and one row tall', () => {
    expect(planRows(6, 3, true)).toEqual({ tracks: 3, spans: [2, 1, 1, 1, 1, 3] });
    expect(planRows(2, 3, true)).toEqual({ tracks: 3, spans: [2, 1] });
  });

  it('the last, shorter row shares its width evenly', () => {
    expect(planRows(5, 3, false)).toEqual({ tracks: 6, spans: [2, 2, 2, 3, 3] });
  });
});
