import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { linkedItemsAmong } from '@/content/linked-items';
import type { PageDocument } from '@/content/types.generated';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError, api } from '../api';
import { problemsOf, useProblems } from '../hooks/use-live-validation';
import { documentName, isAdvice } from '../problems/problem-words';
import { targetOf, useOpenProblem } from '../problems/use-open-problem';
import { useRemote } from '../hooks/use-remote';
import { FindDialog } from '../find/find-dialog';
import { useUndoShortcuts } from '../hooks/use-shortcuts';
import { AddSectionDialog } from '../panel/add-section-dialog';
import { ProblemList } from '../panel/problem-list';
import { SectionList } from '../panel/section-list';
import { TargetPanel } from '../panel/target-panel';
import { AddPageDialog } from '../pages/add-page-dialog';
import { DuplicateSiteDialog } from '../pages/duplicate-site-dialog';
import { LinkingPages, type LinkingPage } from '../pages/linking-pages';
import { PageNav } from '../pages/page-nav';
import { usePicturePicker } from '../pictures/use-picture-picker';
import { PagePreview } from '../preview/page-preview';
import { PreviewPane } from '../preview/preview-pane';
import { parseDocument } from '../store/actions/load-documents';
import { ConflictDialog } from '../save/conflict-dialog';
import { SaveButton } from '../save/save-button';
import { useSave } from '../save/use-save';
import { siteLinks } from '../site-links';
import { menuNames, pageName as nameOfPage } from '../../content/page-name';
import { withNewPageLinks } from '../pages/new-page-links';
import { useEditorStore } from '../store/editor-store';
import { blocksOf, type JsonObject, type Target } from '../store/state';
import type { GallerySource } from '../form/gallery-choices';
import { publishedEntries } from '../collections/known-entries';
import type { SiteFiles, SiteImage } from '../protocol';
import { useOnEvent } from '../team/editor-events';
import { TopBar } from '../ui/top-bar';
import { UnreadableFile } from './unreadable-file';

/** The documents of a site the editor opens with it: its settings, its redirects where it has any, and its pages (entries open when asked for). */
const siteDocuments = (files: SiteFiles) => [files.site, ...(files.redirects ? [files.redirects] : []), ...files.pages];

type Open = 'addSection' | 'addPage' | 'duplicate' | 'find' | undefined;

