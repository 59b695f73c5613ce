/**
 * Places in content files in the owner's words, for the validator's messages:
 * where a problem sits ("section 3 "Packages" -> package 2 "Basic" -> price")
 * and what one entry of a list is called. The entries' words come from the
 * words files (docs/block-words.md); the field names stay the JSON's keys,
 * since the validator's reader has the file open and looks for them there.
 */
import {
  changeWord,
  entryWord,
  fieldWords,
  wordsAt,
  type DocumentWords,
  type FieldWords,
} from '../../src/content/words.ts';
import { isRecord, type Segment } from './locate.ts';
import { contentWords } from './words.ts';

let entries: DocumentWords | undefined;

/** The words a file's paths start in: the site's, a page's, or those of every collection type for an entry. */
function rootOf(file: string | undefined): DocumentWords {
  const words = contentWords();
  if (file?.endsWith('site.json')) return words.site;
  if (file && /(^|\/)collections\//.test(file)) {
    entries ??= {
      label: 'Entry',
      fields: Object.assign({}, ...Object.values(words.collections).map((document) => document.fields)),
    };
    return entries;
  }
  return words.page;
}

/** One entry of the list at `listPath` of a file's data: "package", "section", or "entry". */
export function entryWordAt(file: string | undefined, data: unknown, listPath: Segment[]): string {
  const at = wordsAt(contentWords(), rootOf(file), data, listPath);
  return entryWord(at.document, at.path);
}

/** One entry of a list known only by its name: the word every words file agrees on, or "entry". */
export function entryWordOfList(name: string): string {
  const words = contentWords();
  const documents = [words.site, words.page, ...Object.values(words.blocks), ...Object.values(words.collections)];
  const found = new Set(
    documents.flatMap((document) =>
      Object.entries(document.fields).flatMap(([key, field]) =>
        key.split('.').pop() === name && field.entry ? [field.entry] : [],
      ),
    ),
  );
  return found.size === 1 ? [...found][0] : 'entry';
}

/**
 * A path in words, read against the document so sections and entries are
 * named by their heading: ["blocks", 2, "tiers", 1, "price"] -> section 3
 * "Packages" -> package 2 "Plus" -> price
 */
export function describePath(file: string | undefined, document: unknown, path: Segment[]): string {
  const parts: string[] = [];
  let value: unknown = document;
  path.forEach((segment, i) => {
    const next =
      isRecord(value) || Array.isArray(value) ? (value as Record<string | number, unknown>)[segment] : undefined;
    if (typeof segment === 'number') {
      parts.pop(); // the list's name is said by its entry's: "section 3", "package 2"
      parts.push(`${entryWordAt(file, document, path.slice(0, i))} ${segment + 1}${nameOf(next)}`);
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

/**
 * What History calls the field at `path` of a file's data ("button link"),
 * and an entry of a list there ("package", or 'the "Basic" package' when
 * `name` is given and the words say how an entry is named).
 */
export function changeWordAt(file: string | undefined, data: unknown, path: Segment[]): string {
  const at = wordsAt(contentWords(), rootOf(file), data, path);
  if (typeof path.at(-1) === 'number') return entryWord(at.document, at.path.slice(0, -1));
  return changeWord(at.document, at.path);
}

/** Whether the words of the field at `path` say it holds whole dollars. */
export function dollarsAt(file: string | undefined, data: unknown, path: Segment[]): boolean {
  const at = wordsAt(contentWords(), rootOf(file), data, path);
  return at.path.length > 0 && typeof path.at(-1) !== 'number' && fieldWords(at.document, at.path).dollars === true;
}

/** An entry in History's words: 'the "Color & Cut" package', or '"Color & Cut"' where its list names entries no way of its own. */
export function entryNameAt(file: string | undefined, data: unknown, listPath: Segment[], name: string): string {
  const at = wordsAt(contentWords(), rootOf(file), data, listPath);
  const template = at.path.length ? fieldWords(at.document, at.path).entryName : undefined;
  return template ? template.replace('{name}', name) : `"${name}"`;
}

/** The words of the field at `path` of a file's data (its label, choices, how History tells it); undefined for a list's entry or the document itself. */
export function fieldWordsAt(file: string | undefined, data: unknown, path: Segment[]): FieldWords | undefined {
  const at = wordsAt(contentWords(), rootOf(file), data, path);
  return at.path.length > 0 && typeof path.at(-1) !== 'number' ? fieldWords(at.document, at.path) : undefined;
}
