/**
 * Joins the last two words of a short line of display text (a heading, an
 * eyebrow, a label) with a no-break space, so it never wraps with one word
 * alone on its last line. text-wrap: balance evens lines out but still allows
 * that; two words have nothing to keep apart, so they are left alone.
 */
export function keepLastWordsTogether(text: string): string {
  const words = text.trim().split(/\s+/);
  return words.length < 3 ? text : `${words.slice(0, -1).join(' ')}\u00a0${words.at(-1)}`;
}
