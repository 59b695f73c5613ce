import { useEffect, useMemo } from 'react';
import { api } from '../api';
import { useRemote } from '../hooks/use-remote';
import { useEditorStore } from '../store/editor-store';

/**
 * A site read for its collections' screens: its settings, pages and every
 * entry opened as documents (so entries are edited, checked and saved as
 * pages are), and the collection asked for by its folder name.
 */
export function useSiteEntries(siteId: string, collectionName: string) {
  const { state, dispatch } = useEditorStore();
  const remote = useRemote(siteId, () => api.site(siteId));
  useEffect(() => {
    if (!remote.data) return;
    const entries = remote.data.collections.flatMap((collection) => collection.entries);
    dispatch({ type: 'loadDocuments', files: [remote.data.site, ...remote.data.pages, ...entries] });
  }, [remote.data, dispatch]);
  const folder = remote.data?.folder;
  const pages = useMemo(
    () => Object.values(state.docs).filter((doc) => folder && doc.file.startsWith(`${folder}/pages/`)),
    [state.docs, folder],
  );
  return {
    remote,
    siteDoc: folder ? state.docs[`${folder}/site.json`] : undefined,
    pages,
    collection: remote.data?.collections.find((c) => c.name === collectionName),
    docs: state.docs,
  };
}
