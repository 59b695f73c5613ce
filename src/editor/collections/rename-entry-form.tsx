import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { api } from '../api';
import type { RenameCheck } from '../protocol';
import { useEditorStore } from '../store/editor-store';
import { dirtyDocs } from '../store/selectors';
import { announce } from '../team/editor-events';
import { isClient, useViewer } from '../team/use-viewer';
import { useCheckAsTyped } from './check-as-typed';
import { entryAddress } from './entry-address';
import { slugOf } from './entry-rows';
import { EntryRefusalNote, refusalOf, type EntryRefusal } from './entry-refusal';
import { listWords } from '../../content/list-words';

/** What a rename would do, in a sentence: its new address, the places that follow it, the old address kept. */
function checkWords(check: RenameCheck, named: string): string {
  const follow = check.updated.length
    ? ` Links to it in ${listWords(check.updated.map((u) => u.title))} will follow.`
    : '';
  const kept = check.redirect ? ` Its old address ${check.redirect.from} will lead to the new one.` : '';
  return `${named} is free.${follow}${kept}`;
}

/**
 * Changes a saved entry's name, the end of its web address. The new name is
 * checked as it is typed (the server's answer says whether it is free, and
 * which pages and entries linking to it will follow it). Changing it moves the
 * file and those links in one change of its own, so unsaved changes are saved
 * first. Refused with a link to each place the editor could not follow.
 */
export function RenameEntryForm({
  siteId,
  collection,
  file,
  onRenamed,
}: {
  siteId: string;
  collection: { name: string; title: string; path?: string };
  file: string;
  /** Told of the old file once renamed, so lists that summarised it leave it out. */
  onRenamed?: (from: string) => void;
}) {
  const { state, dispatch } = useEditorStore();
  const navigate = useNavigate();
  const current = slugOf(file);
  const [open, setOpen] = useState(false);
  const [slug, setSlug] = useState(current);
  const [refusal, setRefusal] = useState<EntryRefusal>();
  const [busy, setBusy] = useState(false);
  const client = isClient(useViewer());
  const renamed = (useLocation().state as { renamed?: string } | null)?.renamed;
  const unsaved = dirtyDocs(state).length;
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const label = collection.path ? 'Change web address' : 'Change short name';

  const shown = useCheckAsTyped<RenameCheck>(
    `${file}\n${slug}`,
    open && slug !== current ? () => api.entryRenamable(file, slug) : undefined,
  );

  const close = () => {
    setOpen(false);
    setSlug(current);
    setRefusal(undefined);
    setTimeout(() => button.current?.focus());
  };
  const named = !client ? `${slug}.json` : collection.path ? `The address ${collection.path}/${slug}` : `"${slug}"`;

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    setBusy(true);
    try {
      const answer = await api.renameEntry(file, slug);
      dispatch({ type: 'loadDocuments', files: answer.saved, replace: true });
      dispatch({ type: 'dropDocument', file });
      onRenamed?.(file);
      announce('editor-saved');
      setOpen(false);
      const address = collection.path ? `${collection.path}/${slug}` : slug;
      navigate(entryAddress(siteId, collection.name, slug), {
        state: {
          renamed: `Renamed: ${collection.path ? 'its web address is now' : 'its short name is now'} ${address}.`,
        },
      });
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };

  if (!open)
    return (
      <>
        <button ref={button} type="button" className="ed-button" onClick={() => setOpen(true)}>
          {label}
        </button>
        {renamed && (
          <p role="status" className="ed-muted ed-entry-renamed">
            {renamed}
          </p>
        )}
      </>
    );
  return (
    <form
      className="ed-new-entry"
      aria-labelledby={`${id}-title`}
      onSubmit={rename}
      onKeyDown={(event) => event.key === 'Escape' && close()}
    >
      <h3 id={`${id}-title`}>{label}</h3>
      {unsaved > 0 && (
        <p role="alert" className="ed-field-error">
          Save your changes first: the new {collection.path ? 'address' : 'name'} is saved as a change of its own.
        </p>
      )}
      <label>
        {!client ? 'File name' : collection.path ? 'End of its web address' : 'Short name'}
        <span className="ed-new-entry-slug">
          <input
            autoFocus
            value={slug}
            spellCheck={false}
            autoCapitalize="none"
            autoComplete="off"
            aria-describedby={`${id}-check`}
            aria-invalid={shown?.error ? true : undefined}
            onChange={(event) => {
              setSlug(event.target.value);
              setRefusal(undefined);
            }}
          />
          {!client && <span aria-hidden="true">.json</span>}
        </span>
      </label>
      <p id={`${id}-check`} role="status" className={shown?.error ? 'ed-field-error' : 'ed-muted'}>
        {slug === current
          ? `${collection.path ? `Its address now: ${collection.path}/${current}. ` : ''}Lower-case letters, digits and dashes.`
          : shown?.error && shown.error !== refusal?.text
            ? shown.error
            : shown?.answer
              ? checkWords(shown.answer, named)
              : ''}
      </p>
      {refusal && <EntryRefusalNote siteId={siteId} refusal={refusal} />}
      <div className="ed-new-entry-buttons">
        <button
          type="submit"
          className="ed-button ed-button-primary"
          disabled={busy || unsaved > 0 || slug === current}
        >
          {collection.path ? 'Change address' : 'Change name'}
        </button>
        <button type="button" className="ed-button" onClick={close}>
          Cancel
        </button>
      </div>
    </form>
  );
}
