import { useCallback, useEffect, useMemo, useState } from 'react';
import { api } from '../api';
import { useRemote } from '../hooks/use-remote';
import { useEditorStore } from '../store/editor-store';
import { knownEntries } from './known-entries';

/**
 * A site read for its collections' screens: its settings and pages opened as
 * documents, every entry as the editor knows it (summarised until opened),
 * and the collection asked for by its folder name. `open` reads an entry's
 * whole file and opens it as a document (so entries are edited, checked and
 * saved as pages are); `forget` drops an entry deleted since the site was read.
 */
export function useSiteEntries(siteId: string, collectionName: string) {
  const { state, dispatch } = useEditorStore();
  const remote = useRemote(siteId, () => api.site(siteId));
  const [gone, setGone] = useState<{ of?: unknown; files: ReadonlySet<string> }>({ files: new Set() });
  useEffect(() => {
    if (!remote.data) return;
    dispatch({ type: 'loadDocuments', files: [remote.data.site, ...remote.data.pages] });
  }, [remote.data, dispatch]);
  const folder = remote.data?.folder;
  const pages = useMemo(
    () => Object.values(state.docs).filter((doc) => folder && doc.file.startsWith(`${folder}/pages/`)),
    [state.docs, folder],
  );
  // Deletions since the site was read; a fresh answer knows them already.
  const goneNow = gone.of === remote.data ? gone.files : undefined;
  const entries = useMemo(
    () => (remote.data && folder ? knownEntries(folder, remote.data.collections, state.docs, goneNow) : []),
    [remote.data, folder, state.docs, goneNow],
  );
  const forget = useCallback(
    (file: string) =>
      setGone((old) => ({
        of: remote.data,
        files: new Set([...(old.of === remote.data ? old.files : []), file]),
      })),
    [remote.data],
  );
  return {
    remote,
    siteDoc: folder ? state.docs[`${folder}/site.json`] : undefined,
    pages,
    collection: remote.data?.collections.find((c) => c.name === collectionName),
    docs: state.docs,
    entries,
    forget,
  };
}

/**
 * Opens an entry's whole file as a document when it is wanted and not open
 * yet; answers the error in words when it cannot be read.
 */
export function useOpenEntry(file: string | undefined, open: boolean): string | undefined {
  const { dispatch } = useEditorStore();
  const [failed, setFailed] = useState<{ file: string; error: string }>();
  useEffect(() => {
    if (!file || open) return;
    let current = true;
    api
      .entryFile(file)
      .then((doc) => current && dispatch({ type: 'loadDocuments', files: [doc] }))
      .catch((error: Error) => current && setFailed({ file, error: error.message }));
    return () => {
      current = false;
    };
  }, [file, open, dispatch]);
  return failed && failed.file === file ? failed.error : undefined;
}
