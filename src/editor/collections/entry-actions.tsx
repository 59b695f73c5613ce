import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError, api } from '../api';
import { NEW_FILE_VERSION } from '../protocol';
import { useEditorStore } from '../store/editor-store';
import type { EditedDoc } from '../store/state';
import { collectionAddress, entryAddress, entryOfFile } from './entry-address';
import { slugOf } from './entry-rows';
import { NewEntryForm } from './new-entry-form';
import { RenameEntryForm } from './rename-entry-form';

type Referrer = { title: string; file: string };

/** Where the editor opens a file that refers to an entry: an entry's form, or a page's. */
function addressOf(siteId: string, file: string): string {
  const entry = entryOfFile(file);
  return entry ? entryAddress(siteId, entry.collection, entry.slug) : `/edit/${siteId}/${slugOf(file)}`;
}

/**
 * Change of address (once saved), Duplicate and Delete for one entry. Delete first asks the server whether
 * anything refers to the entry: if so, each page or entry that does is linked
 * here and nothing is asked. Otherwise it asks the person, then goes through the
 * save (and so, in team mode, its commit), which checks again.
 * An entry never saved is only dropped: there is no file to delete.
 */
export function EntryActions({
  siteId,
  collection,
  entry,
  title,
  onDeleted,
}: {
  siteId: string;
  collection: { name: string; title: string; path?: string };
  entry: EditedDoc;
  title: string;
  /** Told once the entry is gone (deleted, or renamed), so lists that summarised it leave it out. */
  onDeleted?: (file: string) => void;
}) {
  const { dispatch } = useEditorStore();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<{ text: string; referrers: Referrer[] }>();
  const unsaved = entry.version === NEW_FILE_VERSION;

  const remove = async () => {
    setRefusal(undefined);
    try {
      if (!unsaved) await api.entryDeletable(entry.file);
      if (!window.confirm(`Delete "${title}" from ${collection.title}? This cannot be undone.`)) return;
      if (!unsaved) await api.deleteEntries([entry.file]);
      dispatch({ type: 'dropDocument', file: entry.file });
      onDeleted?.(entry.file);
      navigate(collectionAddress(siteId, collection.name), { state: { said: `Deleted "${title}".` } });
    } catch (error) {
      const details = error instanceof ApiError ? (error.details as { referrers?: Referrer[] } | undefined) : undefined;
      setRefusal({ text: (error as Error).message, referrers: details?.referrers ?? [] });
    }
  };

  return (
    <div className="ed-entry-actions">
      {!unsaved && <RenameEntryForm siteId={siteId} collection={collection} file={entry.file} onRenamed={onDeleted} />}
      {!unsaved && (
        <NewEntryForm
          siteId={siteId}
          collection={collection}
          from={slugOf(entry.file)}
          label="Duplicate"
          suggestion={`${title} (copy)`}
        />
      )}
      <button type="button" className="ed-button ed-button-danger" onClick={remove}>
        Delete
      </button>
      {refusal && (
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
      )}
    </div>
  );
}
