import { isRecord, type Segment } from './locate.ts';
import { entryWordAt } from './place-words.ts';
import type { Finding } from './translate.ts';

/**
 * A whole section pasted into a list of a section (a testimonial inside FAQ
 * items) makes the schema say five things, one of them false. When an entry of
 * such a list has a "type" naming a section type, and "type" is not allowed
 * there, its findings are replaced by one that says what happened.
 */
export function collapseMisplacedSections(
  findings: Finding[],
  document: unknown,
  blockTypes: readonly string[],
): Finding[] {
  const misplaced = new Map<string, { path: Segment[]; type: string }>();
  for (const finding of findings) {
    const at = finding.path;
    const list = at.at(-2);
    if (finding.key !== 'type' || typeof at.at(-1) !== 'number' || list === 'blocks' || typeof list !== 'string')
      continue;
    const entry = valueAt(document, at);
    if (isRecord(entry) && typeof entry.type === 'string' && blockTypes.includes(entry.type))
      misplaced.set(at.join('/'), { path: at, type: entry.type });
  }
  if (!misplaced.size) return findings;

  const inside = (path: Segment[], outer: Segment[]) => outer.every((segment, i) => path[i] === segment);
  const kept = findings.filter((finding) => ![...misplaced.values()].some(({ path }) => inside(finding.path, path)));
  for (const { path, type } of misplaced.values()) {
    const list = String(path.at(-2));
    kept.push({
      path,
      code: 'section-out-of-place',
      message: `This ${entryWordAt(undefined, document, path.slice(0, -1))} is a whole "${type}" section, pasted inside the list "${list}" of another section.`,
      hint: `Sections belong in the page's "blocks" list, one after another: move it out of "${list}" and put it after the section it is in now.`,
    });
  }
  return kept;
}

function valueAt(document: unknown, path: Segment[]): unknown {
  let value = document;
  for (const segment of path)
    value = isRecord(value) || Array.isArray(value) ? (value as Record<string | number, unknown>)[segment] : undefined;
  return value;
}
