import { Link } from 'react-router-dom';
import { useRemote } from '../hooks/use-remote';
import type { EditorProblem, SiteSummary } from '../types';

/** Every site and its pages, each page with its problem count. */
export function SiteList() {
  const { data, error } = useRemote<{ sites: SiteSummary[]; problems: EditorProblem[] }>('/api/sites');
  if (error)
    return (
      <p role="alert" className="ed-page-message">
        {error}
      </p>
    );
  if (!data) return <p className="ed-page-message">Loading the sites…</p>;
  const countFor = (file: string) => data.problems.filter((problem) => problem.doc === file).length;
  return (
    <main className="ed-home">
      <h1>Site editor</h1>
      <p>
        Choose a page to edit. Changes are checked as you type and saved to the content files only when you press Save.
      </p>
      <div className="ed-site-grid">
        {data.sites.map((site) => (
          <section key={site.id} aria-labelledby={`site-${site.id}`} className="ed-site-card">
            <h2 id={`site-${site.id}`}>{site.name}</h2>
            <p className="ed-muted">
              {site.basePath} · folder {site.folder}
            </p>
            <ul>
              {site.pages.map((page) => {
                const problems = countFor(page.file);
                return (
                  <li key={page.file}>
                    <Link to={`/edit/${site.id}/${page.name}`}>{page.title ?? page.name}</Link>{' '}
                    <small>{page.path}</small>
                    {problems ? (
                      <span className="ed-badge">
                        {problems} problem{problems > 1 ? 's' : ''}
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </main>
  );
}
