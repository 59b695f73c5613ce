/**
 * The measurable points of finish, on every route at both widths: buttons
 * stand out from their ground (WCAG 1.4.11) and a primary button outranks the
 * one beside it; the closing band differs from the footer; headings, eyebrows
 * and labels leave no word alone; compounds, ranges and times never break
 * across lines, nor does a line start with a dash; check lists, contact
 * lists, form rows and hero badges keep an even rhythm (badges in one row or even rows, never a column); badges are
 * pills exactly where a row of pills fits; the phone menu marks
 * the current page (./phone-menu.ts).
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { contrastRatio, type Rgb } from '../../../src/theme/contrast.ts';
import { expect } from '../fixtures.ts';
import type { PageCheck } from './check.ts';

/** Pixels of a full-page capture, read as sRGB triplets. */
async function capture(page: Page) {
  const { data, info } = await sharp(await page.screenshot({ fullPage: true, animations: 'disabled' }))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return (x: number, y: number): Rgb => {
    const i = (Math.round(y) * info.width + Math.round(x)) * 3;
    return [data[i], data[i + 1], data[i + 2]];
  };
}

interface ButtonBox {
  label: string;
  rank: string;
  /** Group of buttons standing side by side. */
  row: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Runs in the page: every visible button, in page coordinates, with the row it stands in. */
function buttonBoxes(): ButtonBox[] {
  const rows = new Map<Element, number>();
  return [...document.querySelectorAll<HTMLElement>('[data-button]')]
    .filter((el) => el.checkVisibility({ visibilityProperty: true }) && el.getBoundingClientRect().width > 0)
    .map((el) => {
      const box = el.getBoundingClientRect();
      const parent = el.parentElement!;
      if (!rows.has(parent)) rows.set(parent, rows.size);
      return {
        label: el.textContent!.trim(),
        rank: el.dataset.button!,
        row: rows.get(parent)!,
        x: box.left + scrollX,
        y: box.top + scrollY,
        width: box.width,
        height: box.height,
      };
    });
}

/** Runs in the page: headings, eyebrows and labels whose last line holds one word of three or more. */
function loneWords(): string[] {
  const found: string[] = [];
  const short = [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, dt, figcaption, p, label')].filter(
    (el) =>
      /^H\d$/.test(el.tagName) ||
      getComputedStyle(el).textTransform === 'uppercase' ||
      ['DT', 'FIGCAPTION', 'LABEL'].includes(el.tagName),
  );
  for (const el of short) {
    if (!el.checkVisibility() || el.closest('[hidden], dialog:not([open])')) continue;
    const tops: number[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.textContent!.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rect = range.getClientRects()[0];
        if (rect) tops.push(Math.round(rect.top));
      }
    }
    const last = tops.at(-1);
    if (tops.length < 3 || last === undefined || new Set(tops).size < 2) continue;
    if (tops.filter((top) => Math.abs(top - last) < 4).length === 1) found.push(el.textContent!.trim().slice(0, 60));
  }
  return found;
}

