import { useCallback, useEffect, useState } from 'react';
import { api, teamApi } from '../api';
import type { FieldChange, FileChanges, HistoryEntry, ReviewEvent } from '../protocol';
import { useEditorStore } from '../store/editor-store';
import { isDirty } from '../store/selectors';
import { Dialog } from '../ui/dialog';
import { freshDocuments } from './fresh-documents';

/**
 * History with the two things people mean by going back: "Undo this change"
 * (only the fields that change touched go back; later edits elsewhere stay)
 * and "Go back to this version" (the whole page as it was then). Each asks
 * first, saying in words what it will change.
 */

/** A page's change someone asked to take back, waiting for them to confirm. */
interface Choice {
  how: 'undo' | 'version';
  entry: HistoryEntry;
  file: FileChanges;
  /** For "Go back to this version": the later changes to this page that it takes back. */
  later?: HistoryEntry[];
}

/** A moment as the person's own clock and language write it. */
export const when = (date: string) => new Date(date).toLocaleString();

export const words = (value: unknown) =>
  value === undefined ? '(none)' : typeof value === 'string' ? value || '(empty)' : JSON.stringify(value);

/** A whole file's change, told without its content (a picture's bytes mean nothing to a reader). */
const WHOLE_FILE_WORDS: Record<string, string> = { added: 'added', removed: 'removed', changed: 'replaced' };

export const placeOf = (change: FieldChange) => [...change.where, change.field].join(' › ');

/** What a change did: "Salon packages › Color & Cut › price: before "$135", after "$145"". */
function ChangeLine({ change }: { change: FieldChange }) {
  // A change told in a sentence of its own (a list put in a new order, colours by name) is told so here too.
  if (change.said) return <>{[change.where[0], change.said].filter(Boolean).join(': ')}</>;
  if (change.before === undefined && change.after === undefined)
    return (
      <>
        {placeOf(change)} {WHOLE_FILE_WORDS[change.kind] ?? change.kind}
      </>
    );
  return (
    <>
      {placeOf(change)}: before <q>{words(change.before)}</q>, after <q>{words(change.after)}</q>
    </>
  );
}

/** What undoing does to each field: it goes from what the change made it back to what it was. */
function UndoLine({ change }: { change: FieldChange }) {
  return (
    <>
      {placeOf(change)}: <q>{words(change.after)}</q> goes back to <q>{words(change.before)}</q>
    </>
  );
}

const TITLES = { undo: 'Undo this change?', version: 'Go back to this version?' };

