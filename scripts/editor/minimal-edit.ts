import type { JSONPath } from 'jsonc-parser';
import { sameJson } from '../../src/content/same-json.ts';
import { insertEntry, removeEntry, replaceValue } from './json-text-edits.ts';

type Json = unknown;

function isObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Lists of different lengths: keep the equal start and end, replace only the middle. */
function editArray(text: string, path: JSONPath, before: Json[], after: Json[]): string {
  let start = 0;
  while (start < before.length && start < after.length && sameJson(before[start], after[start])) start++;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    sameJson(before[before.length - 1 - end], after[after.length - 1 - end])
  )
    end++;
  const removed = before.length - start - end;
  const added = after.length - start - end;
  const common = Math.min(removed, added);
  for (let i = 0; i < common; i++) text = editValue(text, [...path, start + i], before[start + i], after[start + i]);
  for (let i = removed - 1; i >= common; i--) text = removeEntry(text, [...path, start + i]);
  for (let i = common; i < added; i++) text = insertEntry(text, path, start + i, after[start + i]);
  return text;
}

function editObject(text: string, path: JSONPath, before: Record<string, Json>, after: Record<string, Json>): string {
  for (const key of Object.keys(before)) {
    if (!Object.hasOwn(after, key)) text = removeEntry(text, [...path, key]);
  }
  const order = Object.keys(after);
  for (const key of order) {
    if (Object.hasOwn(before, key)) {
      text = editValue(text, [...path, key], before[key], after[key]);
    } else {
      // A new property goes where it sits in the edited document, not at the end.
      // After the last property that comes before it in the edited document.
      const present = order.filter((name) => Object.hasOwn(before, name) || order.indexOf(name) < order.indexOf(key));
      const earlier = new Set(order.slice(0, order.indexOf(key)));
      const index = present.reduce((at, name, i) => (earlier.has(name) ? i + 1 : at), 0);
      text = insertEntry(text, path, index, after[key], key);
    }
  }
  return text;
}

function editValue(text: string, path: JSONPath, before: Json, after: Json): string {
  if (sameJson(before, after)) return text;
  if (Array.isArray(before) && Array.isArray(after)) return editArray(text, path, before, after);
  if (isObject(before) && isObject(after)) return editObject(text, path, before, after);
  return replaceValue(text, path, after);
}

/**
 * The text of `original` changed so that it holds `data`, touching only the
 * values that differ: key order, indentation, one-line arrays and the final
 * newline stay as they were, so changing one price changes one line. Should
 * the edits ever not reproduce `data` exactly, the document is written out
 * whole instead, so what is saved is always what was edited.
 */
export function editedText(original: string, data: Json): string {
  let before: Json;
  try {
    before = JSON.parse(original);
  } catch {
    return `${JSON.stringify(data, null, 2)}\n`;
  }
  const text = editValue(original, [], before, data);
  try {
    if (sameJson(JSON.parse(text), data)) return text;
  } catch {
    // fall through to a full rewrite
  }
  return `${JSON.stringify(data, null, 2)}\n`;
}