/** Runs in the page: lists of items whose spacing is uneven (check lists, form rows, badge rows). */
function unevenRhythm(): string[] {
  const found: string[] = [];
  const visible = (el: Element) =>
    el.checkVisibility({ visibilityProperty: true }) && el.getBoundingClientRect().height > 0;
  // The words an item shows, from the top of its first line to the bottom of its last (a link's tap target may
  // reach beyond them, and an item's box with it: the eye measures the space between the words).
  const wordsOf = (item: Element) => {
    const lines: DOMRect[] = [];
    const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      lines.push(...[...range.getClientRects()].filter((rect) => rect.width > 0));
    }
    return { top: Math.min(...lines.map((r) => r.top)), bottom: Math.max(...lines.map((r) => r.bottom)) };
  };
  // Lists of items with an icon each (check lists in pricing cards and rows, service cards, contact details): the
  // space between items' words is one value, down each column of a list set in columns.
  for (const list of document.querySelectorAll('ul:has(> li > svg)')) {
    const items = [...list.children].filter(visible);
    const columns = new Map<number, Element[]>();
    for (const item of items) {
      const left = Math.round(item.getBoundingClientRect().left);
      columns.set(left, [...(columns.get(left) ?? []), item]);
    }
    // Items set in columns share their rows with their neighbours, so there the rows are measured, not the words.
    const span = columns.size > 1 ? (item: Element) => item.getBoundingClientRect() : wordsOf;
    const gaps = [...columns.values()].flatMap((column) => {
      const boxes = column.map(span);
      return boxes.slice(1).map((box, i) => box.top - boxes[i].bottom);
    });
    if (gaps.length > 1 && Math.max(...gaps) - Math.min(...gaps) > 2)
      found.push(`list "${list.textContent!.slice(0, 40)}": gaps ${gaps.map(Math.round).join(', ')}`);
  }
  // Form rows: fields grouped by their top edge; the space from one row to the next is one value.
  for (const form of document.querySelectorAll('form')) {
    const fields = [...form.children].filter(visible).map((el) => el.getBoundingClientRect());
    const rows = new Map<number, number>();
    for (const box of fields) rows.set(Math.round(box.top), Math.max(rows.get(Math.round(box.top)) ?? 0, box.bottom));
    const ordered = [...rows].sort((a, b) => a[0] - b[0]);
    const gaps = ordered.slice(1).map(([top], i) => top - ordered[i][1]);
    if (gaps.length > 1 && Math.max(...gaps) - Math.min(...gaps) > 4)
      found.push(`form "${form.getAttribute('aria-label') ?? form.id}": row gaps ${gaps.map(Math.round).join(', ')}`);
  }
  // Badges: one row, or rows that hold the same number each, two at least (no badge left alone, no column of them),
  // and every badge's words inside its own box.
  for (const list of document.querySelectorAll('[aria-label="Highlights"]')) {
    const counts = new Map<number, number>();
    for (const li of [...list.children].filter(visible)) {
      const top = Math.round(li.getBoundingClientRect().top);
      counts.set(top, (counts.get(top) ?? 0) + 1);
      if (li.scrollWidth > li.clientWidth + 1) found.push(`badge "${li.textContent}" overflows its box`);
    }
    if (list.scrollWidth > list.clientWidth + 1) found.push(`badges "${list.textContent}" overflow their row`);
    const perRow = [...counts.values()];
    if (perRow.length > 1 && (new Set(perRow).size > 1 || perRow.includes(1)))
      found.push(`badges in rows of ${perRow.join(', ')}`);
  }
  return found;
}

/**
 * Runs in the page: what must stay whole but breaks across lines in the page's
 * own words (a quotation is the customer's running text): a compound or range
 * ("flat-rate", "10-40", "9AM-12PM"), a time ("5:00 PM"), and a dash between
 * words, which stays on the line of the word before it.
 */
function brokenWholes(): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const holder = node.parentElement!;
    if (holder.closest('blockquote') || !holder.checkVisibility()) continue;
    for (const match of node.textContent!.matchAll(/\S+[-–]\S+|\b\d{1,2}(?::\d\d)?\s?[AP]M\b|\S+\s[—–]/gi)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set(
        [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
      );
      if (lines.size > 1) found.push(`"${match[0]}" in "${holder.textContent!.trim().slice(0, 50)}"`);
    }
  }
  return found;
}

/**
 * Runs in the page: badge rows whose arrangement misjudges their width. The row
 * as pills is measured in the badges' own face (the canvas sets the loaded web
 * font); where that fits the box the badges must be pills, where it does not
 * they must be cells. Within a few pixels of the box either is fine.
 */
