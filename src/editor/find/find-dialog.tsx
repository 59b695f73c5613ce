import { useMemo, useState } from 'react';
import { problemPlace, siteDocOf } from '../problems/problem-words';
import { useEditorStore } from '../store/editor-store';
import type { EditedDoc } from '../store/state';
import { Dialog } from '../ui/dialog';
import { findMatches, replaceMatches, type Match } from './find-matches';

const AROUND = 30;

/** The match with a little of the text either side, the match itself marked. */
function InContext({ match }: { match: Match }) {
  const before = match.text.slice(Math.max(0, match.start - AROUND), match.start);
  const after = match.text.slice(match.end, match.end + AROUND);
  return (
    <span className="ed-find-context">
      {match.start > AROUND ? '…' : ''}
      {before}
      <mark>{match.text.slice(match.start, match.end)}</mark>
      {after}
      {match.end + AROUND < match.text.length ? '…' : ''}
    </span>
  );
}

/**
 * Find and replace over one site's pages and settings: every match is shown
 * in context (page, section, field) with a tick box, and only the ticked ones
 * are replaced, all in one step that Undo takes back. Nothing starts ticked,
 * and a new search unticks everything, so a replace changes only matches the
 * person chose ("Select all" ticks every one shown). Nothing is written
 * until Save.
 */
export function FindDialog({ docs, onClose }: { docs: EditedDoc[]; onClose: () => void }) {
  const { dispatch } = useEditorStore();
  const [query, setQuery] = useState('');
  const [replacement, setReplacement] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [done, setDone] = useState('');
  const matches = useMemo(() => findMatches(docs, query), [docs, query]);
  const byFile = useMemo(() => Object.fromEntries(docs.map((doc) => [doc.file, doc])), [docs]);
  const ticked = matches.filter((match) => chosen.has(match.id));
  const pages = new Set(matches.map((match) => match.file)).size;

  const replace = (chosen: Match[]) => {
    if (!chosen.length) return;
    dispatch({ type: 'setDocuments', data: replaceMatches(docs, chosen, replacement) });
    // The matches left move within their texts: a tick kept would land on another one.
    setChosen(new Set());
    setDone(
      `Replaced ${chosen.length} match${chosen.length > 1 ? 'es' : ''}. Undo takes ${chosen.length > 1 ? 'them' : 'it'} back; Save writes the change.`,
    );
  };
  const tick = (id: string, on: boolean) =>
    setChosen((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Dialog title="Find and replace" open wide onClose={onClose}>
      <div className="ed-find-fields">
        <label>
          Find
          <input
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              // A new search is a new answer: what the last replace did is no longer what is shown,
              // and no match of it has been looked at yet.
              setDone('');
              setChosen(new Set());
            }}
            autoFocus
          />
        </label>
        <label>
          Replace with
          <input type="text" value={replacement} onChange={(event) => setReplacement(event.target.value)} />
        </label>
      </div>
      <p role="status" className="ed-muted">
        {done ||
          (query
            ? matches.length
              ? `${matches.length} match${matches.length === 1 ? '' : 'es'} on ${pages} page${pages === 1 ? '' : 's'} or settings.`
              : `No match for "${query}".`
            : 'Type a word or a phrase to find it in every page and the site settings.')}
      </p>
      {matches.length > 0 && (
        <>
          <div className="ed-find-tools">
            <button
              type="button"
              className="ed-button ed-button-primary"
              disabled={!ticked.length}
              onClick={() => replace(ticked)}
            >
              Replace ticked ({ticked.length})
            </button>
            <button
              type="button"
              className="ed-button"
              onClick={() => setChosen(new Set(matches.map((match) => match.id)))}
            >
              Select all
            </button>
            <button type="button" className="ed-button" onClick={() => setChosen(new Set())}>
              Select none
            </button>
          </div>
          <ul className="ed-find-list" aria-label="Matches">
            {matches.map((match) => {
              const place = problemPlace(
                { doc: match.file, path: match.path },
                docs.find((d) => d.file === match.file),
                siteDocOf(byFile, match.file),
              );
              return (
                <li key={match.id}>
                  <label>
                    <input
                      type="checkbox"
                      checked={chosen.has(match.id)}
                      onChange={(event) => tick(match.id, event.target.checked)}
                    />
                    <strong>{place}</strong>
                  </label>
                  <InContext match={match} />
                  <button
                    type="button"
                    className="ed-button"
                    aria-label={`Replace in ${place}`}
                    onClick={() => replace([match])}
                  >
                    Replace
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Dialog>
  );
}
