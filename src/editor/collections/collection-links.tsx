import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { SiteCollection } from '../protocol';
import { useEditorStore } from '../store/editor-store';
import { collectionAddress } from './entry-address';
import { knownEntries } from './known-entries';

/**
 * The site's collections beside its pages, each by its plain name ("Listings")
 * and its number of entries as the editor holds them now: a new entry not yet
 * saved counts, a deleted one does not.
 */
export function CollectionLinks({
  siteId,
  folder,
  collections,
  current,
}: {
  siteId: string;
  /** The site's folder inside the content folder, where its collections' entry files sit. */
  folder: string;
  collections: SiteCollection[];
  current?: string;
}) {
  const { docs } = useEditorStore().state;
  const files = useMemo(
    () => knownEntries(folder, collections, docs).map((entry) => entry.file),
    [folder, collections, docs],
  );
  if (!collections.length) return null;
  const countOf = (name: string) => files.filter((file) => file.startsWith(`${folder}/collections/${name}/`)).length;
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
                {collection.title} <small>{entriesWords(countOf(collection.name))}</small>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

const entriesWords = (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`;
