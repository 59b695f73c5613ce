import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ApiError, teamApi } from '../api';
import type { FileChanges, HistoryEntry, Me, PublishState } from '../protocol';
import { useEditorStore } from '../store/editor-store';
import { forgetHistory } from '../store/persisted-history';
import { dirtyDocs } from '../store/selectors';
import { Dialog } from '../ui/dialog';
import { People } from './people';
import { PreviewLinks } from './preview-links';
import { LiveSiteLink } from './live-site-link';
import { announcePublished } from './published-event';
import { isTeamMode } from './team-mode';

/**
 * Team mode's panel: who is signed in, the open site's publish state, Publish,
 * preview links, History with Restore, and signing out. In local mode the
 * server has no /api/team/me and the panel does not appear.
 */

/** A page's version someone asked to go back to, waiting for them to confirm. */
interface RestoreChoice {
  entry: HistoryEntry;
  file: string;
  place: string;
}

const words = (value: unknown) =>
  value === undefined ? '(none)' : typeof value === 'string' ? value : JSON.stringify(value);

/** A whole file's change, told without its content (a picture's bytes mean nothing to a reader). */
const WHOLE_FILE_WORDS: Record<string, string> = { added: 'added', removed: 'removed', changed: 'replaced' };

/** The site and page open in the editor, from its address: "/edit/salon/services". */
function openPage(pathname: string): { site?: string; page?: string } {
  const [, site, page] = /^\/edit\/([^/]+)\/([^/]+)/.exec(pathname) ?? [];
  try {
    return { site: site && decodeURIComponent(site), page: page && decodeURIComponent(page) };
  } catch {
    return {};
  }
}

const when = (date: string) => new Date(date).toLocaleString();

/**
 * Before a page goes back: which page, to which change by whom and when, that
 * the rest of the site stays, and that the restore is itself a change.
 */
function ConfirmRestore({
  choice,
  onRestore,
  onCancel,
}: {
  choice: RestoreChoice;
  onRestore: () => void;
  onCancel: () => void;
}) {
  const { entry, place } = choice;
  return (
    <Dialog title={`Restore ${place}?`} open onClose={onCancel}>
      <p>
        <strong>{place}</strong> goes back to how it was right after this change:
      </p>
      <blockquote style={{ margin: '0 0 12px', paddingLeft: 12, borderLeft: '3px solid #d1d5db' }}>
        <p style={{ margin: 0 }}>{entry.summary}</p>
        <small>
          by {entry.author}, {when(entry.date)}
        </small>
      </blockquote>
      <p>
        Only this page changes: the site's other pages and settings stay as they are. Later changes to this page are
        undone.
      </p>
      <p>
        The restore is saved as a new change under your name, so it shows in History and can be restored away again.
        Visitors see it once you publish.
      </p>
      <p className="ed-actions">
        <button type="button" className="ed-button ed-button-primary" onClick={onRestore}>
          Restore {place}
        </button>
        <button type="button" className="ed-button" onClick={onCancel}>
          Cancel
        </button>
      </p>
    </Dialog>
  );
}

function History({ site, onRestored }: { site: string; onRestored: () => void }) {
  const [entries, setEntries] = useState<HistoryEntry[]>();
  const [shown, setShown] = useState<{
    commit: string;
    files: FileChanges[];
  }>();
  const [message, setMessage] = useState('');
  const load = useCallback(
    () =>
      teamApi.history(site).then(
        (a) => setEntries(a.entries),
        (e: Error) => setMessage(e.message),
      ),
    [site],
  );
  useEffect(() => void load(), [load]);
  const [choice, setChoice] = useState<RestoreChoice>();
  const [restored, setRestored] = useState(false);
  const restore = async ({ entry, file, place }: RestoreChoice) => {
    setChoice(undefined);
    try {
      const answer = await teamApi.restore({ site, file, commit: entry.commit });
      setRestored(!!answer.commit);
      setMessage(
        answer.commit
          ? `${place} is back to how it was on ${when(entry.date)}, saved as a new change. Publish to make it live.`
          : `${place} is already as it was then; nothing changed.`,
      );
      await load();
      onRestored();
    } catch (error) {
      setMessage((error as Error).message);
    }
  };
  return (
    <section aria-label="History">
      {message && (
        <p role="status">
          {message}{' '}
          {restored && (
            // The open page still shows what was loaded before the restore.
            <button type="button" className="ed-link" onClick={() => window.location.reload()}>
              Reload to see it
            </button>
          )}
        </p>
      )}
      {choice && (
        <ConfirmRestore choice={choice} onRestore={() => void restore(choice)} onCancel={() => setChoice(undefined)} />
      )}
      {!entries ? <p>Loading the history…</p> : null}
      <ol style={{ paddingLeft: 18 }}>
        {entries?.map((entry) => (
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
                        {[...change.where, change.field].join(' › ')}
                        {change.before === undefined && change.after === undefined ? (
                          ` ${WHOLE_FILE_WORDS[change.kind] ?? change.kind}`
                        ) : (
                          <>
                            : before <q>{words(change.before)}</q>, after <q>{words(change.after)}</q>
                          </>
                        )}
                      </li>
                    ))}
                  </ul>
                  <button
                    type="button"
                    className="ed-button"
                    onClick={() => setChoice({ entry, file: file.file, place: file.place })}
                  >
                    Restore {file.place} to this version…
                  </button>
                </div>
              ))}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * `bar`: the panel flows at the top of the page, above the editor, instead of
 * floating over it (the one-column layout, where it would cover the form).
 */
