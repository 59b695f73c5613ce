import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { siteTimeZone } from '@/content/time-zone';
import { api } from '../api';
import { collectionAddress, entryWhereWords } from '../collections/entry-address';
import { EntryActions } from '../collections/entry-actions';
import { EntryScheduleNote } from '../collections/entry-schedule-note';
import { slugOf } from '../collections/entry-rows';
import { DocumentForm } from '../form/document-form';
import { documentWords } from '../form/labels';
import { problemsOf, useProblems } from '../hooks/use-live-validation';
import { useFieldComments } from '../team/sent-back';
import { isClient, useViewer } from '../team/use-viewer';
import { useRemote } from '../hooks/use-remote';
import { ProblemList } from '../panel/problem-list';
import { useReveal } from '../panel/use-reveal';
import { usePicturePicker } from '../pictures/use-picture-picker';
import { EntryPreview } from '../preview/entry-preview';
import { PreviewPane } from '../preview/preview-pane';
import type { KnownEntry } from '../collections/known-entries';
import type { EditorProblem, SiteCollection, SiteImage } from '../protocol';
import { entryLinks, siteLinks } from '../site-links';
import { useEditorStore } from '../store/editor-store';
import type { EditedDoc, Target } from '../store/state';

const CLOSED: Target = { kind: 'page' };

interface Props {
  siteId: string;
  site: EditedDoc;
  pages: EditedDoc[];
  collection: SiteCollection;
  /** Every collection of the site, for the fields that name an entry of one. */
  collections: SiteCollection[];
  entry: EditedDoc;
  title: string;
  /** The site's published entries by reference, for the preview. */
  entries: Record<string, unknown>;
  /** Every entry of the site as the editor knows it, for reference pickers and links. */
  known: KnownEntry[];
  images: SiteImage[];
  /** Told when the entry was deleted. */
  onDeleted: (file: string) => void;
  opener: { open: (problem: EditorProblem) => void; hrefOf: (problem: EditorProblem) => string };
}

/**
 * One entry: the form made from its collection type's schema, by the same
 * form machinery as a page's, and its own page as the build draws it. It is
 * an open document like a page, so it is checked as it is typed and saved by
 * the one Save.
 */
export function EntryEditor(props: Props) {
  const { siteId, site, pages, collection, collections, entry, title, entries, known, images, opener } = props;
  const { state, dispatch } = useEditorStore();
  const { problems } = useProblems();
  const comments = useFieldComments(entry.file);
  const schemas = useRemote('schemas', api.schemas);
  const [added, setAdded] = useState<SiteImage[]>([]);
  const all = [...images.filter((image) => !added.some((a) => a.src === image.src)), ...added];
  const picker = usePicturePicker(siteId, all, (image) => setAdded((list) => [...list, image]));
  const panel = useRef<HTMLElement>(null);
  const schema = schemas.data?.collections[collection.type];
  const target = state.selected[entry.file] ?? CLOSED;
  // The field asked for (by a problem's link) is brought to hand once its form is there.
  useReveal(schema ? target : CLOSED, 'entry', panel);
  const folder = site.file.replace(/\/site\.json$/, '');
  // The entries as the editor holds them, so one added and not saved yet can be named too.
  const references = useMemo(() => ({ collections, entries: known }), [collections, known]);
  // A link in the writing area goes to one of the site's pages or to one of its entries.
  const links = useMemo(
    () => [...siteLinks(pages, undefined, site), ...entryLinks(folder, collections, references.entries)],
    [pages, site, folder, collections, references.entries],
  );
  // A client reads the entry's web address; its file is the studio's business.
  const studio = !isClient(useViewer());
  const where = entryWhereWords(entry.file, collection.path, String(site.data.basePath ?? '/'), studio);
  const siteProblems = problems
    .filter((problem) => problem.doc.startsWith(`${folder}/`))
    .sort((a, b) => Number(b.doc === entry.file) - Number(a.doc === entry.file));

  return (
    <>
      <main className="ed-preview" aria-label="Preview">
        {collection.path ? (
          <PreviewPane title={`Preview of ${title}`} opened={entry.file}>
            <EntryPreview
              siteId={siteId}
              site={site.data}
              collection={collection.name}
              type={collection.type}
              slug={slugOf(entry.file)}
              entry={entry.data}
              entries={entries}
            />
          </PreviewPane>
        ) : (
          <p className="ed-muted">
            The entries of {collection.title} have no pages of their own: they show on the pages that list or name them.
          </p>
        )}
      </main>
      <aside className="ed-panel" aria-label="Edit">
        <p>
          <Link to={collectionAddress(siteId, collection.name)}>← Back to {collection.title}</Link>
        </p>
        <EntryActions siteId={siteId} collection={collection} entry={entry} title={title} onDeleted={props.onDeleted} />
        <ProblemList title="Problems" problems={siteProblems} opener={opener} />
        <section ref={panel} aria-labelledby="form-title" className="ed-form">
          <h2 id="form-title">{title}</h2>
          {where && <p className="ed-muted">{where}</p>}
          <EntryScheduleNote entry={entry} timeZone={siteTimeZone(site.data)} />
          {schemas.error && <p role="alert">{schemas.error}</p>}
          {schema && (
            <DocumentForm
              key={entry.file}
              id="entry"
              schema={schema}
              words={documentWords({ collection: collection.type })}
              value={entry.data}
              at={[]}
              problems={problemsOf(problems, entry.file)}
              comments={comments}
              context={{
                siteId,
                links,
                images: all,
                pickImage: picker.pick,
                references,
              }}
              onChange={(data, fieldId) =>
                dispatch({
                  type: 'setData',
                  file: entry.file,
                  data,
                  mergeKey: `${entry.file}|${fieldId}`,
                  at: Date.now(),
                })
              }
            />
          )}
        </section>
      </aside>
      {picker.dialog}
    </>
  );
}
