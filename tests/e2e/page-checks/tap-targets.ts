/** On a phone, every link, button and form control is big enough for a finger. */
import { expect } from '../fixtures.ts';
import { PHONE } from '../support/every-route.ts';
import { atWidth, type PageCheck } from './check.ts';

/** WCAG 2.5.5: a finger needs 44 by 44 CSS pixels. */
const MIN_SIZE = 44;

/**
 * Every link, button and form control a visitor can see, with its size. Exempt,
 * as WCAG 2.5.8 allows: a link inside a sentence (its parent has text of its own
 * around it), whose height is the line's; and anything hidden from everyone
 * (aria-hidden or inert, such as a spam trap), which no one is meant to tap.
 */
function measureTargets() {
  const selector = 'a[href], button, [role="button"], input:not([type="hidden"]), select, textarea, summary';
  const inSentence = (el: Element) =>
    el.tagName === 'A' &&
    Array.from(el.parentElement?.childNodes ?? []).some(
      (node) => node !== el && node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
    );
  return Array.from(document.querySelectorAll(selector)).flatMap((el) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') return [];
    if (el.closest('[aria-hidden="true"], [inert]') || inSentence(el)) return [];
    const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || '')
      .trim()
      .replace(/\s+/g, ' ');
    return [
      {
        what: `<${el.tagName.toLowerCase()}> "${name.slice(0, 40)}"`,
        width: Math.round(box.width * 100) / 100,
        height: Math.round(box.height * 100) / 100,
      },
    ];
  });
}

export const tapTargets: PageCheck = {
  title: 'every link and button is at least 44x44 px on a 375 px phone',
  applies: atWidth(PHONE.width),
  run: async ({ page }) => {
    const targets = await page.evaluate(measureTargets);
    expect.soft(targets.length, 'targets found').toBeGreaterThan(0);
    const small = targets
      .filter((t) => t.width < MIN_SIZE || t.height < MIN_SIZE)
      .map((t) => `${t.what} ${t.width}x${t.height}`);
    expect.soft(small).toEqual([]);
  },
};
