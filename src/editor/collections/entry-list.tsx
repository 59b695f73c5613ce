import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { entryAddress } from './entry-address';
import { shownRows, tagsOf, type EntryFilter, type EntryRow, type EntrySort, type EntryStatus } from './entry-rows';

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

/** A collection's entries with search by title, filters by status and tag, and a choice of order; each opens its form. */
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
  const [filter, setFilter] = useState<EntryFilter>({});
  const tags = useMemo(() => tagsOf(rows), [rows]);
  const shown = useMemo(() => shownRows([...rows], search, sort, filter), [rows, search, sort, filter]);
  const narrowed = search !== '' || filter.status !== undefined || filter.tag !== undefined;
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
        {narrowed ? `${shown.length} of ${count} ${search ? `match "${search}"` : 'shown'}.` : count}
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
