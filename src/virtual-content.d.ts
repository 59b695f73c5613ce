/** The content manifest made by scripts/vite/content-plugin.ts at build time. */
declare module 'virtual:content' {
  export interface RouteEntry {
    /** The full address ("/demo-bakery/about"), or "*" for the not-found page. */
    path: string;
    /** The site's folder name, used for its image addresses. */
    siteId: string;
    /** Keys into `documents`. */
    site: string;
    page: string;
    /** For a page a collection makes: what it shows (src/content/collections.ts). */
    view?: import('./content/collections').CollectionView;
    /** Other entries it shows, by reference ("people/mira-holt") -> a key into `documents`. */
    entries?: Record<string, string>;
  }
  export const routes: RouteEntry[];
  /** Lazy loaders of every site and page document, so each becomes its own chunk. */
  export const documents: Record<string, () => Promise<unknown>>;
}

/** The form-collection service, set at build time (see README). */
declare const __FORM_ENDPOINT__: string;
declare const __FORM_ID__: string;
