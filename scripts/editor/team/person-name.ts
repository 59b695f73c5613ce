/** The longest name kept, in characters as a person sees them. */
export const MAX_NAME_LENGTH = 80;

/**
 * Control characters, bidirectional overrides and the brackets git uses
 * around an email: none belongs in a name, and each could make a name forge
 * another line, reorder what is shown beside it, or break a commit's author.
 */
const UNSAFE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029<>]/gu;

/** A name as typed, made safe to show, log and commit: cleaned, spaces collapsed, cut to MAX_NAME_LENGTH characters. */
export function cleanName(typed: unknown): string {
  if (typeof typed !== 'string') return '';
  const plain = typed.normalize('NFKC').replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
  const characters = [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(plain)].map((s) => s.segment);
  return characters.slice(0, MAX_NAME_LENGTH).join('').trim();
}
