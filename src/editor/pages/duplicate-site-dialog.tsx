import { useState, type FormEvent } from 'react';
import { postJson } from '../api';
import { Dialog } from '../ui/dialog';

/** Copies the site as a new demo with its own folder, name and base path. */
export function DuplicateSiteDialog({
  siteId,
  siteName,
  onCreated,
  onClose,
}: {
  siteId: string;
  siteName: string;
  onCreated: (id: string) => void;
  onClose: () => void;
}) {
  const [folder, setFolder] = useState('');
  const [name, setName] = useState('');
  const [basePath, setBasePath] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const created = await postJson<{ id: string }>('/api/sites/duplicate', { from: siteId, folder, name, basePath });
      onCreated(created.id);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title={`Duplicate ${siteName} as a new demo`} open onClose={onClose}>
      <form onSubmit={submit} className="ed-stack">
        <label htmlFor="copy-name">Business name</label>
        <input
          id="copy-name"
          className="form-control"
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
        />
        <label htmlFor="copy-folder">Folder name</label>
        <input
          id="copy-folder"
          className="form-control"
          value={folder}
          onChange={(e) => {
            setFolder(e.target.value);
            if (!basePath || basePath === `/demo-${folder}`) setBasePath(`/demo-${e.target.value}`);
          }}
          aria-describedby="copy-folder-help"
          required
        />
        <p id="copy-folder-help" className="ed-muted">
          Lower-case letters, digits and dashes, such as bakery.
        </p>
        <label htmlFor="copy-base">Base path (where the site lives on the website)</label>
        <input
          id="copy-base"
          className="form-control"
          value={basePath}
          onChange={(e) => setBasePath(e.target.value)}
          required
        />
        <p className="ed-muted">
          Links into the copied site are rewritten to point into the new one, and the old business name is replaced
          everywhere.
        </p>
        {error && (
          <p role="alert" className="ed-field-error">
            {error}
          </p>
        )}
        <div className="ed-actions">
          <button type="submit" className="ed-button ed-button-primary" disabled={busy}>
            {busy ? 'Copying…' : 'Duplicate site'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
