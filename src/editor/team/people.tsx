import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { teamApi } from '../api';
import type { PersonEntry, SiteGrant } from '../protocol';
import { PUBLISH_RIGHTS, PUBLISH_RIGHT_WORDS, type PublishRight } from '../publish-right';
import { AuditLogView } from './audit-log-view';
import { PersonActions } from './person-actions';

/**
 * The People screen for admins: who has an account or an invitation, inviting,
 * changing sites and how each person's changes go live, the role, turning an
 * account off, signing out, resets and removing (person-actions.tsx), and
 * the audit log (audit-log-view.tsx). `self`: the admin's own email.
 */

const sitesWords = (sites: SiteGrant) => (sites === 'all' ? 'all sites' : sites.join(', '));

/** How a person publishes, in the row's summary: one choice for all their sites, else each site's. */
function publishingWords(publishing: Record<string, PublishRight>): string {
  const choices = Object.entries(publishing);
  const distinct = new Set(choices.map(([, right]) => right));
  if (distinct.size <= 1) return choices.length ? PUBLISH_RIGHT_WORDS[choices[0][1]].toLowerCase() : '';
  return choices.map(([site, right]) => `${PUBLISH_RIGHT_WORDS[right].toLowerCase()} on ${site}`).join('; ');
}

export function People({ self }: { self: string }) {
  const [people, setPeople] = useState<PersonEntry[]>([]);
  const [message, setMessage] = useState('');
  const [address, setAddress] = useState('');
  // One reset address per person, shown in their row with what to do with it; the newest replaces theirs only.
  const [resets, setResets] = useState<Record<string, string>>({});
  const justReset = useRef<string | undefined>(undefined);
  const resetBoxes = useRef(new Map<string, HTMLElement>());
  const status = useRef<HTMLParagraphElement>(null);
  // After "Yes" the focus goes to what happened, not to the page's body: the message, or the new reset address.
  const [said, setSaid] = useState(0);
  useEffect(() => {
    if (said) status.current?.focus();
  }, [said]);
  useEffect(() => {
    if (!justReset.current) return;
    resetBoxes.current.get(justReset.current)?.focus();
    justReset.current = undefined;
  }, [resets]);
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

  /** Does `work`, then says `done` (or, when `done` is empty, leaves the saying to the person's row). */
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setMessage(done);
      await load();
    } catch (error) {
      setMessage((error as Error).message);
      setSaid((count) => count + 1);
      return;
    }
    if (done) setSaid((count) => count + 1);
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
      {message && (
        <p role="status" tabIndex={-1} ref={status}>
          {message}
        </p>
      )}
      <ul style={{ paddingLeft: 18 }}>
        {people.map((entry) => (
          <li key={`${entry.email}${entry.expiresAt ?? ''}`} style={{ marginBottom: 8 }}>
            {entry.name ?? '(invited)'} &lt;{entry.email}&gt;: {sitesWords(entry.sites)}
            {entry.admin ? ', admin' : publishingWords(entry.publishing) && `, ${publishingWords(entry.publishing)}`}
            {entry.twoStep ? `, two-step sign-in on (${entry.recoveryCodesLeft} recovery codes left)` : ''}
            {entry.disabled ? ', account turned off' : ''}{' '}
            <PersonActions
              entry={entry}
              self={entry.email === self}
              act={(work, done) => void act(work, done)}
              onResetAddress={(email, url) => {
                setResets((shown) => ({ ...shown, [email]: url }));
                justReset.current = email;
              }}
            />
            {resets[entry.email] && (
              <ResetAddress
                email={entry.email}
                url={resets[entry.email]}
                boxRef={(box) => {
                  if (box) resetBoxes.current.set(entry.email, box);
                  else resetBoxes.current.delete(entry.email);
                }}
              />
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
            {!entry.admin && Object.keys(entry.publishing).length > 0 && (
              // One choice per site the person edits: a client may publish their own site and ask on another.
              <fieldset style={{ border: 0, margin: '2px 0 6px', padding: 0 }}>
                <legend style={{ padding: 0 }}>Publishing of {entry.email}</legend>
                {Object.entries(entry.publishing).map(([site, right]) => (
                  <label key={site} style={{ display: 'block', margin: '2px 0 2px 12px' }}>
                    on {site}{' '}
                    <PublishingChoice
                      value={right}
                      onChange={(chosen) =>
                        void act(
                          () => teamApi.setPublishing(entry.email, chosen, site),
                          `${entry.email} on ${site}: ${PUBLISH_RIGHT_WORDS[chosen].toLowerCase()}.`,
                        )
                      }
                    />
                  </label>
                ))}
              </fieldset>
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

/** A person's new reset address, with what to do with it and a button that copies it. */
function ResetAddress({
  email,
  url,
  boxRef,
}: {
  email: string;
  url: string;
  boxRef: (box: HTMLElement | null) => void;
}) {
  const [copied, setCopied] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Copied.');
    } catch {
      // No clipboard here (an address without https, or refused): the address is selected for copying by hand.
      field.current?.focus();
      field.current?.select();
      setCopied('Selected: copy it with Ctrl+C or ⌘C.');
    }
  };
  return (
    <div role="status" tabIndex={-1} ref={boxRef} style={{ margin: '4px 0' }}>
      <p style={{ margin: '0 0 2px' }}>
        Send {email} this address, in a way only they read. It works once, for 24 hours.
      </p>
      <label style={{ display: 'block' }}>
        Password reset address for {email}{' '}
        <input
          ref={field}
          readOnly
          value={url}
          style={{ width: '100%' }}
          onFocus={(event) => event.currentTarget.select()}
        />
      </label>
      <button type="button" className="ed-button" onClick={() => void copy()}>
        Copy address
      </button>{' '}
      {copied}
    </div>
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
