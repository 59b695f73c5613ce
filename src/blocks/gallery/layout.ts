/**
 * Where each picture goes in the looks whose layout depends on a picture's
 * place in the list: the mosaic's large tiles and the journal's sides. The
 * place changes with the filter, so the gallery writes these as CSS rules, one
 * set for each filter, and they work before and without JavaScript.
 */

/** How many columns and rows of the grid a picture takes. */
export interface Span {
  columns: number;
  rows: number;
}

const SMALL: Span = { columns: 1, rows: 1 };
const WIDE: Span = { columns: 2, rows: 1 };
const LARGE: Span = { columns: 2, rows: 2 };

/**
 * The mosaic's spans for `count` pictures on a grid of 4 columns (laptops) or
 * 2 (phones), filled row by row, so that the grid closes evenly: no empty
 * cell, whatever the count.
 *
 * - 4 columns: groups of five fill two rows, one picture large (2 × 2) and four
 *   small around it; the large one sits on the left in one group and on the
 *   right in the next. The rest: four small make a row; three are one wide and
 *   two small; two are both large; one joins the last group, which becomes a
 *   wide, four small and a wide over two rows (or, alone, takes the whole row).
 *   A wide picture is cropped to a band, so the looks use as few as they can.
 * - 2 columns: groups of three fill two rows, one picture large (the whole
 *   width) and two small under it; two left over share a row, and one alone
 *   takes the whole row.
 */
export function mosaicSpans(count: number, columns: 2 | 4): Span[] {
  const spans: Span[] = [];
  if (columns === 2) {
    const grouped = count - (count % 3);
    for (let i = 0; i < grouped; i += 1) spans.push(i % 3 === 0 ? LARGE : SMALL);
    return [...spans, ...[[], [WIDE], [SMALL, SMALL]][count % 3]];
  }
  const rest = count % 5;
  // A single picture left over joins the last group, when there is one.
  const groups = rest === 1 && count > 1 ? Math.floor(count / 5) - 1 : Math.floor(count / 5);
  for (let g = 0; g < groups; g += 1) {
    const largeAt = g % 2 === 0 ? 0 : 2;
    for (let place = 0; place < 5; place += 1) spans.push(place === largeAt ? LARGE : SMALL);
  }
  const left = count - groups * 5;
  const tail: Record<number, Span[]> = {
    0: [],
    1: [{ columns: 4, rows: 1 }],
    2: [LARGE, LARGE],
    3: [WIDE, SMALL, SMALL],
    4: [SMALL, SMALL, SMALL, SMALL],
    6: [WIDE, SMALL, SMALL, SMALL, SMALL, WIDE],
  };
  return [...spans, ...tail[left]];
}

/** Which of the journal's rows put the picture on the right: every second one. */
export const pictureOnRight = (position: number) => position % 2 === 1;

/** A picture's place in one view of the gallery: all pictures, or one filter's. */
export interface View {
  /** The filter's id, or undefined for all pictures. */
  filter?: string;
  /** The indexes (in the whole list) of the pictures the view shows, in order. */
  indexes: number[];
}

/** The views of a gallery: all of its pictures, then each filter's. */
export function viewsOf(categories: (string | undefined)[], filters: string[]): View[] {
  const all = categories.map((_, index) => index);
  return [
    { indexes: all },
    ...filters.map((filter) => ({ filter, indexes: all.filter((index) => categories[index] === filter) })),
  ];
}

/**
 * CSS rules (inside the gallery's shell, `&`) giving each picture of each view
 * the declarations `declare` returns for its position, `li:nth-child` being
 * its place in the whole list. A filter's rules outrank the rules for all
 * pictures, and start from `reset`, so nothing of the all view leaks into it.
 */
export function viewRules(
  views: View[],
  declare: (position: number, count: number) => string | undefined,
  reset: string,
): string {
  return views
    .flatMap(({ filter, indexes }) => {
      const scope = filter === undefined ? '&' : `&:has(input[value=${JSON.stringify(filter)}]:checked)`;
      const rules = indexes.flatMap((index, position) => {
        const declarations = declare(position, indexes.length);
        return declarations ? [`${scope} li:nth-child(${index + 1}) { ${declarations} }`] : [];
      });
      return filter === undefined ? rules : [`${scope} li { ${reset} }`, ...rules];
    })
    .join('\n');
}
