/**
 * Which sections of a page changed between two versions, block by block:
 * jsdiff's array diff (the `diff` package, also used for the words within)
 * finds the blocks kept as they were; between them, a removed block facing an
 * added one is the same section changed, and the rest were removed or added.
 */
import { diffArrays, diffWords } from 'diff';
import { sameJson } from '@/content/same-json';

export type SectionMark = 'same' | 'changed' | 'removed' | 'added';

export interface SectionMarks {
  before: SectionMark[];
  after: SectionMark[];
  /** For each changed section, its index before and after. */
  pairs: [number, number][];
}

export function sectionMarks(before: unknown[], after: unknown[]): SectionMarks {
  const marks: SectionMarks = { before: [], after: [], pairs: [] };
  const parts = diffArrays(before, after, { comparator: (a, b) => sameJson(a, b) });
  for (let at = 0; at < parts.length; at++) {
    const part = parts[at];
    if (!part.added && !part.removed) {
      for (let i = 0; i < part.count; i++) {
        marks.before.push('same');
        marks.after.push('same');
      }
      continue;
    }
    const removed = part.removed ? part.count : 0;
    const next = part.removed && parts[at + 1]?.added ? parts[++at] : part.added ? part : undefined;
    const added = next ? next.count : 0;
    const changed = Math.min(removed, added);
    for (let i = 0; i < removed; i++) {
      if (i < changed) marks.pairs.push([marks.before.length, marks.after.length + i]);
      marks.before.push(i < changed ? 'changed' : 'removed');
    }
    for (let i = 0; i < added; i++) marks.after.push(i < changed ? 'changed' : 'added');
  }
  return marks;
}

/** Every piece of text in a block, by where it sits: what the word diff compares. */
function textsOf(value: unknown, path = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') out.set(path, value);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) textsOf(item, `${path}/${key}`, out);
  return out;
}

/** The words new or changed in the after version of a section, to be marked where they appear. */
export function changedWords(before: unknown, after: unknown): string[] {
  const old = textsOf(before);
  const words: string[] = [];
  for (const [path, text] of textsOf(after)) {
    const was = old.get(path);
    if (was === text || path.endsWith('/type') || /^(#[0-9a-f]{3,8}$|~\/|\/|https?:)/i.test(text)) continue;
    // A short value (a price, a name) is marked whole; in longer text, the words that differ.
    if (was === undefined || text.split(/\s+/).length <= 3) words.push(text);
    else for (const part of diffWords(was, text)) if (part.added && part.value.trim()) words.push(part.value.trim());
  }
  return words;
}
