import { useMemo, useSyncExternalStore } from 'react';
import type { ReviewRequest } from '../protocol';

/**
 * A reviewer's comment that names a changed field, for the author's form to
 * show beside that field. The team panel reads the author's own latest
 * request (review-status.tsx) and shares it here; the forms of the open
 * document read it, so no form asks the server itself.
 */
export interface FieldComment {
  file: string;
  path: (string | number)[];
  text: string;
  /** Who sent it back. */
  by: string;
}

let current: FieldComment | undefined;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The person's own latest request of the site open, as the panel last read it. */
export function shareOwnRequest(mine: ReviewRequest | undefined): void {
  const next: FieldComment | undefined =
    mine?.state === 'sent back' && mine.about && mine.comment
      ? { file: mine.about.file, path: mine.about.path, text: mine.comment, by: mine.decidedBy ?? '' }
      : undefined;
  if (JSON.stringify(next) === JSON.stringify(current)) return;
  current = next;
  for (const listener of listeners) listener();
}

/** The comments on fields of one file (at most one: the latest request's). */
export function useFieldComments(file: string): FieldComment[] {
  const comment = useSyncExternalStore(subscribe, () => current);
  return useMemo(() => (comment && comment.file === file ? [comment] : []), [comment, file]);
}
