import { findNodeAtLocation, type Node } from 'jsonc-parser';

export type Segment = string | number;

export interface Position {
  line: number;
  column: number;
}

/** 1-based line and column of a character offset. */
export function positionAt(text: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text[i] === '\n') {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * Where a value sits in the file. With `key`, the position of that property's
 * name inside the object (for misspelled names); otherwise the value itself.
 * Falls back to the nearest enclosing value that exists.
 */
export function locate(text: string, tree: Node | undefined, path: Segment[], key?: string): Position {
  if (!tree) return { line: 1, column: 1 };
  for (let depth = path.length; depth >= 0; depth--) {
    const node = findNodeAtLocation(tree, path.slice(0, depth));
    if (!node) continue;
    if (key !== undefined && depth === path.length && node.type === 'object') {
      const property = node.children?.find((p) => p.children?.[0]?.value === key);
      if (property) return positionAt(text, property.offset);
    }
    // A value's key is where people look, so point at it rather than the value.
    const target = node.parent?.type === 'property' ? node.parent : node;
    return positionAt(text, target.offset);
  }
  return { line: 1, column: 1 };
}

/** Singular words for the lists content is made of. */
export const ITEM_WORDS: Record<string, string> = {
  blocks: 'section',
  tiers: 'tier',
  cards: 'card',
  items: 'item',
  fields: 'field',
  options: 'option',
  members: 'member',
  actions: 'button',
  features: 'feature',
  filters: 'filter',
  nav: 'menu link',
  links: 'link',
  columns: 'column',
  hours: 'hours line',
  paragraphs: 'paragraph',
  highlights: 'highlight',
  badges: 'badge',
  notes: 'note',
  legal: 'item',
};

/**
 * A path in words, read against the document so sections are named by their
 * heading: ["blocks", 2, "tiers", 1, "price"] -> section 3 "Packages" -> tier 2 -> price
 */
export function describePath(document: unknown, path: Segment[]): string {
  const parts: string[] = [];
  let value: unknown = document;
  path.forEach((segment, i) => {
    const next =
      isRecord(value) || Array.isArray(value) ? (value as Record<string | number, unknown>)[segment] : undefined;
    if (typeof segment === 'number') {
      const listName = String(path[i - 1] ?? '');
      const word = ITEM_WORDS[listName] ?? 'entry';
      parts.pop(); // "blocks" is said by "section 3"
      parts.push(`${word} ${segment + 1}${nameOf(next)}`);
    } else {
      parts.push(segment);
    }
    value = next;
  });
  return parts.join(' -> ');
}

function nameOf(value: unknown): string {
  if (!isRecord(value)) return '';
  const name = [value.heading, value.title, value.name, value.label, value.question].find(
    (v) => typeof v === 'string' && v.length > 0,
  ) as string | undefined;
  if (name) return ` "${name.length > 40 ? `${name.slice(0, 37)}...` : name}"`;
  return typeof value.type === 'string' ? ` (${value.type})` : '';
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
