import { Link } from 'react-router-dom';
import type { SiteCollection } from '../protocol';
import { collectionAddress } from './entry-address';

/** The site's collections beside its pages, each by its plain name ("Listings") and its number of entries. */
export function CollectionLinks({
  siteId,
  collections,
  current,
}: {
  siteId: string;
  collections: SiteCollection[];
  current?: string;
}) {
  if (!collections.length) return null;
  return (
    <>
      <h3 id="collections-heading">Collections</h3>
      <ul aria-labelledby="collections-heading">
        {collections.map((collection) => (
          <li key={collection.name}>
            <Link
              to={collectionAddress(siteId, collection.name)}
              aria-current={collection.name === current ? 'page' : undefined}
            >
              <span>
                {collection.title}{' '}
                <small>
                  {collection.entries.length} {collection.entries.length === 1 ? 'entry' : 'entries'}
                </small>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
