import type { RouteObject } from 'react-router-dom';
import { documents, routes as manifest, type RouteEntry } from 'virtual:content';
import type { PageDocument, SiteDocument } from '@/content/types.generated';
import { PageView } from './page-view';
import { RouteError } from './route-error';

export interface PageData {
  siteId: string;
  site: SiteDocument;
  page: PageDocument;
}

async function loadPage(entry: RouteEntry): Promise<PageData> {
  const [site, page] = await Promise.all([documents[entry.site](), documents[entry.page]()]);
  return { siteId: entry.siteId, site: site as SiteDocument, page: page as PageDocument };
}

/** One route per page document, all under a root that catches failures. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <RouteError />,
    children: manifest.map((entry) => ({
      id: entry.path,
      path: entry.path,
      loader: () => loadPage(entry),
      element: <PageView />,
    })),
  },
];
