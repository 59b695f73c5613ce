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

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
