import { useCallback, useEffect, useState } from 'react';
import { teamApi } from '../api';
import type { AuditEntry } from '../protocol';

/**
 * The audit log on the People screen: newest first, 200 at a time with "Show
 * more", each line when, who, from which address and what, in words.
 */

/** An email; or, for a line of no person, what acted: the server's command line, the scheduler, or a visitor not signed in. */
function who(entry: AuditEntry): string {
  if (entry.person && entry.person !== '-') return entry.person;
  if (entry.address === 'command line') return 'The server';
  if (entry.address === 'scheduled') return 'The scheduler';
  return 'Someone not signed in';
}

export function AuditLogView() {
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [more, setMore] = useState(false);
  const [message, setMessage] = useState('');
  const load = useCallback(
    (skip: number) =>
      teamApi.audit(skip).then(
        (answer) => {
          setEntries((shown) => (skip ? [...shown, ...answer.entries] : answer.entries));
          setMore(answer.more);
          setMessage('');
        },
        (error: Error) => setMessage(error.message),
      ),
    [],
  );
  useEffect(() => void load(0), [load]);
  return (
    <section aria-label="Audit log">
      <h3 style={{ fontSize: 15, margin: '10px 0 4px' }}>
        Audit log{' '}
        <button type="button" className="ed-button" onClick={() => void load(0)}>
          Refresh
        </button>
      </h3>
      {message && <p role="status">{message}</p>}
      <ol className="ed-audit">
        {entries.map((entry, index) => (
          <li key={`${entry.time}-${index}`}>
            <time dateTime={entry.time}>{new Date(entry.time).toLocaleString()}</time> · <strong>{who(entry)}</strong>{' '}
            <span className="ed-audit-address">from {entry.address}</span>: {entry.words}
            {entry.detail ? ` ${entry.detail}` : ''}
          </li>
        ))}
      </ol>
      {!entries.length && !message && <p>Nothing is logged yet.</p>}
      {more && (
        <button type="button" className="ed-button" onClick={() => void load(entries.length)}>
          Show more
        </button>
      )}
    </section>
  );
}
