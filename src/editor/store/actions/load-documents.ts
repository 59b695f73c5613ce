import type { EditorState, JsonObject } from '../state';

export interface LoadDocuments {
  type: 'loadDocuments';
  files: { file: string; version: string; text: string }[];
  /** Replace documents already open (reload from disk) instead of keeping their unsaved changes. */
  replace?: boolean;
}

/**
 * A document's data, or undefined when its text is not a JSON object: a file
 * broken by hand cannot be opened, but must not stop the rest of its site.
 */
export function parseDocument(text: string): JsonObject | undefined {
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as JsonObject) : undefined;
  } catch {
    return undefined;
  }
}

/** Opens documents read from disk; files that are not readable JSON stay closed. Documents already open keep their unsaved changes unless `replace`. */
export function loadDocuments(state: EditorState, action: LoadDocuments): EditorState {
  const docs = { ...state.docs };
  for (const { file, version, text } of action.files) {
    if (docs[file] && !action.replace) continue;
    const data = parseDocument(text);
    if (!data) continue;
    docs[file] = { file, version, saved: data, data };
  }
  return { ...state, docs };
}
