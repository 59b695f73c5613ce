/**
 * How many questions go in each of the two columns, in order: the left column
 * first, then the right, each the same length, and an odd one out last, across
 * both. A single question stands across on its own.
 */
export function splitIntoColumns(count: number): { left: number; right: number; across: number } {
  const perColumn = Math.floor(count / 2);
  return { left: perColumn, right: perColumn, across: count - 2 * perColumn };
}
