/**
 * Content is never nested deeper than a few levels, but a file of thousands of
 * "[" would overflow the stack of the recursive parser and checkers behind it.
 * This scan finds such a file first, without recursion.
 */
export const MAX_DEPTH = 64;

/** Offset of the bracket that goes past `limit` levels, or -1 when the file stays within it. */
export function tooDeepAt(text: string, limit = MAX_DEPTH): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      if (++depth > limit) return i;
    } else if (c === ']' || c === '}') depth = Math.max(0, depth - 1);
  }
  return -1;
}
