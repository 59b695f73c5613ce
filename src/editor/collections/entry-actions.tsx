import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../api';
import { NEW_FILE_VERSION } from '../protocol';
import { useEditorStore } from '../store/editor-store';
import type { EditedDoc } from '../store/state';
import { collectionAddress } from './entry-address';
import { slugOf } from './entry-rows';
import { EntryRefusalNote, refusalOf, type EntryRefusal } from './entry-refusal';
import { NewEntryForm } from './new-entry-form';
import { RenameEntryForm } from './rename-entry-form';

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
  const [refusal, setRefusal] = useState<EntryRefusal>();
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
      setRefusal(refusalOf(error));
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
      {refusal && <EntryRefusalNote siteId={siteId} refusal={refusal} />}
    </div>
  );
}
