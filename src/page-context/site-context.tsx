import { createContext, useContext, type ReactNode } from 'react';
import { resolveHref } from '@/content/href';
import { mediaUrl } from '@/content/media';
import type { SiteDocument } from '@/content/types.generated';

interface SiteContextValue {
  site: SiteDocument;
  siteId: string;
}

const SiteContext = createContext<SiteContextValue | undefined>(undefined);

export function SiteProvider({ site, siteId, children }: SiteContextValue & { children: ReactNode }) {
  return <SiteContext.Provider value={{ site, siteId }}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteContextValue & { href: (href: string) => string; media: (src: string) => string } {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() is used outside a SiteProvider.');
  return {
    ...value,
    href: (href) => resolveHref(href, value.site.basePath),
    media: (src) => mediaUrl(value.siteId, src),
  };
}