export function TeamPanel({ bar = false }: { bar?: boolean }) {
  const { pathname } = useLocation();
  const { site, page } = openPage(pathname);
  const [me, setMe] = useState<Me | null>(null);
  const [state, setState] = useState<PublishState>();
  // Saving happens in the page editor: when its last unsaved change is saved, the state is asked again.
  const unsaved = dirtyDocs(useEditorStore().state).length;
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const [showPeople, setShowPeople] = useState(false);

  useEffect(() => {
    // In local mode there is no one to ask about: the page says so, and nothing is requested (no 404 in the console).
    if (!isTeamMode()) return;
    teamApi.me().then(setMe, () => setMe(null));
  }, []);
  const refresh = useCallback(() => {
    if (me && site) teamApi.publishState(site).then(setState, () => setState(undefined));
  }, [me, site]);
  useEffect(() => {
    if (unsaved === 0) refresh();
  }, [refresh, unsaved]);
  // Other people's saves, and what a developer pushed: look again now and then.
  useEffect(() => {
    const timer = setInterval(refresh, 15_000);
    return () => clearInterval(timer);
  }, [refresh]);

  if (!me) return null;
  const publish = async () => {
    if (!site) return;
    setBusy(true);
    // A first publish can take a minute: the seconds counting show it is still at work.
    const started = Date.now();
    const working = () => {
      const seconds = Math.round((Date.now() - started) / 1000);
      setMessage(`Publishing…${seconds ? ` ${seconds} s.` : ''} This takes a little while.`);
    };
    working();
    const ticking = setInterval(working, 1000);
    try {
      const answer = await teamApi.publish(site);
      setMessage(
        answer.live?.hostBuilds
          ? `${answer.message} Your host puts the changes live in a few minutes.`
          : answer.message,
      );
      setState(answer);
      announcePublished();
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : String(error));
    } finally {
      clearInterval(ticking);
      setBusy(false);
    }
  };
  return (
    <aside className={bar ? 'ed-team ed-team-bar' : 'ed-team'} aria-label="Team">
      {site && (me.canPublish || state?.live) && (
        <div
          style={{
            float: 'right',
            marginLeft: 8,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-end',
            gap: 4,
          }}
        >
          {me.canPublish && (
            <button type="button" className="ed-button" disabled={busy} onClick={() => void publish()}>
              Publish{state?.changes.length ? ` (${state.changes.length})` : ''}
            </button>
          )}
          {state?.live && <LiveSiteLink live={state.live} site={site} page={page} />}
        </div>
      )}
      <details open={!!message || showHistory || showPeople || undefined}>
        <summary style={{ cursor: 'pointer', margin: '0 0 6px' }}>
          Signed in as <strong>{me.name}</strong>
          {site && state ? (
            <>
              {' '}
              · <span aria-live="polite">{state.state}</span>
            </>
          ) : null}
        </summary>
        {site && (
          <p
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 6,
              margin: '0 0 6px',
            }}
          >
            <button
              type="button"
              className="ed-button"
              aria-expanded={showHistory}
              onClick={() => setShowHistory(!showHistory)}
            >
              History
            </button>
          </p>
        )}
        {message && <p role="status">{message}</p>}
        {site && <PreviewLinks site={site} onMessage={setMessage} />}
        {site && showHistory && <History site={site} onRestored={refresh} />}
        {me.admin && (
          <p style={{ margin: '6px 0' }}>
            <button
              type="button"
              className="ed-button"
              aria-expanded={showPeople}
              onClick={() => setShowPeople(!showPeople)}
            >
              People
            </button>
          </p>
        )}
        {me.admin && showPeople && <People />}
        <form
          method="post"
          action="/sign-out"
          style={{ display: 'inline' }}
          onSubmit={() => forgetHistory(sessionStorage)}
        >
          <button type="submit" className="ed-button">
            Sign out
          </button>
        </form>{' '}
        <form
          method="post"
          action="/sign-out-everywhere"
          style={{ display: 'inline' }}
          onSubmit={() => forgetHistory(sessionStorage)}
        >
          <button type="submit" className="ed-button">
            Sign out everywhere
          </button>
        </form>
      </details>
    </aside>
  );
}
