/** No picture or other element paints over a line of the hero's text, at either width. */
import { expect } from '../fixtures.ts';
import type { PageCheck } from './check.ts';

interface Problem {
  text: string;
  problem: string;
}

/**
 * Runs in the page: every line of text in the hero (the section holding the
 * page's h1) must be the topmost thing at its own centre, and no picture other
 * than a full-section backdrop may cross it.
 */
function findProblems(): Problem[] {
  const heading = document.querySelector('main h1');
  const hero = heading?.closest('section');
  if (!hero) return [{ text: '', problem: 'no hero section holding the page heading' }];
  const heroBox = hero.getBoundingClientRect();
  // What of a picture is painted: its box, cut by every box around it that clips (a strip showing part of a larger picture).
  const painted = (el: Element) => {
    let { left, top, right, bottom } = el.getBoundingClientRect();
    for (let frame = el.parentElement; frame && frame !== hero.parentElement; frame = frame.parentElement) {
      if (getComputedStyle(frame).overflow === 'visible') continue;
      const clip = frame.getBoundingClientRect();
      left = Math.max(left, clip.left);
      top = Math.max(top, clip.top);
      right = Math.min(right, clip.right);
      bottom = Math.min(bottom, clip.bottom);
    }
    return { left, top, right, bottom, width: right - left, height: bottom - top };
  };
  // A backdrop fills the whole section behind a scrim; any other picture is content that must keep clear of text.
  const pictures = [...hero.querySelectorAll('img, svg, picture, video, canvas')].filter((el) => {
    const box = painted(el);
    const backdrop = Math.abs(box.width - heroBox.width) < 2 && Math.abs(box.height - heroBox.height) < 2;
    return !backdrop && box.width > 0 && box.height > 0 && !el.closest('a, button');
  });
  const problems: Problem[] = [];
  const walker = document.createTreeWalker(hero, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.textContent!.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const owner = node.parentElement!;
    owner.scrollIntoView({ block: 'center', behavior: 'instant' });
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      if (line.width < 1 || line.height < 1) continue;
      const x = line.left + line.width / 2;
      const y = line.top + line.height / 2;
      const top = document.elementFromPoint(x, y);
      const text = node.textContent!.trim().slice(0, 60);
      if (!top || !(owner === top || owner.contains(top) || top.contains(owner))) {
        problems.push({
          text,
          problem: `covered by <${top?.tagName.toLowerCase()} class="${top?.getAttribute('class') ?? ''}">`,
        });
      }
      for (const picture of pictures) {
        const box = painted(picture);
        const crosses =
          box.left < line.right && box.right > line.left && box.top < line.bottom && box.bottom > line.top;
        if (crosses) problems.push({ text, problem: `crosses a <${picture.tagName.toLowerCase()}>` });
      }
    }
  }
  return problems;
}

// The not-found page has a hero too.
export const heroText: PageCheck = {
  title: "nothing paints over the hero's text",
  run: async ({ page }) => {
    await page.evaluate(() => document.fonts.ready);
    expect.soft(await page.evaluate(findProblems)).toEqual([]);
  },
};
