import { sameJson } from '@/content/same-json';
import type { EditedDoc, EditorState } from './state';

export function isDirty(doc: EditedDoc): boolean {
  return !sameJson(doc.data, doc.saved);
}

/** The documents whose data differs from what is on disk. */
export function dirtyDocs(state: EditorState): EditedDoc[] {
  return Object.values(state.docs).filter(isDirty);
}
