/**
 * How the cards of a grid fill its rows with no hole at the end: at each width
 * the grid is cut into enough narrow tracks that a full row and the last,
 * shorter row can both be shared out evenly, and the last row's cards widen to
 * fill it. A featured first card is two columns wide and one row tall: two rows
 * would stretch it to the height of two stacked cards, a void its words cannot fill.
 */
export interface RowPlan {
  /** Narrow tracks across the grid. */
  tracks: number;
  /** Tracks each card spans, in card order. */
  spans: number[];
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const lcm = (a: number, b: number) => (a * b) / gcd(a, b);

export function planRows(count: number, columns: number, featured: boolean): RowPlan {
  // Widths in columns: a featured card takes two where there are two.
  const widths = Array.from({ length: count }, (_, index) => (featured && index === 0 ? Math.min(2, columns) : 1));
  // Cells the cards fill; what the last row holds.
  const cells = widths.reduce((sum, width) => sum + width, 0);
  const short = cells % columns;
  let lastRow: number[] = [];
  if (short !== 0) {
    // Walk back from the last card until the short row's cells are counted.
    let filled = 0;
    for (let index = count - 1; index >= 0 && filled < short; index--) {
      filled += widths[index];
      lastRow = [index, ...lastRow];
    }
  }
  const tracks = short === 0 ? columns : lcm(columns, short);
  const spans = widths.map((width, index) =>
    lastRow.includes(index) ? (width * tracks) / short : (width * tracks) / columns,
  );
  return { tracks, spans };
}
