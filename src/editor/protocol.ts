/**
 * The editor's protocol: what its page and its server say to each other. The
 * server's handlers (scripts/editor/api.ts) are typed by `LocalEndpoints`, and
 * the page calls them only through the client in ./api.ts, one function per
 * endpoint, so a change on either side that the other does not follow fails
 * to compile. Team mode's endpoints are added by scripts/editor/team/.
 */
import type { Json } from './store/state';

/** Every refused request's body: a plain sentence, and details the page can show (a 422's problems, a 409's conflicts). */
export interface ErrorBody {
  error: string;
  details?: unknown;
}

/** A content file as the server sends it. */
export interface DocumentFile {
  /** Path inside the content folder: "demos/bakery/pages/home.json". */
  file: string;
  text: string;
  /** A fingerprint of the text on disk, so a save can tell whether the file changed since. */
  version: string;
}

export interface SiteImage {
  src: string;
  width?: number;
  height?: number;
}

/** One site's documents. */
export interface SiteFiles {
  /** The folder name, which is also the site's name in editor addresses. */
  id: string;
  /** The folder inside the content folder: "demos/bakery". */
  folder: string;
  site: DocumentFile;
  pages: DocumentFile[];
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
  /** One schema per block type, in the order of the union. */
  blocks: Json[];
}

/** A document the page has changed: its path, the version it opened, and its data now. */
export interface EditedDocument {
  file: string;
  version: string;
  data: unknown;
}

export interface SaveResult {
  saved: { file: string; version: string; text: string }[];
  unchanged: string[];
  /** Uploaded pictures the saved pages name, moved into the content by this save (content paths). */
  pictures: string[];
  /** Pictures the saved pages stopped using and no page of their site uses, moved out (scripts/editor/unused-pictures.ts). */
  removed: string[];
}

/** A copy is a new demo (under its own base path) or a new client site (at the root of its own domain). */
export type DuplicateRequest = { from: string; name: string; folder?: string } & (
  { as: 'demo'; basePath: string } | { as: 'client'; domain: string }
);

/**
 * The editor's own endpoints, by address: the query or body each takes, and
 * what it answers. GETs take a query; POSTs take a JSON body, except the
 * upload, which takes the picture's bytes.
 */
export interface LocalEndpoints {
  '/api/sites': { query: undefined; answer: { sites: SiteSummary[]; problems: EditorProblem[] } };
  '/api/site': { query: { id: string }; answer: SiteFiles & { images: SiteImage[] } };
  '/api/images': { query: { site: string }; answer: SiteImage[] };
  '/api/schemas': { query: undefined; answer: EditorSchemas };
  '/api/sites/folder-name': { query: { name: string }; answer: { id: string; folder: string } };
  '/api/validate': { body: { docs: EditedDocument[] }; answer: { problems: EditorProblem[] } };
  '/api/save': { body: { docs: EditedDocument[]; force?: boolean }; answer: SaveResult };
  '/api/pages/create': {
    body: { site: string; path: string; title: string; description: string };
    answer: DocumentFile & { route?: string };
  };
  '/api/pages/delete': { body: { site: string; name: string }; answer: { deleted: string } };
  '/api/sites/duplicate': { body: DuplicateRequest; answer: { id: string; folder: string } };
  '/api/upload': { query: { site: string; name: string }; body: Blob; answer: SiteImage };
}
