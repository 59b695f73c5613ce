import { findNodeAtLocation, parseTree, type JSONPath, type Node } from 'jsonc-parser';

/**
 * Small text edits on a JSON document that leave everything around them byte
 * for byte as it was (jsonc-parser's own `modify` re-formats the neighbouring
 * lines, which would unfold one-line groups next to an inserted entry).
 */

function nodeAt(text: string, path: JSONPath): Node {
  const tree = parseTree(text);
  const node = tree && (path.length ? findNodeAtLocation(tree, path) : tree);
  if (!node) throw new Error(`No value at ${JSON.stringify(path)}`);
  return node;
}

/** The whitespace at the start of the line holding `offset`. */
function indentAt(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))![0];
}

/** A value written with 2-space indentation, its later lines shifted to sit at `indent`. */
function serialise(value: unknown, indent: string): string {
  return JSON.stringify(value, null, 2).split('\n').join(`\n${indent}`);
}

function splice(text: string, start: number, end: number, insert: string): string {
  return text.slice(0, start) + insert + text.slice(end);
}

/** The property node for an object member, the value node for an array item. */
function entryNodes(container: Node): Node[] {
  return container.children ?? [];
}

export function replaceValue(text: string, path: JSONPath, value: unknown): string {
  const node = nodeAt(text, path);
  return splice(text, node.offset, node.offset + node.length, serialise(value, indentAt(text, node.offset)));
}

/** Removes an object property or an array item together with its comma. */
export function removeEntry(text: string, path: JSONPath): string {
  const container = nodeAt(text, path.slice(0, -1));
  const key = path[path.length - 1];
  const entries = entryNodes(container);
  const index = container.type === 'array' ? Number(key) : entries.findIndex((p) => p.children?.[0]?.value === key);
  if (index < 0 || index >= entries.length) return text;
  if (entries.length === 1) return replaceValue(text, path.slice(0, -1), container.type === 'array' ? [] : {});
  const entry = entries[index];
  if (index < entries.length - 1) return splice(text, entry.offset, entries[index + 1].offset, '');
  const previous = entries[index - 1];
  return splice(text, previous.offset + previous.length, entry.offset + entry.length, '');
}

/**
 * Inserts an array item at `index`, or an object property at `index` among the
 * properties, in the layout of its neighbours: on its own line where they
 * have their own lines, on the same line where the group is written on one.
 */
export function insertEntry(
  text: string,
  containerPath: JSONPath,
  index: number,
  value: unknown,
  key?: string,
): string {
  const container = nodeAt(text, containerPath);
  const entries = entryNodes(container);
  if (!entries.length) {
    const filled = key === undefined ? [value] : { [key]: value };
    return replaceValue(text, containerPath, filled);
  }
  const at = Math.max(0, Math.min(index, entries.length));
  const neighbour = entries[Math.min(at, entries.length - 1)];
  const ownLines = text.slice(container.offset, neighbour.offset).includes('\n');
  const indent = ownLines ? indentAt(text, neighbour.offset) : indentAt(text, container.offset);
  const entryText =
    (key === undefined ? '' : `${JSON.stringify(key)}: `) +
    (ownLines ? serialise(value, indent) : JSON.stringify(value));
  const separator = ownLines ? `,\n${indent}` : ', ';
  if (at < entries.length) return splice(text, neighbour.offset, neighbour.offset, entryText + separator);
  const last = entries[entries.length - 1];
  const end = last.offset + last.length;
  return splice(text, end, end, separator + entryText);
}
