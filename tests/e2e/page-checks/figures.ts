/**
 * Numbers that stand as figures (a stat, a price, a step's number) are set in
 * the heading face, whose figures may be old-style: rising and falling like
 * lower-case letters, they made "3" and "300+" look out of line beside "25+".
 * On every page, each such number in a heading face of its own is set in lining figures.
 */
import { expect } from '../fixtures.ts';
import { DESKTOP } from '../support/every-route.ts';
import { atWidth, type PageCheck } from './check.ts';

/** Runs in the page: the figures in a heading face of its own that are not set in lining figures. */
function oldStyleFigures(): string[] {
  const stack = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).replace(/\s/g, '');
  const heading = stack('--font-heading');
  const found: string[] = [];
  // A site with one face for headings and text has no heading face of its own.
  if (!heading || heading === stack('--font-body')) return found;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent!.trim();
    // A figure: digits, perhaps with a currency sign, a plus, a percent or a thousand's K.
    if (!/^[$€£]?\d[\d.,]*[+%K]?$/.test(text)) continue;
    const style = getComputedStyle(node.parentElement!);
    if (style.fontFamily.replace(/\s/g, '') === heading && !style.fontVariantNumeric.includes('lining-nums'))
      found.push(`${node.parentElement!.tagName.toLowerCase()} "${text}"`);
  }
  return found;
}

// The not-found page shows its site's chrome and a message, no figures of its own.
export const liningFigures: PageCheck = {
  title: 'numbers set in the heading face use lining figures',
  applies: ({ site, width }) => !site.notFound && atWidth(DESKTOP.width)({ width }),
  run: async ({ page }) => {
    expect.soft(await page.evaluate(oldStyleFigures)).toEqual([]);
  },
};
