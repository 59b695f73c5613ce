import { Link } from 'react-router-dom';
import { ApiError } from '../api';
import { entryAddress, entryOfFile } from './entry-address';
import { slugOf } from './entry-rows';

/** A page or entry that refers to an entry, as the server names it in a refusal. */
type Referrer = { title: string; file: string };

/** A refused delete or rename: the server's sentence, and each place that stands in the way. */
export type EntryRefusal = { text: string; referrers: Referrer[] };

/** The refusal a failed request carries, with the places it names. */
export function refusalOf(error: unknown): EntryRefusal {
  const details = error instanceof ApiError ? (error.details as { referrers?: Referrer[] } | undefined) : undefined;
  return { text: (error as Error).message, referrers: details?.referrers ?? [] };
}

/** Where the editor opens a file that refers to an entry: an entry's form, or a page's. */
function addressOf(siteId: string, file: string): string {
  const entry = entryOfFile(file);
  return entry ? entryAddress(siteId, entry.collection, entry.slug) : `/edit/${siteId}/${slugOf(file)}`;
}

/** The refusal, read out at once, with a link to each place that refers to the entry. */
export function EntryRefusalNote({ siteId, refusal }: { siteId: string; refusal: EntryRefusal }) {
  return (
    <div role="alert" className="ed-entry-refusal">
      <p>{refusal.text}</p>
      {refusal.referrers.length > 0 && (
        <ul>
          {refusal.referrers.map((referrer) => (
            <li key={referrer.file}>
              <Link to={addressOf(siteId, referrer.file)}>{referrer.title}</Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
