/** Any JSON value of a content document. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** One content file as the editor holds it. */
export interface EditedDoc {
  /** Path inside the content folder: "demos/bakery/pages/home.json". */
  file: string;
  /** The fingerprint of the text on disk when it was opened or last saved. */
  version: string;
  /** The data on disk at that version: the document is unsaved while `data` differs. */
  saved: JsonObject;
  data: JsonObject;
}

/**
 * What the form panel shows: a section of a page, the page's own settings, or the site's.
 * `reveal` asks the panel to bring the form to hand (scroll to it, focus `field` or its first field):
 * set when the person opens something, not when a section merely moves.
 */
export type Target = ({ kind: 'block'; index: number } | { kind: 'page' } | { kind: 'site' }) & {
  reveal?: boolean;
  field?: (string | number)[];
};

export interface EditorState {
  docs: Record<string, EditedDoc>;
  /** The chosen target per page file; not part of undo. */
  selected: Record<string, Target>;
}

export const emptyState: EditorState = { docs: {}, selected: {} };

/** A document's blocks, or an empty list for documents without any (site.json). */
export function blocksOf(doc: EditedDoc): JsonObject[] {
  return Array.isArray(doc.data.blocks) ? (doc.data.blocks as JsonObject[]) : [];
}

/** The state with one document's data replaced. */
export function withData(state: EditorState, file: string, data: JsonObject): EditorState {
  const doc = state.docs[file];
  if (!doc) return state;
  return { ...state, docs: { ...state.docs, [file]: { ...doc, data } } };
}

/** The state with one page's blocks replaced. */
export function withBlocks(state: EditorState, file: string, blocks: JsonObject[]): EditorState {
  const doc = state.docs[file];
  return doc ? withData(state, file, { ...doc.data, blocks }) : state;
}

export function select(state: EditorState, file: string, target: Target): EditorState {
  return { ...state, selected: { ...state.selected, [file]: target } };
}
