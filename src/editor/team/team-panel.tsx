import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ApiError, teamApi } from '../api';
import { useEvery } from '../hooks/use-every';
import type { Me, PublishState } from '../protocol';
import { useEditorStore } from '../store/editor-store';
import { forgetHistory } from '../store/persisted-history';
import { dirtyDocs } from '../store/selectors';
import { HistoryPanel } from './history-panel';
import { People } from './people';
import { PublishConfirm } from './publish-confirm';
import { PreviewLinks } from './preview-links';
import { LiveSiteLink } from './live-site-link';
import { ReviewStatus } from './review-status';
import { announce, useOnEvent } from './editor-events';
import { isTeamMode } from './team-mode';

/**
 * Team mode's panel: who is signed in, the open site's publish state, Publish,
 * preview links, History with its two ways back, and signing out. In local mode the
 * server has no /api/team/me and the panel does not appear.
 */

/** The site and page open in the editor, from its address: "/edit/salon/services". */
function openPage(pathname: string): { site?: string; page?: string } {
  const [, site, page] = /^\/edit\/([^/]+)\/([^/]+)/.exec(pathname) ?? [];
  try {
    return { site: site && decodeURIComponent(site), page: page && decodeURIComponent(page) };
  } catch {
    return {};
  }
}

/** Team mode's bar at the top of every screen, above the editor: who is signed in, the site's state, Publish, History, People. */
export function TeamPanel() {
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
  const [confirming, setConfirming] = useState(false);

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
  // Every save is a change waiting to be published: said at once, not at the next look.
  useOnEvent('editor-saved', refresh);
  // Other people's saves, and what a developer pushed: look again now and then.
  useEvery(15_000, refresh);

  if (!me) return null;
  const publish = async () => {
    setConfirming(false);
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
      announce('editor-published');
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : String(error));
    } finally {
      clearInterval(ticking);
      setBusy(false);
    }
  };
  return (
    <aside className="ed-team" aria-label="Team">
      {site && (
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
          {(me.publishing[site] ?? 'ask') !== 'ask' && (
            <button type="button" className="ed-button" disabled={busy} onClick={() => setConfirming(true)}>
              Publish{state?.changes.length ? ` (${state.changes.length})` : ''}
            </button>
          )}
          {confirming && (
            <PublishConfirm
              changes={state?.changes ?? []}
              onPublish={() => void publish()}
              onCancel={() => setConfirming(false)}
            />
          )}
          <ReviewStatus site={site} page={page} unpublished={state?.changes.length ?? 0} onMessage={setMessage} />
          {state?.live && <LiveSiteLink live={state.live} site={site} page={page} />}
        </div>
      )}
      <details open={!!message || showHistory || showPeople || undefined}>
        <summary style={{ cursor: 'pointer', margin: '0 0 6px' }}>
          Signed in as <strong>{me.name}</strong>
          {site && state ? (
            <>
              {' '}
              {/* While publishing, the state is that, not what it was before. */}·{' '}
              <span aria-live="polite">{busy ? 'Publishing…' : state.state}</span>
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
        {site && showHistory && <HistoryPanel site={site} latest={state?.changes[0]?.commit} onChanged={refresh} />}
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
        {me.admin && showPeople && <People self={me.email} />}
        {/* A page of the server's own, like the sign-in page: password and two-step sign-in. */}
        <a href="/account" className="ed-button" style={{ marginRight: 4 }}>
          Your account
        </a>{' '}
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