function misjudgedBadges(): string[] {
  const found: string[] = [];
  const context = document.createElement('canvas').getContext('2d')!;
  for (const list of document.querySelectorAll<HTMLElement>('[aria-label="Highlights"]')) {
    if (!list.checkVisibility()) continue;
    const badges = [...list.children] as HTMLElement[];
    const style = getComputedStyle(badges[0]);
    const pills = style.whiteSpace === 'nowrap';
    // A pill's words at its own size (0.875rem, semibold), its padding and border each side, and the gaps between pills.
    context.font = `600 14px ${style.fontFamily}`;
    const words = badges.reduce((sum, li) => sum + context.measureText(li.textContent!).width, 0);
    const row = words + badges.length * (25.6 + 2) + (badges.length - 1) * 12;
    const box = list.getBoundingClientRect().width;
    const label = `"${badges.map((li) => li.textContent).join(' | ')}" (${Math.round(row)} px as pills, box ${Math.round(box)} px)`;
    if (pills && row > box + 0.5) found.push(`pills that do not fit: ${label}`);
    if (!pills && row + 8 < box) found.push(`cells where pills fit: ${label}`);
  }
  return found;
}

export const finish: PageCheck = {
  title: 'buttons stand out, the last band differs from the footer, even rhythm, no lone words',
  run: async ({ page }) => {
    await page.evaluate(() => document.fonts.ready);
    expect.soft(await page.evaluate(loneWords), 'lines ending on one word').toEqual([]);
    expect
      .soft(await page.evaluate(brokenWholes), 'compounds, ranges, times and dashes broken across lines')
      .toEqual([]);
    expect.soft(await page.evaluate(unevenRhythm), 'uneven spacing').toEqual([]);
    expect.soft(await page.evaluate(misjudgedBadges), 'badges as pills or cells').toEqual([]);

    // Boxes are measured after the capture, from the layout it drew: a full-page capture lays the page
    // out again at its full height, and a font that was still on its way may then take its place.
    const pixel = await capture(page);
    const buttons = await page.evaluate(buttonBoxes);
    const edges = await page.evaluate(() => {
      const footer = document.querySelector('footer')!.getBoundingClientRect();
      return { footerTop: footer.top + scrollY, width: document.documentElement.clientWidth };
    });
    const problems: string[] = [];
    const measured = buttons.map((b) => {
      const middle = b.y + b.height / 2;
      // The button's edge (its border, which fill buttons paint in their fill colour), its inside, and the ground just outside it.
      const edge = pixel(b.x + 1, middle);
      const inside = pixel(b.x + 6, middle);
      const ground = pixel(b.x - 4, middle);
      return { ...b, edge: contrastRatio(edge, ground), fill: contrastRatio(inside, ground) };
    });
    for (const b of measured)
      if (b.edge < 3) problems.push(`"${b.label}" edge ${b.edge.toFixed(2)}:1 against its ground`);
    for (const primary of measured.filter((b) => b.rank === 'primary')) {
      for (const other of measured.filter((b) => b.row === primary.row && b.rank !== 'primary')) {
        if (primary.fill + 0.01 < other.fill)
          problems.push(
            `primary "${primary.label}" (${primary.fill.toFixed(2)}:1) is weaker than "${other.label}" (${other.fill.toFixed(2)}:1) beside it`,
          );
      }
    }
    // The band just above the footer, the rule along the footer's top and the footer itself, a little in
    // from the left edge: told apart by their grounds (3:1, as any boundary), or by a rule that stands out from both.
    const above = pixel(4, edges.footerTop - 3);
    const rule = pixel(4, edges.footerTop + 1);
    const footer = pixel(4, edges.footerTop + 12);
    const ruleStandsOut = Math.min(contrastRatio(rule, above), contrastRatio(rule, footer)) >= 3;
    if (contrastRatio(above, footer) < 3 && !ruleStandsOut)
      problems.push(
        `the band above the footer (${above}) runs into the footer (${footer}) with no rule between (${rule})`,
      );
    expect.soft(problems).toEqual([]);
  },
};
