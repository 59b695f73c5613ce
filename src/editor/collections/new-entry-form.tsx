import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../api';
import { NEW_FILE_VERSION } from '../protocol';
import { useEditorStore } from '../store/editor-store';
import { isClient, useViewer } from '../team/use-viewer';
import type { JsonObject } from '../store/state';
import { useCheckAsTyped } from './check-as-typed';
import { entryAddress, slugOfTitle } from './entry-address';

interface Props {
  siteId: string;
  collection: { name: string; title: string; path?: string };
  /** The slug of the entry to copy (Duplicate); none for a new, empty entry. */
  from?: string;
  /** The button's words: "New entry", "Duplicate". */
  label: string;
  suggestion?: string;
}

/**
 * Asks for a title and shows the file name made from it, which is the end of
 * the entry's address and may be changed before the first save. The name is
 * checked as the person types (a pause after the last key): the server says
 * whether it is free in the collection and well formed, with the same answer
 * as Create (which writes nothing either). Create then opens the new entry's
 * form with its first data as a draft; nothing is written until the person
 * saves, like any other change.
 */
export function NewEntryForm({ siteId, collection, from, label, suggestion = '' }: Props) {
  const { dispatch } = useEditorStore();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState(suggestion);
  // The file name the person wrote; until then it follows the title.
  const [written, setWritten] = useState<string>();
  const slug = written ?? slugOfTitle(title);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const query = {
    site: siteId,
    collection: collection.name,
    title,
    ...(from && { from }),
    ...(written !== undefined && { slug }),
  };
  const key = JSON.stringify(query);

  // What the check as the person types found, for the title and name it was asked about.
  const checked = useCheckAsTyped(key, open && title.trim() ? () => api.newEntry(query) : undefined);
  const nameProblem = checked?.error;
  const nameFree = checked !== undefined && !checked.error;
  // A client names the entry's web address; the file it is kept in is the studio's business.
  const client = isClient(useViewer());
  // An entry without a page of its own has no address: its short name is only how the site refers to it.
  const named = !client
    ? `${slug}.json`
    : collection.path
      ? `The address ${collection.path}/${slug}`
      : `The short name "${slug}"`;
  const nameLabel = !client ? 'File name' : collection.path ? 'End of its web address' : 'Short name';
  const button = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const close = () => {
    setOpen(false);
    setError(undefined);
    setTitle(suggestion);
    setWritten(undefined);
    // Back where the person was, so the keyboard does not lose its place.
    setTimeout(() => button.current?.focus());
  };
  const create = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const made = await api.newEntry(query);
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
      <label>
        {nameLabel}
        <span className="ed-new-entry-slug">
          <input
            value={slug}
            spellCheck={false}
            autoCapitalize="none"
            autoComplete="off"
            aria-describedby={`${id}-address ${id}-check`}
            aria-invalid={nameProblem ? true : undefined}
            onChange={(event) => {
              setWritten(event.target.value);
              setError(undefined);
            }}
          />
          {!client && <span aria-hidden="true">.json</span>}
        </span>
      </label>
      <p id={`${id}-address`} className="ed-muted">
        {collection.path ? `Its address: ${collection.path}/${slug || '…'}. ` : ''}
        Made from the title; change it before the first save if you like. Lower-case letters, digits and dashes.
      </p>
      <p id={`${id}-check`} role="status" className={nameProblem ? 'ed-field-error' : 'ed-muted'}>
        {nameProblem && nameProblem !== error ? nameProblem : nameFree ? `${named} is free.` : ''}
      </p>
      <p id={`${id}-help`} className="ed-muted">
        It starts as a draft and is written when you save.
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
