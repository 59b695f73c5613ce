import type { SiteDocument } from '@/content/types.generated';

/** What every island of a page shares: its site, and the page it is on. */
export interface PageData {
  siteId: string;
  site: SiteDocument;
  /** The path the page was rendered for ("*" pages are rendered for their own path). */
  path: string;
  notFound: boolean;
}

/** The attribute that carries PageData in the page's HTML, once per page. */
export const PAGE_DATA_ATTRIBUTE = 'data-page';

/** The page's shared data, read back in the browser. */
export function readPageData(): PageData | undefined {
  const json = document.querySelector(`[${PAGE_DATA_ATTRIBUTE}]`)?.getAttribute(PAGE_DATA_ATTRIBUTE);
  return json ? (JSON.parse(json) as PageData) : undefined;
}
