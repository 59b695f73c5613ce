/**
 * The owner's words for the content's fields, as resolved from the
 * `*.words.json` files beside the schemas (see docs/block-words.md). The
 * editor's form, the validator's messages and History all read these, so a
 * field is called the same everywhere. Browser-safe: the files are read by
 * scripts/content/words.ts and reach the editor through its schemas answer.
 */

/** What one field is called, and how it is shown and told. */
export interface FieldWords {
  /** The field's label on the form: "Button link". */
  label: string;
  /** One line for an owner under the label. */
  help?: string;
  /** Only for the studio: a client in team mode never sees it. */
  advanced?: boolean;
  /** One entry of a list, in lower case: "package". */
  entry?: string;
  /** An entry named by its own words, "{name}" standing for them: 'the "{name}" package'. */
  entryName?: string;
  /** The field in History's sentences, in lower case: "button link". Defaults to the label. */
  change?: string;
  /** Each fixed value's name on the form: { lg: "Large" }. */
  choices?: Record<string, string>;
  /** A group told as one in History, these words after its name: "the picture's subject moved". */
  changeAsWhole?: string;
  /** A number of dollars: History tells 450000 as "$450,000" and 12.5 as "$12.50". */
  dollars?: boolean;
}

/** The words of one kind of document: a block type, a collection type, the site or a page. */
export interface DocumentWords {
  label: string;
  help?: string;
  /** By the field's path without list positions: "tiers.ctaLink". */
  fields: Record<string, FieldWords>;
}

export interface ContentWords {
  blocks: Record<string, DocumentWords>;
  collections: Record<string, DocumentWords>;
  site: DocumentWords;
  page: DocumentWords;
}

/** "tiers", 1, "ctaLink" -> "tiers.ctaLink": a field's key in a words file. */
export function fieldKey(path: readonly (string | number)[]): string {
  return path.filter((segment) => typeof segment === 'string').join('.');
}

/** A name in words when no file gives one: "primaryForeground" -> "Primary foreground". */
export function nameInWords(name: string): string {
  const text = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
    .trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The words of the field at `path` of a document, or of nothing known (its key in words). */
export function fieldWords(document: DocumentWords | undefined, path: readonly (string | number)[]): FieldWords {
  const known = document?.fields[fieldKey(path)];
  if (known) return known;
  const last = [...path].reverse().find((segment) => typeof segment === 'string');
  return { label: nameInWords(String(last ?? '')) };
}

/** One entry of the list at `path`, in lower case: "package", or "entry" where the list says nothing. */
export function entryWord(document: DocumentWords | undefined, listPath: readonly (string | number)[]): string {
  return fieldWords(document, listPath).entry ?? 'entry';
}

/** The field as History tells it: "button link". */
export function changeWord(document: DocumentWords | undefined, path: readonly (string | number)[]): string {
  const words = fieldWords(document, path);
  return words.change ?? words.label.toLowerCase();
}

/**
 * Which document a content value belongs to, and where inside it a path
 * leads: a page's ["blocks", 2, "tiers", 0, "price"] is the pricing block's
 * ["tiers", 0, "price"]. `root` names the document the path starts in.
 */
export function wordsAt(
  words: ContentWords,
  root: DocumentWords,
  data: unknown,
  path: readonly (string | number)[],
): { document: DocumentWords; path: (string | number)[] } {
  if (root === words.page && path[0] === 'blocks' && typeof path[1] === 'number') {
    const block = (data as { blocks?: { type?: unknown }[] } | undefined)?.blocks?.[path[1]];
    const type = typeof block?.type === 'string' ? block.type : '';
    return { document: words.blocks[type] ?? { label: nameInWords(type), fields: {} }, path: path.slice(2) };
  }
  return { document: root, path: [...path] };
}
