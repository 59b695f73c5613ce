import { createElement, type ReactNode } from 'react';
import { KeepRangesTogether } from './keep-ranges';

/**
 * A short line of display text (a heading, an eyebrow, a label, a card's
 * title) that never wraps with one word alone on its last line, nor breaks a
 * compound, range or time ("Same-Day", "5:00 PM"), nor starts a line with a
 * dash. text-wrap: balance evens lines out but still allows a lone last word,
 * so the last two words are joined by a no-break space; two words have
 * nothing to keep apart, so they are left alone.
 */
export function keepLastWordsTogether(text: string): ReactNode {
  // Split at breakable spaces only: a no-break space the content sets keeps its phrase whole.
  const words = text.trim().split(/[^\S\u00a0]+/);
  const joined = words.length < 3 ? text : `${words.slice(0, -1).join(' ')}\u00a0${words.at(-1)}`;
  return createElement(KeepRangesTogether, { text: joined });
}
