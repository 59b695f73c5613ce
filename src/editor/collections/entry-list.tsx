import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { entryAddress } from './entry-address';
import { shownRows, type EntryRow, type EntrySort } from './entry-rows';

const SORTS: { value: EntrySort; label: string }[] = [
  { value: 'newest', label: 'Date, newest first' },
  { value: 'oldest', label: 'Date, oldest first' },
  { value: 'title', label: 'Title, A to Z' },
];

/** A collection's entries with search by title and a choice of order; each opens its form. */
export function EntryList({
  siteId,
  collection,
  rows,
}: {
  siteId: string;
  collection: { name: string; title: string };
  rows: EntryRow[];
}) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<EntrySort>('newest');
  const shown = useMemo(() => shownRows([...rows], search, sort), [rows, search, sort]);
  const listId = useId();
  const count = `${rows.length} ${rows.length === 1 ? 'entry' : 'entries'}`;
  return (
    <>
      <div className="ed-entry-tools">
        <label>
          Search by title
          <input type="search" value={search} aria-controls={listId} onChange={(e) => setSearch(e.target.value)} />
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
      </div>
      <p role="status" className="ed-muted">
        {search ? `${shown.length} of ${count} match "${search}".` : count}
      </p>
      <ul id={listId} className="ed-entry-list" aria-label={`${collection.title}: entries`}>
        {shown.map((row) => (
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
    </>
  );
}