/** One page: its sections and forms on the right, the live preview in the middle, the site's pages on the left. */
export function PageEditor() {
  const { site: siteId = '', page: pageName = '' } = useParams();
  const navigate = useNavigate();
  const { state, dispatch } = useEditorStore();
  const { problems } = useProblems();
  const remote = useRemote(siteId, () => api.site(siteId));
  const published = useMemo(() => publishedEntries(remote.data?.collections ?? []), [remote.data]);
  const schemas = useRemote('schemas', api.schemas);
  // Pictures uploaded while editing join the site's list as the server sent it; a new list from the server replaces them.
  const [uploaded, setUploaded] = useState<{ to?: SiteFiles; images: SiteImage[] }>({ images: [] });
  const [open, setOpen] = useState<Open>();
  const [previewDoc, setPreviewDoc] = useState<Document | null>(null);
  // The last deletion's refusal: on the page it was about, with the links that stopped it and that page's title.
  const [refusal, setRefusal] = useState<{ page: string; text: string; title: string; links?: LinkingPage[] }>();
  // Once another page is open, or the site was published, the refusal is old news and goes.
  const linking = refusal?.page === pageName ? refusal : undefined;
  useOnEvent(
    'editor-published',
    useCallback(() => setRefusal(undefined), []),
  );
  const saving = useSave();
  useUndoShortcuts(previewDoc);
  const folder = remote.data?.folder;
  const pageFile = `${folder}/pages/${pageName}.json`;
  const openProblem = useOpenProblem(siteId, pageFile);

  useEffect(() => {
    if (!remote.data) return;
    dispatch({ type: 'loadDocuments', files: siteDocuments(remote.data) });
  }, [remote.data, dispatch]);

  const siteDoc = folder ? state.docs[`${folder}/site.json`] : undefined;
  const page = folder ? state.docs[pageFile] : undefined;
  // The documents as last drawn, for a change made just after another (a picture named once the section chose it).
  const latestDocs = useRef(state.docs);
  useLayoutEffect(() => {
    latestDocs.current = state.docs;
  });
  const pages = useMemo(
    () => Object.values(state.docs).filter((doc) => folder && doc.file.startsWith(`${folder}/pages/`)),
    [state.docs, folder],
  );
  const imagesOf = (list: typeof uploaded) => (list.to === remote.data ? list.images : (remote.data?.images ?? []));
  const images = imagesOf(uploaded);
  const picker = usePicturePicker(siteId, images, (image) =>
    setUploaded((list) => ({ to: remote.data, images: [...imagesOf(list).filter((i) => i.src !== image.src), image] })),
  );

  if (remote.error)
    return (
      <p role="alert" className="ed-page-message">
        {remote.error}
      </p>
    );
  if (schemas.error)
    return (
      <p role="alert" className="ed-page-message">
        {schemas.error}
      </p>
    );
  const unreadable =
    remote.data &&
    [remote.data.site, ...remote.data.pages].find(
      (doc) => (doc.file === `${folder}/site.json` || doc.file === pageFile) && !parseDocument(doc.text),
    );
  if (unreadable) return <UnreadableFile file={unreadable.file} problems={problemsOf(problems, unreadable.file)} />;
  if (!remote.data || !schemas.data || !siteDoc) return <p className="ed-page-message">Opening {siteId}…</p>;
  if (!page)
    return (
      <p role="alert" className="ed-page-message">
        The site {siteId} has no page called "{pageName}".
      </p>
    );

  const target: Target = state.selected[page.file] ?? { kind: 'page' };
  const select = (next: Target) => dispatch({ type: 'selectTarget', file: page.file, target: next });
  const blocks = blocksOf(page);
  const pageProblems = problemsOf(problems, page.file);
  // Every problem of the site: this page's first, then the settings', then the other pages'.
  const rank = (file: string) => (file === page.file ? 0 : file === siteDoc.file ? 1 : 2);
  const siteProblems = problems
    .filter((problem) => problem.doc.startsWith(`${folder}/`))
    .sort((a, b) => rank(a.doc) - rank(b.doc));
  const errorsInSite = siteProblems.filter((problem) => !isAdvice(problem));
  const siteName = String(siteDoc.data.name ?? siteId);
  const menu = menuNames(siteDoc.data);
  const galleries: GallerySource = {
    basePath: String(siteDoc.data.basePath ?? '/'),
    pages: pages.map((doc) => ({
      file: doc.file,
      path: String(doc.data.path ?? ''),
      name: nameOfPage(doc.data, menu),
      blocks: blocksOf(doc),
    })),
    nameIt: (file, block, item, id) => {
      const data = structuredClone(latestDocs.current[file].data);
      const picture = ((data.blocks as JsonObject[])[block].items as JsonObject[])[item];
      picture.id = id;
      dispatch({ type: 'setData', file, data, at: Date.now() });
    },
  };
  const context = { siteId, links: siteLinks(pages, page, siteDoc), images, pickImage: picker.pick, galleries };
  const linked = linkedItemsAmong(
    page.data as unknown as PageDocument,
    String(siteDoc.data.basePath ?? '/'),
    pages.map((doc) => doc.data as unknown as PageDocument),
  );
  const errorCounts = blocks.map(
    (_, i) => pageProblems.filter((p) => p.path?.[0] === 'blocks' && p.path[1] === i).length,
  );

  const deletePage = async () => {
    const title = documentName(page, page.file, siteDoc);
    try {
      // Links to the page are looked for first: a refusal comes before any "are you sure".
      await api.deletePage(siteId, pageName, true);
      if (!window.confirm(`Delete the page "${title}"? This cannot be undone.`)) return;
      await api.deletePage(siteId, pageName);
      dispatch({ type: 'dropDocument', file: page.file });
      saving.setMessage({ text: `Deleted the page "${title}".` });
      setRefusal(undefined);
      navigate(`/edit/${siteId}/home`);
    } catch (error) {
      saving.setMessage(undefined);
      const links = error instanceof ApiError && (error.details as { links?: LinkingPage[] } | undefined)?.links;
      setRefusal({ page: pageName, text: (error as Error).message, title, links: links || undefined });
    }
  };
  const reload = async () => {
    saving.setConflicts([]);
    try {
      const fresh = await api.site(siteId);
      dispatch({ type: 'loadDocuments', files: siteDocuments(fresh), replace: true });
      saving.setMessage({ text: 'Reloaded from disk.' });
    } catch (error) {
      saving.setMessage({ text: `Not reloaded: ${(error as Error).message}`, error: true });
    }
  };

  return (
    <div className="ed-shell">
      <TopBar
        title={`${siteName} · ${nameOfPage(page.data, menuNames(siteDoc.data))}`}
        problemCount={errorsInSite.length}
        onShowProblems={() => errorsInSite[0] && openProblem.open(errorsInSite[0])}
        saveButton={<SaveButton saving={saving} onSave={() => setRefusal(undefined)} />}
        status={
          <p role="status" className={linking || saving.message?.error ? 'ed-field-error' : 'ed-muted'}>
            {linking?.text ?? saving.message?.text ?? ''}
          </p>
        }
      />
      <PageNav
        siteId={siteId}
        siteName={siteName}
        site={siteDoc}
        pages={pages}
        current={page.file}
        collections={remote.data.collections}
        actions={{
          onSiteSettings: () => select({ kind: 'site', reveal: true }),
          onAddPage: () => setOpen('addPage'),
          onDeletePage: () => void deletePage(),
          onDuplicateSite: () => setOpen('duplicate'),
          onFind: () => setOpen('find'),
        }}
      />
      <main className="ed-preview" aria-label="Preview">
        <PreviewPane title={`Preview of ${pageName}`} onDocument={setPreviewDoc} opened={page.file}>
          <PagePreview
            siteId={siteId}
            site={siteDoc.data}
            blocks={blocks}
            linked={linked}
            entries={published}
            selected={target.kind === 'block' ? target.index : undefined}
            onSelect={(index, field) => select({ kind: 'block', index, field, reveal: true })}
          />
        </PreviewPane>
      </main>
      <aside className="ed-panel" aria-label="Edit">
        <button
          type="button"
          className="ed-button ed-wide"
          aria-current={target.kind === 'page' ? 'true' : undefined}
          onClick={() => select({ kind: 'page' })}
        >
          Page settings (address, title, description)
        </button>
        {linking?.links && (
          <LinkingPages
            pageTitle={linking.title}
            links={linking.links}
            currentPage={pageName}
            onOpen={(link) => {
              if (link.site !== siteId) return;
              const file = link.page ? `${folder}/pages/${link.page}.json` : page.file;
              const doc = link.page ? file : siteDoc.file;
              dispatch({ type: 'selectTarget', file, target: targetOf({ doc, path: link.path }) });
            }}
            onClose={() => setRefusal(undefined)}
          />
        )}
        <ProblemList title="Problems" problems={siteProblems} opener={openProblem} />
        <SectionList
          file={page.file}
          blocks={blocks}
          target={target}
          errorCounts={errorCounts}
          dispatch={dispatch}
          onAdd={() => setOpen('addSection')}
        />
        <TargetPanel page={page} site={siteDoc} target={target} schemas={schemas.data} context={context} />
      </aside>
      {open === 'addSection' && (
        <AddSectionDialog
          schemas={schemas.data.blocks}
          onClose={() => setOpen(undefined)}
          onPick={(block) => {
            const index = target.kind === 'block' ? target.index + 1 : blocks.length;
            dispatch({ type: 'insertBlock', file: page.file, index, block });
            setOpen(undefined);
          }}
        />
      )}
      {open === 'addPage' && (
        <AddPageDialog
          siteId={siteId}
          onClose={() => setOpen(undefined)}
          onCreated={(doc) => {
            dispatch({ type: 'loadDocuments', files: [doc] });
            setOpen(undefined);
            // The new page is linked wherever the site lists its pages: the header's menu and the footer's page links.
            const created = JSON.parse(doc.text) as { path: string; title?: string };
            const linked = withNewPageLinks(siteDoc.data, {
              path: created.path,
              label: nameOfPage(created, new Map()),
            });
            if (linked) dispatch({ type: 'setData', file: siteDoc.file, data: linked });
            saving.setMessage({
              text: linked
                ? `Added the page, with a link to it in the site's menus. Save to keep the links; Undo takes them out.`
                : `Added the page. Link to it from the site's menu in Site settings.`,
            });
            navigate(
              `/edit/${siteId}/${doc.file
                .split('/')
                .pop()!
                .replace(/\.json$/, '')}`,
            );
          }}
        />
      )}
      {open === 'find' && <FindDialog docs={[siteDoc, ...pages]} onClose={() => setOpen(undefined)} />}
      {open === 'duplicate' && (
        <DuplicateSiteDialog
          siteId={siteId}
          siteName={siteName}
          onClose={() => setOpen(undefined)}
          onCreated={(id) => {
            setOpen(undefined);
            navigate(`/edit/${id}/home`);
          }}
        />
      )}
      {picker.dialog}
      {saving.conflicts.length > 0 && (
        <ConflictDialog
          conflicts={saving.conflicts}
          onKeepMine={() => void saving.save(true)}
          onTakeTheirs={saving.takeTheirs}
          onReload={() => void reload()}
          onClose={() => saving.setConflicts([])}
        />
      )}
    </div>
  );
}
