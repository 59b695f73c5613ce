import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { isExternal, splitHash } from '@/content/href';
import { useSite } from '@/render/site-context';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A content href, in any of the forms the schema allows. */
  href: string;
  newTab?: boolean;
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scroll to a section of the current page; false when there is no such section. */
export function scrollToAnchor(hash: string, smooth = !prefersReducedMotion()): boolean {
  const target = hash ? document.getElementById(hash) : null;
  if (!target) return false;
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  return true;
}

/**
 * One link component for every href in content: other websites open as plain
 * links, pages of this website go through the router, and a section of the
 * page being shown scrolls smoothly and updates the address hash.
 */
export function SmartLink({ href, newTab, onClick, children, ...rest }: SmartLinkProps) {
  const site = useSite();
  const location = useLocation();
  const navigate = useNavigate();
  const resolved = site.href(href);

  if (isExternal(resolved)) {
    const tab = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
    return (
      <a href={resolved} onClick={onClick} {...tab} {...rest}>
        {children}
      </a>
    );
  }

  const [path, hash] = splitHash(resolved);
  const samePage = !path || path === location.pathname;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !samePage || !hash || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (scrollToAnchor(hash)) {
      event.preventDefault();
      navigate({ pathname: location.pathname, hash: `#${hash}` }, { preventScrollReset: true, state: { scrolled: true } });
    }
  };
  return (
    <Link to={path ? resolved : { pathname: location.pathname, hash: `#${hash}` }} onClick={handleClick} {...rest}>
      {children}
    </Link>
  );
}

/** True when `href` names the page (and section) being shown: the nav's active item. */
export function useIsCurrent(): (href: string) => boolean {
  const site = useSite();
  const location = useLocation();
  return (href) => {
    const [path, hash] = splitHash(site.href(href));
    return (path || location.pathname) === location.pathname && hash === location.hash.replace(/^#/, '');
  };
}
