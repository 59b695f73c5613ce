import { parseTree } from 'jsonc-parser';
import { relative, sep } from 'node:path';
import { describePath, locate, type Segment } from '../content/locate.ts';
import type { Problem } from '../content/problem.ts';

/**
 * A price reads as an amount: it holds a figure ("$65", "From $150", "$1,999",
 * "$150+"), or is the single word "Free". "sixty five" or "tbd" would show on
 * the page as a price nobody can read as one.
 */
export function looksLikePrice(text: string): boolean {
  return /\d/.test(text) || /^\s*free\s*$/i.test(text);
}

function eachPrice(value: unknown, visit: (price: string, path: Segment[]) => void, path: Segment[] = []): void {
  if (Array.isArray(value)) value.forEach((entry, i) => eachPrice(entry, visit, [...path, i]));
  else if (value && typeof value === 'object')
    for (const [key, entry] of Object.entries(value)) {
      if (key === 'price' && typeof entry === 'string') visit(entry, [...path, key]);
      else eachPrice(entry, visit, [...path, key]);
    }
}

/**
 * The editor's check of the prices in the documents being edited (absolute
 * path -> text), reported like the content checker's problems, code "price".
 */
export function priceProblems(root: string, texts: Map<string, string>): Problem[] {
  const problems: Problem[] = [];
  for (const [path, text] of texts) {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      continue;
    }
    const tree = parseTree(text);
    eachPrice(data, (price, at) => {
      if (looksLikePrice(price)) return;
      problems.push({
        file: relative(root, path).split(sep).join('/'),
        ...locate(text, tree, at),
        where: describePath(data, at),
        path: at,
        code: 'price',
        message: `The price ${JSON.stringify(price)} has no figure in it.`,
        hint: 'Write it with digits, as it should read: "$65", "From $65" or "Free".',
      });
    });
  }
  return problems;
}
