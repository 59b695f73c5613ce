import { Link } from 'react-router-dom';
import { CollectionLinks } from '../collections/collection-links';
import type { SiteCollection } from '../protocol';
import { problemsOf, useProblems } from '../hooks/use-live-validation';
import { menuNames, pageName } from '../../content/page-name';
import { kindWords } from '../site-kind';
import { isClient, useViewer } from '../team/use-viewer';
import { isDirty } from '../store/selectors';
import type { EditedDoc } from '../store/state';

interface Props {
  siteId: string;
  siteName: string;
  site: EditedDoc;
  pages: EditedDoc[];
  current: string;
  /** The site's collections, listed beside its pages; `currentCollection` is the one open. */
  collections?: SiteCollection[];
  currentCollection?: string;
  /** What can be done to the open page and the site; left out where no page is open (a collection's screens). */
  actions?: {
    onSiteSettings: () => void;
    onAddPage: () => void;
    onDeletePage: () => void;
    onDuplicateSite: () => void;
    onFind: () => void;
  };
}

const nameOf = (file: string) =>
  file
    .split('/')
    .pop()!
    .replace(/\.json$/, '');

function count(n: number) {
  return n ? (
    <span className="ed-badge">
      {n} problem{n > 1 ? 's' : ''}
    </span>
  ) : null;
}

/** The site's pages with their problem counts, and what can be done to pages and the site. */
export function PageNav({
  siteId,
  siteName,
  site,
  pages,
  current,
  collections = [],
  currentCollection,
  actions,
}: Props) {
  const { problems } = useProblems();
  const client = isClient(useViewer());
  const { kind, url, basePath } = site.data;
  const menu = menuNames(site.data);
  const about = {
    kind: String(kind ?? ''),
    url: typeof url === 'string' ? url : undefined,
    basePath: String(basePath),
  };
  return (
    <nav aria-label="Pages of this site" className="ed-nav">
      <Link to="/">← All sites</Link>
      <h2>{siteName}</h2>
      <p className="ed-muted ed-site-kind">{kindWords(about, client)}</p>
      {actions && (
        <button type="button" className="ed-button ed-wide" onClick={actions.onSiteSettings}>
          Site settings {isDirty(site) ? '•' : ''} {count(problemsOf(problems, site.file).length)}
        </button>
      )}
      <ul>
        {pages.map((page) => {
          const name = nameOf(page.file);
          // Listed by the name the site's menu gives it, as the owner knows it; its address is the studio's business.
          return (
            <li key={page.file}>
              <Link to={`/edit/${siteId}/${name}`} aria-current={page.file === current ? 'page' : undefined}>
                <span>
                  {pageName(page.data, menu)}
                  {isDirty(page) ? <span aria-label="unsaved changes"> •</span> : null}
                </span>
                {count(problemsOf(problems, page.file).length)}
              </Link>
            </li>
          );
        })}
      </ul>
      <CollectionLinks
        siteId={siteId}
        folder={site.file.slice(0, site.file.lastIndexOf('/'))}
        collections={collections}
        current={currentCollection}
      />
      {actions && (
        <div className="ed-stack">
          <button type="button" className="ed-button" onClick={actions.onFind}>
            Find and replace…
          </button>
          <button type="button" className="ed-button" onClick={actions.onAddPage}>
            Add page
          </button>
          <button type="button" className="ed-button ed-button-danger" onClick={actions.onDeletePage}>
            Delete this page
          </button>
          {/* The studio's own site is the one every demo and client site is shown beside: it has no copies. */}
          {about.kind !== 'studio' && (
            <button type="button" className="ed-button" onClick={actions.onDuplicateSite}>
              Duplicate site…
            </button>
          )}
        </div>
      )}
    </nav>
  );
}
