import { useState, type ChangeEvent, type FormEvent } from 'react';
import { siteUrlOf } from '@/content/site-url';
import { api } from '../api';
import { useRemote } from '../hooks/use-remote';
import { Dialog } from '../ui/dialog';

type CopyKind = 'client' | 'demo';

/**
 * Copies the site as a new client site (a business name and its domain; the
 * folder is named from the name and shown before the copy is made) or as a
 * new demo (its own folder and base path).
 */
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
  const [as, setAs] = useState<CopyKind>('client');
  const [name, setName] = useState('');
  const [domain, setDomain] = useState('');
  const [folder, setFolder] = useState('');
  const [basePath, setBasePath] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  /** A field's change handler: a new value clears the last refusal, which was about the old one. */
  const typed = (set: (value: string) => void) => (event: ChangeEvent<HTMLInputElement>) => {
    set(event.target.value);
    setError('');
  };
  const clientFolder = useRemote(as === 'client' && name.trim() ? name.trim() : undefined, () =>
    api.clientFolder(name.trim()),
  );
  const shownFolder = clientFolder.loading ? undefined : clientFolder.data;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    if (as === 'client' && !siteUrlOf(domain)) {
      setError(
        `"${domain.trim()}" is not a web address a site can live at. Write its domain alone, such as www.joesplumbing.com.`,
      );
      return;
    }
    setBusy(true);
    try {
      const request =
        as === 'client'
          ? { from: siteId, as, name, domain, folder: shownFolder?.id }
          : { from: siteId, as, name, folder, basePath };
      const created = await api.duplicateSite(request);
      onCreated(created.id);
    } catch (failure) {
      setError((failure as Error).message);
      clientFolder.reload();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title={`Duplicate ${siteName}`} open onClose={onClose}>
      <form onSubmit={submit} className="ed-stack">
        <fieldset className="ed-choices">
          <legend>Make the copy</legend>
          <label>
            <input type="radio" name="copy-as" checked={as === 'client'} onChange={() => setAs('client')} />
            as a new client site, on its own domain
          </label>
          <label>
            <input type="radio" name="copy-as" checked={as === 'demo'} onChange={() => setAs('demo')} />
            as a demo in the studio&apos;s portfolio
          </label>
        </fieldset>
        <label htmlFor="copy-name">Business name</label>
        <input
          id="copy-name"
          className="form-control"
          value={name}
          onChange={typed(setName)}
          placeholder={as === 'client' ? "Joe's Plumbing" : 'Sweet Crumb Bakery'}
          required
        />
        {as === 'client' ? (
          <>
            <label htmlFor="copy-domain">Web address</label>
            <input
              id="copy-domain"
              className="form-control"
              value={domain}
              onChange={typed(setDomain)}
              placeholder="www.joesplumbing.com"
              aria-describedby="copy-domain-help"
              inputMode="url"
              autoCapitalize="off"
              spellCheck={false}
              required
            />
            <p id="copy-domain-help" className="ed-muted">
              The domain the site will be published at. It is saved as https://…
            </p>
            <p className="ed-muted" aria-live="polite">
              {shownFolder ? (
                <>
                  It will be kept in the folder <strong>{shownFolder.folder}</strong>.
                </>
              ) : (
                'Its folder is named after the business.'
              )}
            </p>
            <p className="ed-muted">
              Links into the copied site are rewritten to lead to the new site&apos;s own pages, links to the
              studio&apos;s pages become full web addresses, the demo banner is left out, and the old business name is
              replaced everywhere.
            </p>
          </>
        ) : (
          <>
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
          </>
        )}
        {error && (
          <p role="alert" className="ed-field-error">
            {error}
          </p>
        )}
        <div className="ed-actions">
          <button type="submit" className="ed-button ed-button-primary" disabled={busy}>
            {busy ? 'Copying…' : as === 'client' ? 'Create client site' : 'Duplicate site'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
