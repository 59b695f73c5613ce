import { useEffect } from 'react';
import { useLoaderData, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { SiteChrome } from '@/chrome/site-chrome';
import { PageRenderer } from '@/render/page-renderer';
import { SiteProvider } from '@/render/site-context';
import { GlobalStyle } from '@/theme/global-style';
import { scrollToAnchor } from '@/ui/smart-link';
import type { PageData } from './routes';

/** Keeps the tab title and description right as the visitor moves between pages. */
function useDocumentMeta(title: string, description: string) {
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}

/** A new page starts at its top, or at the section its address names. */
function useScrollOnNavigate() {
  const { pathname, hash, state } = useLocation();
  useEffect(() => {
    if ((state as { scrolled?: boolean } | null)?.scrolled) return;
    if (!scrollToAnchor(hash.replace(/^#/, ''), false)) window.scrollTo(0, 0);
  }, [pathname, hash, state]);
}

export function PageView() {
  const { site, siteId, page } = useLoaderData() as PageData;
  const { pathname } = useLocation();
  useDocumentMeta(page.title, page.description);
  useScrollOnNavigate();

  const notFound = page.path === '*';
  useEffect(() => {
    if (notFound) console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [notFound, pathname]);

  return (
    <SiteProvider site={site} siteId={siteId}>
      <ThemeProvider theme={site.theme}>
        <GlobalStyle />
        <SiteChrome site={site}>
          <PageRenderer blocks={page.blocks} />
        </SiteChrome>
      </ThemeProvider>
    </SiteProvider>
  );
}
