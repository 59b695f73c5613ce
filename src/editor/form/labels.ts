/**
 * The editor's words for what the content files call by developer names,
 * read from the words files beside the schemas (docs/block-words.md). They
 * reach the page with the schemas (`GET /api/schemas`), which sets them here
 * once; until then, and for a name no file gives, a name is shown in words.
 */
import {
  entryWord,
  fieldWords,
  nameInWords,
  wordsAt,
  type ContentWords,
  type DocumentWords,
} from '../../content/words';

let words: ContentWords | undefined;

/** Set once the schemas' answer arrives. */
export function setContentWords(next: ContentWords): void {
  words = next;
}

/** The words of a block type, or undefined before they arrive or for a type no file describes. */
export function blockWords(type: string): DocumentWords | undefined {
  return words && Object.hasOwn(words.blocks, type) ? words.blocks[type] : undefined;
}

/** The words of the site's settings, a page's, or a collection type's entries. */
export function documentWords(kind: 'site' | 'page' | { collection: string }): DocumentWords | undefined {
  if (!words) return undefined;
  if (kind === 'site' || kind === 'page') return words[kind];
  return Object.hasOwn(words.collections, kind.collection) ? words.collections[kind.collection] : undefined;
}

/**
 * A choice of a select by its name in the words file, found by its value, or
 * else its label (a fixed value as written, or a kind of thing's title) in
 * words: "price-high" -> "Price high".
 */
export function choiceLabel(option: { value: unknown; label: string }, choices?: Record<string, string>): string {
  const value = String(option.value);
  return choices && Object.hasOwn(choices, value) ? choices[value] : nameInWords(option.label);
}

/** The label of the field at `path` of a document ("tiers", 0, "ctaLink" -> "Button link"). */
export function fieldLabel(document: DocumentWords | undefined, path: readonly (string | number)[]): string {
  return fieldWords(document, path).label;
}

/** One entry of the list at `path`, capitalised for a button or a heading: "Package". */
export function entryLabel(document: DocumentWords | undefined, path: readonly (string | number)[]): string {
  const word = entryWord(document, path);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A section type's name in words: "cta" -> "Call to action", "price-list" -> "Price list". */
export function blockLabel(type: string): string {
  return blockWords(type)?.label ?? nameInWords(type);
}

/** One line on what a section type is for, or undefined where there is none. */
export function blockHelp(type: string): string | undefined {
  return blockWords(type)?.help;
}

/**
 * The words a path of a content file is read with, and the path inside them:
 * a page's ["blocks", 2, "tiers", 0] is the pricing block's ["tiers", 0].
 */
export function wordsOfPlace(
  file: string,
  data: unknown,
  path: readonly (string | number)[],
): { document: DocumentWords | undefined; path: (string | number)[] } {
  const inBlock = path[0] === 'blocks' && typeof path[1] === 'number';
  if (!words) return { document: undefined, path: inBlock ? path.slice(2) : [...path] };
  return wordsAt(words, file.endsWith('/site.json') ? words.site : words.page, data, path);
}

/**
 * The name a control gives itself: its label, or for one entry of a list of
 * texts the entry's word and its number ("Feature 2"), where the form library
 * would say the list's key and the entry's number from 1 ("Features-2").
 */
export function controlName(label: string, schema: { title?: unknown }): string {
  const entry = /-(\d+)$/.exec(label);
  return entry && typeof schema.title === 'string' ? `${schema.title} ${Number(entry[1])}` : label;
}
