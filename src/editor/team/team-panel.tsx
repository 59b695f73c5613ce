import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ApiError, getJson, postJson } from '../api';
import { useEditorStore } from '../store/editor-store';
import { forgetHistory } from '../store/persisted-history';
import { dirtyDocs } from '../store/selectors';
import { People } from './people';
import { PreviewLinks } from './preview-links';

/**
 * Team mode's panel: who is signed in, the open site's publish state, Publish,
 * preview links, History with Restore, and signing out. In local mode the
 * server has no /api/team/me and the panel does not appear.
 */

interface Me {
  name: string;
  email: string;
  admin: boolean;
  canPublish: boolean;
}
interface Entry {
  commit: string;
  author: string;
  date: string;
  summary: string;
}
interface Change {
  where: string[];
  field: string;
  before?: unknown;
  after?: unknown;
  kind: string;
}
interface PublishState {
  state: string;
  changes: unknown[];
}

const box: React.CSSProperties = {
  position: 'fixed',
  left: 12,
  bottom: 12,
  zIndex: 50,
  maxWidth: 'min(28rem, calc(100vw - 24px))',
  maxHeight: '70vh',
  overflow: 'auto',
  background: '#fff',
  border: '1px solid #a1a1aa',
  borderRadius: 8,
  boxShadow: '0 2px 10px rgb(0 0 0 / .2)',
  padding: '8px 12px',
  font: '14px/1.45 system-ui, sans-serif',
};
const words = (value: unknown) =>
  value === undefined ? '(none)' : typeof value === 'string' ? value : JSON.stringify(value);

/** A whole file's change, told without its content (a picture's bytes mean nothing to a reader). */
const WHOLE_FILE_WORDS: Record<string, string> = { added: 'added', removed: 'removed', changed: 'replaced' };

function siteOf(pathname: string): string | undefined {
  return /^\/edit\/([^/]+)\//.exec(pathname)?.[1];
}

function History({ site, onRestored }: { site: string; onRestored: () => void }) {
  const [entries, setEntries] = useState<Entry[]>();
  const [shown, setShown] = useState<{
    commit: string;
    files: { file: string; place: string; changes: Change[] }[];
  }>();
  const [message, setMessage] = useState('');
  const load = useCallback(
    () =>
      getJson<{ entries: Entry[] }>(`/api/history?site=${encodeURIComponent(site)}`).then(
        (a) => setEntries(a.entries),
        (e: Error) => setMessage(e.message),
      ),
    [site],
  );
  useEffect(() => void load(), [load]);
  const restore = async (commit: string, file: string) => {
    try {
      await postJson('/api/history/restore', { site, file, commit });
      setMessage('Restored as a new version. Reload the page to see it.');
      await load();
      onRestored();
    } catch (error) {
      setMessage((error as Error).message);
    }
  };
  return (
    <section aria-label="History">
      {message && <p role="status">{message}</p>}
      {!entries ? <p>Loading the history…</p> : null}
      <ol style={{ paddingLeft: 18 }}>
        {entries?.map((entry) => (
          <li key={entry.commit} style={{ marginBottom: 6 }}>
            <div>{entry.summary}</div>
            <small>
              {entry.author}, {new Date(entry.date).toLocaleString()}
            </small>{' '}
            <button
              type="button"
              className="ed-button"
              onClick={() =>
                getJson<{
                  files: { file: string; place: string; changes: Change[] }[];
                }>(`/api/history/changes?site=${encodeURIComponent(site)}&commit=${entry.commit}`).then(
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
                  <button type="button" className="ed-button" onClick={() => void restore(entry.commit, file.file)}>
                    Restore this version
                  </button>
                </div>
              ))}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function TeamPanel() {
  const { pathname } = useLocation();
  const site = siteOf(pathname);
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
    if (document.querySelector('meta[name="editor-mode"]')?.getAttribute('content') !== 'team') return;
    getJson<Me>('/api/team/me').then(setMe, () => setMe(null));
  }, []);
  const refresh = useCallback(() => {
    if (me && site)
      getJson<PublishState>(`/api/publish?site=${encodeURIComponent(site)}`).then(setState, () => setState(undefined));
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
    setBusy(true);
    setMessage('Publishing… this takes a little while.');
    try {
      const answer = await postJson<{ message: string } & PublishState>('/api/publish', { site });
      setMessage(answer.message);
      setState(answer);
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <aside style={box} aria-label="Team">
      {site && me.canPublish && (
        <button
          type="button"
          className="ed-button"
          disabled={busy}
          onClick={() => void publish()}
          style={{ float: 'right', marginLeft: 8 }}
        >
          Publish{state?.changes.length ? ` (${state.changes.length})` : ''}
        </button>
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
