import { describe, expect, it } from 'vitest';
import { mosaicSpans, pictureOnRight, viewRules, viewsOf, type Span } from '../../src/blocks/gallery/layout';

/**
 * Places spans on a grid of `columns` the way CSS grid's auto-placement does
 * (row by row, each item at the first place after the previous one where it
 * fits) and returns the grid's cells, each holding its item's index or -1.
 */
function place(spans: Span[], columns: number): number[][] {
  const cells: number[][] = [];
  const free = (row: number, column: number, span: Span) => {
    if (column + span.columns > columns) return false;
    for (let r = row; r < row + span.rows; r += 1)
      for (let c = column; c < column + span.columns; c += 1) if ((cells[r]?.[c] ?? -1) !== -1) return false;
    return true;
  };
  let cursor = { row: 0, column: 0 };
  spans.forEach((span, index) => {
    let { row, column } = cursor;
    while (!free(row, column, span)) {
      column += 1;
      if (column >= columns) [row, column] = [row + 1, 0];
    }
    for (let r = row; r < row + span.rows; r += 1) {
      cells[r] ??= Array<number>(columns).fill(-1);
      for (let c = column; c < column + span.columns; c += 1) cells[r][c] = index;
    }
    cursor = { row, column: column + span.columns };
  });
  return cells;
}

describe('the mosaic', () => {
  for (const columns of [2, 4] as const)
    it(`closes evenly on ${columns} columns, whatever the count`, () => {
      for (let count = 1; count <= 40; count += 1) {
        const spans = mosaicSpans(count, columns);
        expect(spans, `${count} pictures`).toHaveLength(count);
        const cells = place(spans, columns);
        const holes = cells.flatMap((row, r) => row.flatMap((cell, c) => (cell === -1 ? [[r, c]] : [])));
        expect(holes, `${count} pictures on ${columns} columns`).toEqual([]);
        // Each picture keeps its place in the list, read row by row.
        const order = cells.flat().filter((cell, i, all) => all.indexOf(cell) === i);
        expect(order).toEqual(spans.map((_, i) => i));
      }
    });

  it('shows a large picture (two columns, two rows) in every five on laptops, on the left then the right', () => {
    const cells = place(mosaicSpans(10, 4), 4);
    expect(cells.slice(0, 2)).toEqual([
      [0, 0, 1, 2],
      [0, 0, 3, 4],
    ]);
    expect(cells.slice(2, 4)).toEqual([
      [5, 6, 7, 7],
      [8, 9, 7, 7],
    ]);
  });

  it('shows a large picture across the width in every three on phones', () => {
    expect(mosaicSpans(6, 2).map((s) => `${s.columns}x${s.rows}`)).toEqual(['2x2', '1x1', '1x1', '2x2', '1x1', '1x1']);
  });

  it('never leaves a picture too small: spans stay within the grid', () => {
    for (let count = 1; count <= 40; count += 1)
      for (const columns of [2, 4] as const)
        for (const span of mosaicSpans(count, columns)) {
          expect(span.columns).toBeGreaterThanOrEqual(1);
          expect(span.columns).toBeLessThanOrEqual(columns);
        }
  });
});

describe("a gallery's views", () => {
  const views = viewsOf(['pasta', 'mains', 'pasta', undefined, 'pasta'], ['pasta', 'mains']);

  it('are all pictures, then each filter with its own pictures in order', () => {
    expect(views).toEqual([
      { indexes: [0, 1, 2, 3, 4] },
      { filter: 'pasta', indexes: [0, 2, 4] },
      { filter: 'mains', indexes: [1] },
    ]);
  });

  it("write each picture's rule by its place in the view, and reset a filter's view first", () => {
    const rules = viewRules(
      views,
      (position) => (pictureOnRight(position) ? '--side: right;' : undefined),
      '--side: initial;',
    );
    expect(rules.split('\n')).toEqual([
      '& li:nth-child(2) { --side: right; }',
      '& li:nth-child(4) { --side: right; }',
      '&:has(input[value="pasta"]:checked) li { --side: initial; }',
      '&:has(input[value="pasta"]:checked) li:nth-child(3) { --side: right; }',
      '&:has(input[value="mains"]:checked) li { --side: initial; }',
    ]);
  });
});
