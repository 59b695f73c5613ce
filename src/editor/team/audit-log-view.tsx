import { useCallback, useEffect, useRef, useState } from 'react';
import { readableDate } from '@/collections/readable-date';
import { teamApi } from '../api';
import type { AuditEntry } from '../protocol';

/**
 * The audit log on the People screen: newest first, 200 at a time with "Show
 * more", each line when, who, from which address and what, in words.
 */

const two = (n: number) => String(n).padStart(2, '0');

/** When, in the viewer's time, written like the entry list's dates: "March 5, 2027, 14:05". */
function when(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const day = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
  return `${readableDate(day)}, ${two(at.getHours())}:${two(at.getMinutes())}`;
}

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
  const list = useRef<HTMLUListElement>(null);
  // After "Show more", the keyboard goes on from the first entry added, as in the entry list.
  const firstNew = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (firstNew.current === undefined) return;
    list.current?.querySelectorAll('li')[firstNew.current]?.focus();
    firstNew.current = undefined;
  }, [entries]);
  const load = useCallback(
    (skip: number) =>
      teamApi.audit(skip).then(
        (answer) => {
          if (skip && answer.entries.length) firstNew.current = skip;
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
      {/* A box of its own that scrolls, reached by keyboard too: a long log never stretches the page. */}
      {entries.length > 0 && (
        <div className="ed-audit-scroll" tabIndex={0} role="group" aria-label="Audit log entries">
          <ul className="ed-audit" ref={list}>
            {entries.map((entry, index) => (
              <li key={`${entry.time}-${index}`} tabIndex={-1}>
                <time dateTime={entry.time}>{when(entry.time)}</time> · <strong>{who(entry)}</strong>{' '}
                <span className="ed-audit-address">from {entry.address}</span>: {entry.words}
                {entry.detail ? ` ${entry.detail}` : ''}
              </li>
            ))}
          </ul>
          {more && (
            <button type="button" className="ed-button" onClick={() => void load(entries.length)}>
              Show more
            </button>
          )}
        </div>
      )}
      {!entries.length && !message && <p>Nothing is logged yet.</p>}
    </section>
  );
}
