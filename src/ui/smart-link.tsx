import type { AnchorHTMLAttributes } from 'react';
import { isExternal, splitHash } from '@/content/href';
import { useLocation } from '@/page-context/location';
import { useSite } from '@/page-context/site-context';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A content href, in any of the forms the schema allows. */
  href: string;
  newTab?: boolean;
}

/**
 * One link component for every href in content. Every page is its own
 * prerendered file, so a link is a plain link: it works before any script runs,
 * and the browser prefetches it on hover (speculation rules in the page
 * template). Sections of the page being shown scroll smoothly once the page has
 * started (src/render/same-page-links.ts).
 */
export function SmartLink({ href, newTab, children, ...rest }: SmartLinkProps) {
  const site = useSite();
  const { pathname } = useLocation();
  // A bare "#section" names a section of this page; written out in full it means the same in every copy of the link.
  const resolved = href.startsWith('#') ? `${pathname}${href}` : site.href(href);
  const tab = newTab && isExternal(resolved) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a href={resolved} {...tab} {...rest}>
      {children}
    </a>
  );
}

/** True when `href` names the page (and section) being shown: the nav's active item. */
export function useIsCurrent(): (href: string) => boolean {
  const site = useSite();
  const location = useLocation();
  return (href) => {
    const [path, hash] = splitHash(site.href(href));
    return (path || location.pathname) === location.pathname && hash === location.hash;
  };
}
