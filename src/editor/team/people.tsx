import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { teamApi } from '../api';
import type { PersonEntry, SiteGrant } from '../protocol';
import { PUBLISH_RIGHTS, PUBLISH_RIGHT_WORDS, publishRightOf, type PublishRight } from '../publish-right';
import { AuditLogView } from './audit-log-view';
import { PersonActions } from './person-actions';

/**
 * The People screen for admins: who has an account or an invitation, inviting,
 * changing sites and how each person's changes go live, the role, turning an
 * account off, signing out, resets and removing (person-actions.tsx), and
 * the audit log (audit-log-view.tsx). `self`: the admin's own email.
 */

const sitesWords = (sites: SiteGrant) => (sites === 'all' ? 'all sites' : sites.join(', '));

export function People({ self }: { self: string }) {
  const [people, setPeople] = useState<PersonEntry[]>([]);
  const [message, setMessage] = useState('');
  const [address, setAddress] = useState('');
  const [reset, setReset] = useState<{ email: string; url: string }>();
  const [showLog, setShowLog] = useState(false);
  const load = useCallback(
    () =>
      teamApi.people().then(
        (answer) => setPeople([...answer.people, ...answer.invitations]),
        (error: Error) => setMessage(error.message),
      ),
    [],
  );
  useEffect(() => void load(), [load]);

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setMessage(done);
      await load();
    } catch (error) {
      setMessage((error as Error).message);
    }
  };
  const invite = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const sites = String(form.get('sites') ?? '').trim();
    void act(async () => {
      const answer = await teamApi.invite({
        email: String(form.get('email') ?? ''),
        sites: sites === 'all' ? 'all' : sites,
        admin: form.get('admin') === 'on',
        publishing: form.get('publishing') as PublishRight,
      });
      setAddress(answer.url);
    }, 'Invitation made: send the address below. It works once, for 7 days.');
  };

  const changeSites = (event: FormEvent<HTMLFormElement>, email: string) => {
    event.preventDefault();
    const sites = String(new FormData(event.currentTarget).get('sites') ?? '').trim();
    void act(() => teamApi.setSites(email, sites), `${email} now edits ${sites}.`);
  };

  return (
    <section aria-label="People">
      {message && <p role="status">{message}</p>}
      <ul style={{ paddingLeft: 18 }}>
        {people.map((entry) => (
          <li key={`${entry.email}${entry.expiresAt ?? ''}`} style={{ marginBottom: 8 }}>
            {entry.name ?? '(invited)'} &lt;{entry.email}&gt;: {sitesWords(entry.sites)}
            {entry.admin ? ', admin' : `, ${PUBLISH_RIGHT_WORDS[publishRightOf(entry)].toLowerCase()}`}
            {entry.twoStep ? `, two-step sign-in on (${entry.recoveryCodesLeft} recovery codes left)` : ''}
            {entry.disabled ? ', account turned off' : ''}{' '}
            <PersonActions
              entry={entry}
              self={entry.email === self}
              act={(work, done) => void act(work, done)}
              onResetAddress={(email, url) => setReset({ email, url })}
            />
            {reset?.email === entry.email && (
              <label style={{ display: 'block' }}>
                Password reset address for {entry.email}{' '}
                <input readOnly value={reset.url} style={{ width: '100%' }} onFocus={(e) => e.currentTarget.select()} />
              </label>
            )}
            {entry.name && (
              <form onSubmit={(event) => changeSites(event, entry.email)} style={{ margin: '2px 0 6px' }}>
                <label>
                  Sites of {entry.email}{' '}
                  <input
                    name="sites"
                    required
                    defaultValue={entry.sites === 'all' ? 'all' : entry.sites.join(',')}
                    size={16}
                  />
                </label>{' '}
                <button type="submit" className="ed-button">
                  Change sites
                </button>
              </form>
            )}
            {!entry.admin && (
              <label style={{ display: 'block', margin: '2px 0 6px' }}>
                Publishing of {entry.email}{' '}
                <PublishingChoice
                  value={publishRightOf(entry)}
                  onChange={(right) =>
                    void act(
                      () => teamApi.setPublishing(entry.email, right),
                      `${entry.email}: ${PUBLISH_RIGHT_WORDS[right].toLowerCase()}.`,
                    )
                  }
                />
              </label>
            )}
          </li>
        ))}
      </ul>
      <form onSubmit={invite}>
        <label>
          Email <input name="email" type="email" required />
        </label>{' '}
        <label>
          Sites <input name="sites" required placeholder="salon,hvac or all" />
        </label>{' '}
        <label>
          Publishing <PublishingChoice name="publishing" />
        </label>{' '}
        <label>
          <input name="admin" type="checkbox" /> Admin
        </label>{' '}
        <button type="submit" className="ed-button">
          Invite
        </button>
      </form>
      {address && (
        <label>
          Invitation address{' '}
          <input readOnly value={address} style={{ width: '100%' }} onFocus={(e) => e.currentTarget.select()} />
        </label>
      )}
      <p style={{ margin: '8px 0' }}>
        <button type="button" className="ed-button" aria-expanded={showLog} onClick={() => setShowLog(!showLog)}>
          Audit log
        </button>
      </p>
      {showLog && <AuditLogView />}
    </section>
  );
}

/** The three ways a person's changes go live, as a plain list (publish-right.ts). */
function PublishingChoice({
  name,
  value,
  onChange,
}: {
  name?: string;
  value?: PublishRight;
  onChange?: (right: PublishRight) => void;
}) {
  return (
    <select
      name={name}
      defaultValue={value ?? 'ask'}
      onChange={onChange && ((event) => onChange(event.currentTarget.value as PublishRight))}
    >
      {PUBLISH_RIGHTS.map((right) => (
        <option key={right} value={right}>
          {PUBLISH_RIGHT_WORDS[right]}
        </option>
      ))}
    </select>
  );
}
