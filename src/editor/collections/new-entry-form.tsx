import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../api';
import { NEW_FILE_VERSION } from '../protocol';
import { useEditorStore } from '../store/editor-store';
import type { JsonObject } from '../store/state';
import { entryAddress } from './entry-address';

interface Props {
  siteId: string;
  collection: { name: string; title: string };
  /** The slug of the entry to copy (Duplicate); none for a new, empty entry. */
  from?: string;
  /** The button's words: "New entry", "Duplicate". */
  label: string;
  suggestion?: string;
}

/**
 * Asks for a title only, then opens the new entry's form: the server names its
 * file from the title (or says why not) and gives its first data as a draft.
 * Nothing is written until the person saves, like any other change.
 */
export function NewEntryForm({ siteId, collection, from, label, suggestion = '' }: Props) {
  const { dispatch } = useEditorStore();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState(suggestion);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const close = () => {
    setOpen(false);
    setError(undefined);
    setTitle(suggestion);
    // Back where the person was, so the keyboard does not lose its place.
    setTimeout(() => button.current?.focus());
  };
  const create = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const made = await api.newEntry({ site: siteId, collection: collection.name, title, ...(from && { from }) });
      // Opened as a file not written yet: its first data is an unsaved change, so the Save writes it.
      dispatch({ type: 'loadDocuments', files: [{ file: made.file, version: NEW_FILE_VERSION, text: '{}' }] });
      dispatch({ type: 'setData', file: made.file, data: made.data as JsonObject });
      setOpen(false);
      navigate(entryAddress(siteId, collection.name, made.slug));
    } catch (failure) {
      setError((failure as Error).message);
      // Back to the title, which the refusal is about.
      setTimeout(() => input.current?.focus());
    } finally {
      setBusy(false);
    }
  };

  if (!open)
    return (
      <button ref={button} type="button" className="ed-button" onClick={() => setOpen(true)}>
        {label}
      </button>
    );
  return (
    <form
      className="ed-new-entry"
      aria-labelledby={`${id}-title`}
      onSubmit={create}
      onKeyDown={(event) => event.key === 'Escape' && close()}
    >
      <h3 id={`${id}-title`}>
        {label} in {collection.title}
      </h3>
      <label>
        Title
        <input
          ref={input}
          autoFocus
          value={title}
          aria-describedby={`${id}-help`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setTitle(event.target.value);
            setError(undefined);
          }}
        />
      </label>
      <p id={`${id}-help`} className="ed-muted">
        Its file is named from the title. It starts as a draft and is written when you save.
      </p>
      {error && (
        <p role="alert" className="ed-field-error">
          {error}
        </p>
      )}
      <div className="ed-new-entry-buttons">
        <button type="submit" className="ed-button ed-button-primary" disabled={busy}>
          Create
        </button>
        <button type="button" className="ed-button" onClick={close}>
          Cancel
        </button>
      </div>
    </form>
  );
}
