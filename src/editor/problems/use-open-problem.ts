import { useNavigate } from 'react-router-dom';
import { entryAddress, entryOfFile } from '../collections/entry-address';
import { useEditorStore } from '../store/editor-store';
import type { Target } from '../store/state';
import type { EditorProblem } from '../protocol';
import { problemField } from './problem-words';

/** The form that shows a problem's field, and the field within that form. */
export function targetOf(problem: Pick<EditorProblem, 'doc' | 'path'>): Target {
  const path = problemField(problem);
  if (problem.doc.endsWith('/site.json')) return { kind: 'site', field: path, reveal: true };
  if (path[0] === 'blocks' && typeof path[1] === 'number')
    return { kind: 'block', index: path[1], field: path.slice(2), reveal: true };
  return { kind: 'page', field: path, reveal: true };
}

/**
 * Whether the editor has a form for the file a problem is in: the site's
 * settings, its pages and its collections' entries. Any other file (a
 * redirects list) is named instead of linked.
 */
export const opensInEditor = (doc: string) =>
  doc.endsWith('/site.json') || /\/pages\/[^/]+\.json$/.test(doc) || entryOfFile(doc) !== undefined;

const pageName = (file: string) =>
  file
    .split('/')
    .pop()!
    .replace(/\.json$/, '');

/** A field of a file: where a problem (or a reviewer's comment) is. */
type Place = Pick<EditorProblem, 'doc' | 'path'>;

/**
 * Opens the page, section and field a problem is about, and focuses the
 * field. Site settings open over the page already open.
 */
export function useOpenProblem(siteId: string, currentPage: string) {
  const { dispatch } = useEditorStore();
  const navigate = useNavigate();
  const pageOf = (problem: Place) => (problem.doc.endsWith('/site.json') ? currentPage : problem.doc);
  /** The editor's address of a page or an entry. */
  const addressOf = (file: string) => {
    const entry = entryOfFile(file);
    return entry ? entryAddress(siteId, entry.collection, entry.slug) : `/edit/${siteId}/${pageName(file)}`;
  };
  return {
    /** The address of the page that shows the problem, for the link's own address. */
    hrefOf: (problem: Place) => addressOf(pageOf(problem)),
    open: (problem: Place) => {
      const onPage = pageOf(problem);
      dispatch({ type: 'selectTarget', file: onPage, target: targetOf(problem) });
      if (onPage !== currentPage) navigate(addressOf(onPage));
    },
  };
}
