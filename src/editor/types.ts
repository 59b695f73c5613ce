import type { Json } from './store/state';

/** A content file as the server sends it. */
export interface DocumentFile {
  file: string;
  text: string;
  version: string;
}

export interface SiteImage {
  src: string;
  width?: number;
  height?: number;
}

export interface SiteFiles {
  id: string;
  folder: string;
  site: DocumentFile;
  pages: DocumentFile[];
  images: SiteImage[];
}

export interface SiteSummary {
  id: string;
  folder: string;
  name: string;
  basePath: string;
  /** "studio", "demo" or "client"; missing when the site's settings cannot be read. */
  kind?: string;
  /** A client's or the studio's own web address. */
  url?: string;
  pages: { file: string; name: string; path?: string; title?: string }[];
}

/** A problem from the content checker, with its file inside the content folder and its field. */
export interface EditorProblem {
  file: string;
  doc: string;
  line: number;
  column: number;
  where?: string;
  /** Keys and indexes of the field it belongs under; for a missing property, the field that should hold it. */
  path?: (string | number)[];
  /** The kind of mistake ("missing-property"), which the editor puts into words. */
  code?: string;
  /** Advice that does not stop a save. */
  severity?: 'error' | 'warning';
  message: string;
  hint?: string;
}

export interface EditorSchemas {
  site: Json;
  page: Json;
  blocks: Json[];
}
