import { select, type EditorState, type Target } from '../state';

export interface SelectTarget {
  type: 'selectTarget';
  file: string;
  target: Target;
}

/** Opens a section, the page settings or the site settings in the form panel. */
export function selectTarget(state: EditorState, action: SelectTarget): EditorState {
  return select(state, action.file, action.target);
}
