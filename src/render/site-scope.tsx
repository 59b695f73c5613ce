import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { RenderedPathProvider } from '@/page-context/location';
import type { PageData } from './page-data';
import { SiteProvider } from '@/page-context/site-context';

/** The context every part of a page renders in, on the server and in each hydrated island. */
export function SiteScope({
  page,
  children,
}: {
  page: Pick<PageData, 'site' | 'siteId' | 'path'>;
  children: ReactNode;
}) {
  return (
    <RenderedPathProvider value={page.path}>
      <SiteProvider site={page.site} siteId={page.siteId}>
        <ThemeProvider theme={page.site.theme}>{children}</ThemeProvider>
      </SiteProvider>
    </RenderedPathProvider>
  );
}
