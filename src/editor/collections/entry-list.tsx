import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../api';
import type { EntryPage } from '../protocol';
import { entryAddress } from './entry-address';
import { PAGE_SIZE, shownRows, type EntryFilter, type EntryRow, type EntrySort, type EntryStatus } from './entry-rows';

/** How long typing pauses before the search is asked: one request per word typed, not per key. */
const SEARCH_PAUSE_MS = 150;

const SORTS: { value: EntrySort; label: string }[] = [
  { value: 'newest', label: 'Date, newest first' },
  { value: 'oldest', label: 'Date, oldest first' },
  { value: 'title', label: 'Title, A to Z' },
];

const STATUSES: { value: EntryStatus; label: string }[] = [
  { value: 'draft', label: 'Drafts' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
];

/**
 * A collection's entries with search by title, filters by status and tag, and
 * a choice of order; each opens its form. The server searches, narrows and
 * orders, and answers a page of rows at a time ("Show more" adds the next), so
 * a collection of 10,000 entries is never all in the browser. `unsaved` are
 * the rows of entries changed or added here and not saved yet: shown as they
 * are now, in place of the server's row or, for a new one, first.
 */
export function EntryList({
  siteId,
  collection,
  unsaved,
  refresh,
}: {
  siteId: string;
  collection: { name: string; title: string };
  unsaved: EntryRow[];
  /** Changes when saved entries change (a save, a delete): the list is asked again. */
  refresh: string;
}) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<EntrySort>('newest');
  const [filter, setFilter] = useState<EntryFilter>({});
  const [page, setPage] = useState<EntryPage>();
  // What the rows shown answer: until the answer to the latest question comes, the list is marked busy.
  const [answered, setAnswered] = useState('');
  const [error, setError] = useState<string>();
  const [more, setMore] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const firstNew = useRef<number | undefined>(undefined);
  const listId = useId();

  useEffect(() => {
    const pause = setTimeout(() => setSearch(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(pause);
  }, [typed]);

  const query = useMemo(
    () => ({
      site: siteId,
      collection: collection.name,
      search,
      sort,
      ...(filter.status && { status: filter.status }),
      ...(filter.tag && { tag: filter.tag }),
    }),
    [siteId, collection.name, search, sort, filter],
  );
  const asked = `${JSON.stringify(query)}\n${refresh}`;
  // Typed and not asked yet counts as waiting too.
  const busy = answered !== asked || typed.trim() !== search;
  useEffect(() => {
    let current = true;
    api.entryPage({ ...query, offset: '0', limit: String(PAGE_SIZE) }).then(
      (answer) => {
        if (!current) return;
        setPage(answer);
        setAnswered(asked);
        setError(undefined);
      },
      (failure: Error) => current && setError(failure.message),
    );
    return () => {
      current = false;
    };
  }, [query, refresh, asked]);

  const showMore = () => {
    if (!page) return;
    setMore(true);
    api.entryPage({ ...query, offset: String(page.rows.length), limit: String(PAGE_SIZE) }).then(
      (answer) => {
        setMore(false);
        firstNew.current = page.rows.length + added;
        setPage({ ...answer, rows: [...page.rows, ...answer.rows] });
      },
      (failure: Error) => {
        setMore(false);
        setError(failure.message);
      },
    );
  };
  // After "Show more", the keyboard goes on from the first entry added.
  useEffect(() => {
    if (firstNew.current === undefined) return;
    listRef.current?.querySelectorAll('a')[firstNew.current]?.focus();
    firstNew.current = undefined;
  }, [page]);

  const { rows, added } = useMemo(() => {
    if (!page) return { rows: [], added: 0 };
    const changed = new Map(unsaved.map((row) => [row.file, row]));
    const listed = new Set(page.rows.map((row) => row.file));
    // A new entry not saved yet is shown first while it matches what is asked for.
    const added = shownRows(
      unsaved.filter((row) => !listed.has(row.file) && row.statusWords.endsWith('not saved yet')),
      search,
      sort,
      filter,
    );
    return { rows: [...added, ...page.rows.map((row) => changed.get(row.file) ?? row)], added: added.length };
  }, [page, unsaved, search, sort, filter]);

  if (error && !page)
    return (
      <p role="alert" className="ed-field-error">
        {error}
      </p>
    );
  const tags = page?.tags ?? [];
  const total = (page?.total ?? 0) + added;
  const narrowed = search !== '' || filter.status !== undefined || filter.tag !== undefined;
  const count = `${total} ${total === 1 ? 'entry' : 'entries'}`;
  const found = (page?.found ?? 0) + added;
  const shown = (page?.rows.length ?? 0) + added;
  return (
    <>
      <div className="ed-entry-tools">
        <label>
          Search by title
          <input type="search" value={typed} aria-controls={listId} onChange={(e) => setTyped(e.target.value)} />
        </label>
        <label>
          Sort by
          <select value={sort} aria-controls={listId} onChange={(e) => setSort(e.target.value as EntrySort)}>
            {SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Status
          <select
            value={filter.status ?? ''}
            aria-controls={listId}
            onChange={(e) => setFilter({ ...filter, status: (e.target.value || undefined) as EntryStatus | undefined })}
          >
            <option value="">All</option>
            {STATUSES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        {tags.length > 0 && (
          <label>
            Tag
            <select
              value={filter.tag ?? ''}
              aria-controls={listId}
              onChange={(e) => setFilter({ ...filter, tag: e.target.value || undefined })}
            >
              <option value="">All</option>
              {tags.map((tag) => (
                <option key={tag} value={tag}>
                  {tag}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <p role="status" className="ed-muted">
        {!page
          ? 'Finding the entries…'
          : narrowed
            ? found === 0
              ? search
                ? `No entry matches "${search}".`
                : 'No entry fits these choices.'
              : `${found} of ${count} ${search ? `match "${search}"` : 'shown'}.`
            : `${count}.`}
        {page && shown < found ? ` Showing the first ${shown}.` : ''}
      </p>
      {error && (
        <p role="alert" className="ed-field-error">
          {error}
        </p>
      )}
      <ul
        ref={listRef}
        id={listId}
        className="ed-entry-list"
        aria-label={`${collection.title}: entries`}
        aria-busy={busy}
      >
        {rows.map((row) => (
          <li key={row.file}>
            <Link to={entryAddress(siteId, collection.name, row.slug)}>
              {row.picture ? (
                <img src={`/media/${siteId}/${row.picture}`} alt="" width={64} height={48} loading="lazy" />
              ) : (
                <span className="ed-entry-thumb" />
              )}
              <span>
                <span className="ed-entry-title">{row.title}</span>
                <span className="ed-entry-facts">{[row.when, row.price].filter(Boolean).join(' · ')}</span>
              </span>
              <span className={`ed-entry-status ed-entry-status-${row.status}`}>{row.statusWords}</span>
            </Link>
          </li>
        ))}
      </ul>
      {page && shown < found && (
        <button
          type="button"
          className="ed-button ed-entry-more"
          aria-controls={listId}
          disabled={more}
          onClick={showMore}
        >
          {more ? 'Showing more…' : `Show ${Math.min(PAGE_SIZE, found - shown)} more`}
        </button>
      )}
    </>
  );
}
