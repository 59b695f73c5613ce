import { Link } from 'react-router-dom';
import type { LinkingPage } from '../protocol';

export type { LinkingPage };

/**
 * The pages whose links stop a deletion, by title, each one openable at the
 * very link (the site's settings open over the page already open).
 */
export function LinkingPages({
  pageTitle,
  links,
  currentPage,
  onOpen,
  onClose,
}: {
  pageTitle: string;
  links: LinkingPage[];
  currentPage: string;
  onOpen: (link: LinkingPage) => void;
  onClose: () => void;
}) {
  return (
    <section className="ed-problems" aria-label={`Pages that link to ${pageTitle}`}>
      <h2>Pages that link to “{pageTitle}”</h2>
      <p>Change or remove these links, save, then delete the page.</p>
      <ul>
        {links.map((link, i) => (
          <li key={i}>
            <Link
              to={`/edit/${link.site}/${link.page ?? currentPage}`}
              // The site's settings open over the page already open.
              onClick={() => onOpen(link)}
            >
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
      <button type="button" className="ed-button" onClick={onClose}>
        Close this list
      </button>
    </section>
  );
}
