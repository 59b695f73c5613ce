import { useState, type FormEvent } from 'react';
import { api } from '../api';
import { understoodPagePath } from '../form/understood';
import type { DocumentFile } from '../protocol';
import { Dialog } from '../ui/dialog';

/** Asks for the new page's address, name and description, and creates it. */
export function AddPageDialog({
  siteId,
  onCreated,
  onClose,
}: {
  siteId: string;
  onCreated: (doc: DocumentFile) => void;
  onClose: () => void;
}) {
  const [path, setPath] = useState('/');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState('');
  const [note, setNote] = useState('');
  const settlePath = () => {
    const understood = understoodPagePath(path);
    if (!understood) return path;
    setPath(understood.value);
    setNote(understood.note);
    return understood.value;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      onCreated(await api.createPage({ site: siteId, path: settlePath(), title, description }));
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  return (
    <Dialog title="Add a page" open onClose={onClose}>
      <form onSubmit={submit} className="ed-stack">
        <label htmlFor="new-page-path">Address inside the site</label>
        <input
          id="new-page-path"
          className="form-control"
          value={path}
          onChange={(e) => setPath(e.target.value)}
          onBlur={settlePath}
          aria-describedby="new-page-path-help new-page-path-note"
          required
        />
        <p id="new-page-path-note" role="status" className="ed-muted ed-field-note">
          {note}
        </p>
        <p id="new-page-path-help" className="ed-muted">
          Starts with "/" and uses lower-case letters, digits and dashes, such as /our-team.
        </p>
        <label htmlFor="new-page-title">Page name</label>
        <input
          id="new-page-title"
          className="form-control"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          aria-describedby="new-page-title-help"
          required
          maxLength={70}
        />
        <p id="new-page-title-help" className="ed-muted">
          Its heading and its link in the menus, such as Gift Cards. The browser tab and search results add the
          business's name.
        </p>
        <label htmlFor="new-page-description">Description for search engines (50 to 170 characters)</label>
        <textarea
          id="new-page-description"
          className="form-control"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          required
        />
        <p className="ed-muted">{description.length} characters</p>
        {error && (
          <p role="alert" className="ed-field-error">
            {error}
          </p>
        )}
        <div className="ed-actions">
          <button type="submit" className="ed-button ed-button-primary">
            Create page
          </button>
        </div>
      </form>
    </Dialog>
  );
}