function Confirm({ choice, onYes, onCancel }: { choice: Choice; onYes: () => void; onCancel: () => void }) {
  const { how, entry, file, later = [] } = choice;
  return (
    <Dialog title={TITLES[how]} open onClose={onCancel}>
      <blockquote style={{ margin: '0 0 12px', paddingLeft: 12, borderLeft: '3px solid #d1d5db' }}>
        <p style={{ margin: 0 }}>{entry.summary}</p>
        <small>
          by {entry.author}, {when(entry.date)}
        </small>
      </blockquote>
      {how === 'undo' ? (
        <>
          <p>
            Only what this change did on <strong>{file.place}</strong> is taken back:
          </p>
          <ul>
            {file.changes.map((change, i) => (
              <li key={i}>
                <UndoLine change={change} />
              </li>
            ))}
          </ul>
          <p>Everything else stays as it is now, including later changes to this page.</p>
        </>
      ) : (
        <>
          <p>
            <strong>{file.place}</strong> becomes exactly as it was right after this change.{' '}
            {later.length ? 'These later changes to it are taken back:' : 'No later change to it is taken back.'}
          </p>
          {later.length > 0 && (
            <ul>
              {later.map((change) => (
                <li key={change.commit}>
                  {change.summary} <small>({when(change.date)})</small>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <p>
        Only this page changes: the site's other pages and settings stay as they are. It is saved as a new change under
        your name, so it shows in History. Visitors see it once you publish.
      </p>
      <p className="ed-actions">
        <button type="button" className="ed-button ed-button-primary" onClick={onYes}>
          {how === 'undo' ? 'Undo this change' : 'Go back to this version'}
        </button>
        <button type="button" className="ed-button" onClick={onCancel}>
          Cancel
        </button>
      </p>
    </Dialog>
  );
}

/** Saves and review steps in one list, newest first (each list comes newest first). */
function mergedByDate(entries: HistoryEntry[], reviews: ReviewEvent[]): (HistoryEntry | ReviewEvent)[] {
  return [...entries, ...reviews].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

/** `latest`: the newest change known to the panel; when it moves (a save, a publish), the list is read again. */
export function HistoryPanel({ site, latest, onChanged }: { site: string; latest?: string; onChanged: () => void }) {
  const [entries, setEntries] = useState<HistoryEntry[]>();
  const [reviews, setReviews] = useState<ReviewEvent[]>([]);
  const [shown, setShown] = useState<{ commit: string; files: FileChanges[] }>();
  const [message, setMessage] = useState('');
  const [choice, setChoice] = useState<Choice>();
  const { state: editor, dispatch } = useEditorStore();
  const load = useCallback(
    () =>
      teamApi.history(site).then(
        (a) => {
          setEntries(a.entries);
          setReviews(a.reviews ?? []);
        },
        (e: Error) => setMessage(e.message),
      ),
    [site],
  );
  useEffect(() => void load(), [load, latest]);

  const ask = async (how: Choice['how'], entry: HistoryEntry, file: FileChanges) => {
    if (how === 'undo') return setChoice({ how, entry, file });
    try {
      const { entries: ofPage } = await teamApi.history(site, file.file);
      const at = ofPage.findIndex((e) => e.commit === entry.commit);
      setChoice({ how, entry, file, later: at < 0 ? [] : ofPage.slice(0, at) });
    } catch (error) {
      setMessage((error as Error).message);
    }
  };
  const goBack = async ({ how, entry, file }: Choice) => {
    setChoice(undefined);
    try {
      const answer = await teamApi.restore({ site, file: file.file, commit: entry.commit, undo: how === 'undo' });
      // The open page and settings show what is saved now, at once; unsaved edits are never dropped for it.
      const kept = answer.commit ? await showSaved(file.file) : false;
      setMessage(
        (!answer.commit
          ? `${file.place} is already like that; nothing changed.`
          : how === 'undo'
            ? `Undid that change to ${file.place}, saved as a new change. Publish to make it live.`
            : `${file.place} is back to how it was on ${when(entry.date)}, saved as a new change. Publish to make it live.`) +
          (kept
            ? ` You have unsaved changes to ${file.place}, so the editor still shows your version; when you save, it asks which to keep.`
            : ''),
      );
      await load();
      onChanged();
    } catch (error) {
      setMessage((error as Error).message);
    }
  };
  /**
   * Loads the site's files as saved now into the editor, except those with
   * unsaved edits; answers whether `restored` was one of those (and so still shows the old state).
   */
  const showSaved = async (restored: string) => {
    try {
      const fresh = await api.site(site);
      const { files, entries, kept } = freshDocuments(editor.docs, fresh, isDirty);
      files.push(...(await Promise.all(entries.map((file) => api.entryFile(file)))));
      if (files.length) dispatch({ type: 'loadDocuments', files, replace: true });
      return kept.includes(restored);
    } catch {
      // Not read again: the next opening of the site shows it.
      return false;
    }
  };
  return (
    <section aria-label="History">
      {message && <p role="status">{message}</p>}
      {choice && <Confirm choice={choice} onYes={() => void goBack(choice)} onCancel={() => setChoice(undefined)} />}
      {!entries ? <p>Loading the history…</p> : null}
      <ol style={{ paddingLeft: 18 }}>
        {entries &&
          mergedByDate(entries, reviews).map((entry, at) =>
            !('commit' in entry) ? (
              // A review step changes nothing in the site, so there is nothing to show or take back.
              <li key={`review-${at}`} style={{ marginBottom: 6 }}>
                <div>{entry.summary}</div>
                <small>
                  {entry.author}, {when(entry.date)}
                </small>
              </li>
            ) : (
              <li key={entry.commit} style={{ marginBottom: 6 }}>
                <div>{entry.summary}</div>
                <small>
                  {entry.author}, {when(entry.date)}
                </small>{' '}
                <button
                  type="button"
                  className="ed-button"
                  onClick={() =>
                    teamApi.changes(site, entry.commit).then(
                      (a) => setShown({ commit: entry.commit, files: a.files }),
                      (e: Error) => setMessage(e.message),
                    )
                  }
                >
                  Show changes
                </button>
                {shown?.commit === entry.commit &&
                  shown.files.map((file) => (
                    <div key={file.file}>
                      <strong>{file.place}</strong>
                      <ul>
                        {file.changes.map((change, i) => (
                          <li key={i}>
                            <ChangeLine change={change} />
                          </li>
                        ))}
                      </ul>
                      <p className="ed-actions" style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
                        <button type="button" className="ed-button" onClick={() => void ask('undo', entry, file)}>
                          Undo this change to {file.place}…
                        </button>
                        <button type="button" className="ed-button" onClick={() => void ask('version', entry, file)}>
                          Go back to this version of {file.place}…
                        </button>
                      </p>
                    </div>
                  ))}
              </li>
            ),
          )}
      </ol>
    </section>
  );
}
