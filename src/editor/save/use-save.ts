import { useState } from 'react';
import { ApiError, api } from '../api';
import { useProblems } from '../hooks/use-live-validation';
import { revealProblems } from '../panel/problem-list';
import { isAdvice, savedName } from '../problems/problem-words';
import { useEditorStore } from '../store/editor-store';
import { announce } from '../team/editor-events';
import { dirtyDocs } from '../store/selectors';
import type { Conflict } from './conflict-dialog';

/**
 * Saves every unsaved document at once. Refused while any of them has a
 * problem, with the list of problems brought into sight; the refusal then
 * counts the problems still left as they are fixed, and goes once none is. A file changed on disk meanwhile becomes a
 * conflict to resolve.
 */
export function useSave() {
  const { state, dispatch } = useEditorStore();
  const { problems, checking } = useProblems();
  const [message, setMessage] = useState<{ text: string; error?: boolean }>();
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
  const [busy, setBusy] = useState(false);
  /**
   * Refused: by the problems listed, or by the server's count when it answered before the live check did.
   * `elsewhere`: the refusal's problems in files the save does not write (a link in the site's settings
   * to an entry made a draft), which hold it back as long as the live check still finds them.
   */
  const [refused, setRefused] = useState<false | { count: number; elsewhere?: string[] }>(false);
  const dirty = dirtyDocs(state);
  const files = new Set(dirty.map((doc) => doc.file));
  const heldBack = new Set(refused ? (refused.elsewhere ?? []) : []);
  const blocking = problems.filter(
    (problem) => (files.has(problem.doc) || heldBack.has(`${problem.doc}|${problem.message}`)) && !isAdvice(problem),
  );

  const save = async (force = false) => {
    setRefused(false);
    if (!dirty.length) return setMessage({ text: 'Nothing to save: every change is saved.' });
    if (blocking.length && !checking) {
      setMessage(undefined);
      revealProblems();
      return setRefused({ count: blocking.length, elsewhere: refused ? refused.elsewhere : undefined });
    }
    const docs = dirty.map(({ file, version, data }) => ({ file, version, data }));
    setBusy(true);
    try {
      const answer = await api.save(docs, force);
      for (const { file, version, text } of answer.saved) {
        const sent = docs.find((d) => d.file === file);
        // A file the save wrote besides those sent (a redirect kept for a page that moved) is opened as written.
        if (sent) dispatch({ type: 'markSaved', file, version, data: sent.data });
        else dispatch({ type: 'loadDocuments', files: [{ file, version, text }], replace: true });
      }
      for (const file of answer.unchanged) {
        const doc = docs.find((d) => d.file === file)!;
        dispatch({ type: 'markSaved', file, version: doc.version, data: doc.data });
      }
      setConflicts([]);
      if (answer.saved.length) announce('editor-saved');
      setMessage({
        text: answer.saved.length
          ? `Saved ${answer.saved.map((s) => savedName(state.docs, s.file)).join(', ')}.`
          : 'Nothing changed on disk.',
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        // The server's words name files; the problems are shown under "Problems" as the live check finds them.
        setMessage(undefined);
        revealProblems();
        const refusal = (error.details as { problems?: { doc: string; message: string }[] } | undefined)?.problems;
        setRefused({
          count: refusal?.length ?? 1,
          elsewhere: (refusal ?? [])
            .filter((problem) => !files.has(problem.doc))
            .map((problem) => `${problem.doc}|${problem.message}`),
        });
      } else if (error instanceof ApiError && error.status === 409) {
        setConflicts((error.details as { conflicts: Conflict[] }).conflicts);
        setMessage({
          text: 'Not saved: it was saved again since you opened it. Choose which version to keep.',
          error: true,
        });
      } else {
        setMessage({ text: (error as Error).message, error: true });
      }
    } finally {
      setBusy(false);
    }
  };

  const takeTheirs = () => {
    for (const c of conflicts) dispatch({ type: 'takeTheirs', file: c.file, version: c.theirsVersion, text: c.theirs });
    setConflicts([]);
    setMessage({ text: 'Showing the saved version; your unsaved changes to it were dropped.' });
  };

  // The refusal speaks of the problems as they are now, never as they were at the click
  // (until the live check has caught up with a save sent while it ran).
  const left = checking && !blocking.length && refused ? refused.count : blocking.length;
  const shown =
    refused && dirty.length
      ? left
        ? {
            text: `Not saved: fix ${left === 1 ? 'this problem' : `these ${left} problems`} first. Each is listed under "Problems"; click one to go to its field.`,
            error: true,
          }
        : { text: 'Every problem is fixed: you can save now.' }
      : message;
  const say = (next: typeof message) => {
    setRefused(false);
    setMessage(next);
  };
  return { save, busy, message: shown, setMessage: say, conflicts, setConflicts, takeTheirs, unsaved: dirty.length };
}
