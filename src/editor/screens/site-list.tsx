import { Link } from 'react-router-dom';
import { useRemote } from '../hooks/use-remote';
import { KIND_GROUPS, kindWords } from '../site-kind';
import { isTeamMode } from '../team/team-mode';
import { isClient, useViewer } from '../team/use-viewer';
import { api } from '../api';

/** Every site and its pages, each page with its problem count, grouped by what the site is. */
export function SiteList() {
  const { data, error } = useRemote('sites', api.sites);
  // Where a site's files live is the studio's concern: a client sees what the site is.
  const client = isClient(useViewer());
  if (error)
    return (
      <p role="alert" className="ed-page-message">
        {error}
      </p>
    );
  if (!data) return <p className="ed-page-message">Loading the sites…</p>;
  // Each kind under its own heading; a site whose settings cannot be read comes last, under "Other sites".
  const known = new Set<string>(KIND_GROUPS.map((group) => group.kind));
  const groups = [
    ...KIND_GROUPS.map(({ kind, heading }) => ({ heading, sites: data.sites.filter((site) => site.kind === kind) })),
    { heading: 'Other sites', sites: data.sites.filter((site) => !known.has(site.kind ?? '')) },
  ].filter((group) => group.sites.length);
  const countFor = (file: string) => data.problems.filter((problem) => problem.doc === file).length;
  return (
    <main className="ed-home">
      <h1>Site editor</h1>
      <p>
        Choose a page to edit. Changes are checked as you type and saved to the content files only when you press Save.
        {isTeamMode() && ' Saved changes reach visitors when the site is published.'}
      </p>
      {groups.map(({ heading, sites }) => (
        <section key={heading} aria-label={heading}>
          <h2 className="ed-group-heading">{heading}</h2>
          <div className="ed-site-grid">
            {sites.map((site) => (
              <section key={site.id} aria-labelledby={`site-${site.id}`} className="ed-site-card">
                <h3 id={`site-${site.id}`} title={site.name}>
                  {site.name}
                </h3>
                <p className="ed-muted">
                  {kindWords(site, client)}
                  {!client && ` · folder ${site.folder}`}
                </p>
                <ul>
                  {site.pages.map((page) => {
                    const problems = countFor(page.file);
                    return (
                      <li key={page.file}>
                        <Link to={`/edit/${site.id}/${page.name}`}>{page.label}</Link>{' '}
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
        </section>
      ))}
    </main>
  );
}
