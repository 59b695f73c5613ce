import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { publishMoment } from '@/content/collections';
import { siteTimeZone } from '@/content/time-zone';
import { CollectionStyle } from '../collections/collection-style';
import { entryOfFile } from '../collections/entry-address';
import { EntryList } from '../collections/entry-list';
import { entryRow } from '../collections/entry-rows';
import { NewEntryForm } from '../collections/new-entry-form';
import { publishedEntries } from '../collections/known-entries';
import { useOpenEntry, useSiteEntries } from '../collections/use-site-entries';
import { useProblems } from '../hooks/use-live-validation';
import { NEW_FILE_VERSION } from '../protocol';
import { PageNav } from '../pages/page-nav';
import { isAdvice } from '../problems/problem-words';
import { useOpenProblem } from '../problems/use-open-problem';
import { SaveButton } from '../save/save-button';
import { useSave } from '../save/use-save';
import { TopBar } from '../ui/top-bar';
import { EntryEditor } from './entry-editor';

/** A collection's screen: its entries, searchable and sorted; or, with an entry in the address, that entry's form and page. */
export function CollectionScreen() {
  const { site: siteId = '', collection: name = '', entry: slug } = useParams();
  const { remote, siteDoc, pages, collection, docs, entries, forget } = useSiteEntries(siteId, name);
  const { problems } = useProblems();
  const saving = useSave();
  const folder = remote.data?.folder ?? '';
  // The entries as the editor knows them: new ones not saved yet included, deleted ones gone.
  const entryDocs = useMemo(
    () => entries.filter((doc) => folder && doc.file.startsWith(`${folder}/collections/${name}/`)),
    [entries, folder, name],
  );
  const entryFile =
    slug === undefined ? undefined : entryDocs.find((doc) => entryOfFile(doc.file)?.slug === slug)?.file;
  // An entry is read whole when it is opened; the site's answer only summarised it.
  const unreadable = useOpenEntry(entryFile, entryFile !== undefined && docs[entryFile] !== undefined);
  const published = useMemo(() => publishedEntries(remote.data?.collections ?? []), [remote.data]);
  const openProblem = useOpenProblem(siteId, `${folder}/pages/home.json`);
  // The list asks the server for its rows a page at a time; only entries changed here and not saved are made in the browser.
  const unsaved = useMemo(
    () =>
      entryDocs.flatMap((known) => {
        const doc = docs[known.file];
        if (!doc || (doc.version !== NEW_FILE_VERSION && doc.data === doc.saved)) return [];
        const row = entryRow(
          doc.file,
          doc.data,
          collection?.type ?? '',
          publishMoment(new Date(), siteTimeZone(siteDoc?.data)),
        );
        return [doc.version === NEW_FILE_VERSION ? { ...row, statusWords: `${row.statusWords}, not saved yet` } : row];
      }),
    [entryDocs, docs, collection, siteDoc],
  );
  // Saved entries as the editor last saw them: a save or a delete changes this, and the list is asked again.
  const refresh = useMemo(() => entryDocs.map((doc) => `${doc.file}@${doc.version}`).join('\n'), [entryDocs]);
  const entryTitle = (doc: { data: Record<string, unknown> } | undefined) =>
    [doc?.data.title, doc?.data.name].find((value): value is string => typeof value === 'string' && value !== '');
  const said = (useLocation().state as { said?: string } | null)?.said;

  if (remote.error)
    return (
      <p role="alert" className="ed-page-message">
        {remote.error}
      </p>
    );
  if (!remote.data || !siteDoc) return <p className="ed-page-message">Opening {siteId}…</p>;
  if (!collection)
    return (
      <p role="alert" className="ed-page-message">
        The site {siteId} has no collection called "{name}".
      </p>
    );
  const siteName = String(siteDoc.data.name ?? siteId);
  const errorsInSite = problems.filter((problem) => problem.doc.startsWith(`${folder}/`) && !isAdvice(problem));
  const entry = entryFile ? docs[entryFile] : undefined;
  const title = entry ? (entryTitle(entry) ?? slug) : undefined;

  return (
    <div className={`ed-shell${slug ? '' : ' ed-shell-list'}`}>
      <CollectionStyle />
      <TopBar
        title={[siteName, collection.title, title].filter(Boolean).join(' · ')}
        problemCount={errorsInSite.length}
        onShowProblems={() => errorsInSite[0] && openProblem.open(errorsInSite[0])}
        saveButton={<SaveButton saving={saving} />}
        status={
          <p role="status" className={saving.message?.error ? 'ed-field-error' : 'ed-muted'}>
            {saving.message?.text ?? ''}
          </p>
        }
      />
      <PageNav
        siteId={siteId}
        siteName={siteName}
        site={siteDoc}
        pages={pages}
        current=""
        collections={remote.data.collections}
        currentCollection={collection.name}
      />
      {slug === undefined ? (
        <main className="ed-entries" aria-labelledby="collection-title">
          <div className="ed-entries-head">
            <h2 id="collection-title">{collection.title}</h2>
            <NewEntryForm siteId={siteId} collection={collection} label="New entry" />
          </div>
          {said && (
            <p role="status" className="ed-muted">
              {said}
            </p>
          )}
          <EntryList siteId={siteId} collection={collection} unsaved={unsaved} refresh={refresh} />
        </main>
      ) : entry ? (
        <EntryEditor
          siteId={siteId}
          site={siteDoc}
          pages={pages}
          collection={collection}
          collections={remote.data.collections}
          entry={entry}
          title={title ?? slug}
          entries={published}
          known={entries}
          images={remote.data.images}
          opener={openProblem}
          onDeleted={forget}
        />
      ) : entryFile && !unreadable ? (
        <p className="ed-page-message">Opening {slug}…</p>
      ) : unreadable ? (
        <p role="alert" className="ed-page-message">
          {unreadable}
        </p>
      ) : (
        <p role="alert" className="ed-page-message">
          {collection.title} has no entry called "{slug}".
        </p>
      )}
    </div>
  );
}
