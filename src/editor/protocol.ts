/**
 * The editor's protocol: what its page and its server say to each other. The
 * server's handlers (scripts/editor/api.ts) are typed by `LocalEndpoints`, and
 * the page calls them only through the client in ./api.ts, one function per
 * endpoint, so a change on either side that the other does not follow fails
 * to compile. Team mode's endpoints are added by scripts/editor/team/.
 */
import type { PublishRight } from './publish-right';
import type { Json } from './store/state';
import type { EntryRow } from './collections/entry-rows';
import type { ContentWords } from '../content/words';
import type { ProblemCode } from '../../scripts/content/problem-codes.ts';

/**
 * Every refused request's body: a plain sentence, and what the page can show
 * beside it. The server throws it as an HttpError (scripts/editor/http-error.ts),
 * and the page receives it as an ApiError (./api.ts); both carry this body.
 */
export interface ErrorBody {
  error: string;
  details?: ErrorDetails;
}

/** What a refusal may carry besides its sentence, by what was refused. */
export interface ErrorDetails {
  /** A save or a copy of a site with problems (422). */
  problems?: EditorProblem[];
  /** A save over files changed on disk since they were opened, or a publish that cannot merge (409). */
  conflicts?: SaveConflict[] | PublishConflict[];
  /** The links that stop a page's deletion (409). */
  links?: LinkingPage[];
  /** The pages and entries that stop an entry's deletion (409), by title and content path. */
  referrers?: { title: string; file: string }[];
}

/** A file changed on disk since the page opened it: both texts, so the person chooses. */
export interface SaveConflict {
  file: string;
  /** The page or the settings, in words. */
  place: string;
  /** What differs, in words: each field's `before` is the version on disk now, `after` the unsaved one. */
  changes: FieldChange[];
  mine: string;
  theirs: string;
  theirsVersion: string;
}

/** A place in a file that a publish cannot merge with what was published meanwhile. */
export interface PublishConflict {
  file: string;
  place: string;
  mine: string;
  theirs: string;
}

/** A link that stops a page's deletion, as the server lists it. */
export interface LinkingPage {
  site: string;
  page?: string;
  title: string;
  path: (string | number)[];
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
  /** The site's old addresses and where they lead (redirects.json), once it has any. */
  redirects?: DocumentFile;
  pages: DocumentFile[];
}

/** What a collection's list asks for: a site's collection, a search by title, an order, a status and a tag, and where its page starts and how long it is (all text, as in an address). */
export interface EntryPageQuery {
  site: string;
  collection: string;
  search?: string;
  sort?: string;
  status?: string;
  tag?: string;
  offset?: string;
  limit?: string;
}

/** One page of a collection's list: its rows, how many entries match of how many, where the page starts, and every tag the collection uses. */
export interface EntryPage {
  rows: EntryRow[];
  found: number;
  total: number;
  offset: number;
  tags: string[];
}

/**
 * An entry as the site's answer sends it: its file, the version of its text,
 * and every field but its rich text (a post's body). Enough for cards, lists,
 * teams, reference pickers and links; the whole file is asked for when the
 * entry is opened (`GET /api/entries/file`).
 */
export interface EntrySummary {
  file: string;
  version: string;
  data: Record<string, unknown>;
  /** The build shows it today (the first of its name only): the preview's lists and teams draw from these. */
  published?: true;
}

/** One of a site's collections as the editor lists it: its plain name from site.json, never its folder, and a summary of each entry. */
export interface SiteCollection {
  /** The folder in collections/: "listings". */
  name: string;
  /** Its plain name: "Listings". */
  title: string;
  /** Its entries' type: "listing". */
  type: string;
  /** Where its entries live inside the site, when they have pages: "/listings". */
  path?: string;
  entries: EntrySummary[];
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
  /** `label` is the name people know the page by: its menu name, else its title, else one made from its address. */
  pages: { file: string; name: string; path?: string; title?: string; label: string }[];
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
  code?: ProblemCode;
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
  /** One schema per collection type, by type ("listing"). */
  collections: Record<string, Json>;
  /** The owner's words for every field of these schemas, from the words files beside them. */
  words: ContentWords;
}

/** A document the page has changed: its path, the version it opened, and its data now. */
export interface EditedDocument {
  file: string;
  version: string;
  data: unknown;
}

/** The version a document has while its file is not written yet (a new entry): the save creates it. */
export const NEW_FILE_VERSION = 'new';

/** A new entry, not on disk until it is saved. */
export interface NewEntry {
  file: string;
  slug: string;
  data: Record<string, unknown>;
}

/** What renaming an entry would do: its new file and address, and the files whose links or references follow it. */
export interface RenameCheck {
  file: string;
  slug: string;
  /** Its page's address after the rename, when it has a page. */
  address?: string;
  updated: { file: string; title: string }[];
  /** The old address kept as a redirect, when the entry has a published page. */
  redirect?: { from: string; to: string };
}

export interface SaveResult {
  saved: { file: string; version: string; text: string }[];
  /** Entries this save deleted (content paths). */
  deleted?: string[];
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
 * The editor's own endpoints, by method and address: the query or body each
 * takes, and what it answers. POSTs take a JSON body, except the upload, which
 * takes the picture's bytes.
 */
export interface LocalEndpoints {
  'GET /api/sites': { query: undefined; answer: { sites: SiteSummary[]; problems: EditorProblem[] } };
  'GET /api/site': {
    query: { id: string };
    answer: SiteFiles & { images: SiteImage[]; collections: SiteCollection[] };
  };
  /** An entry's whole file, for its form and page (`file`: a content path in a declared collection). */
  'GET /api/entries/file': { query: { file: string }; answer: DocumentFile };
  'GET /api/images': { query: { site: string }; answer: SiteImage[] };
  'GET /api/schemas': { query: undefined; answer: EditorSchemas };
  'GET /api/sites/folder-name': { query: { name: string }; answer: { id: string; folder: string } };
  /** Writes nothing: the file and first data of a new entry (a copy of `from`, for Duplicate), for the Save to write. */
  'GET /api/entries/new': {
    /** `slug`: the file name the person chose, when not the one made from the title. */
    query: { site: string; collection: string; title: string; from?: string; slug?: string };
    answer: NewEntry;
  };
  /** One page of a collection's list, searched, narrowed and ordered on the server. */
  'GET /api/entries': { query: EntryPageQuery; answer: EntryPage };
  /** Deletes nothing: 409 naming each referrer (`details.referrers`) while anything refers to the entry. */
  'GET /api/entries/deletable': { query: { file: string }; answer: { deletable: true } };
  /**
   * Whether a saved entry could be renamed to `slug`, and what that would
   * change; writes nothing. The same refusals as the rename itself.
   */
  'GET /api/entries/rename': { query: { file: string; slug: string }; answer: RenameCheck };
  'POST /api/validate': { body: { docs: EditedDocument[] }; answer: { problems: EditorProblem[] } };
  /**
   * `delete`: collection entries to delete with this save, each refused while anything refers to it.
   * `rename`: a saved entry given a new slug, with every link and reference to it (no other documents then).
   */
  'POST /api/save': {
    body: { docs: EditedDocument[]; force?: boolean; delete?: string[]; rename?: { file: string; slug: string } };
    answer: SaveResult;
  };
  'POST /api/pages/create': {
    body: { site: string; path: string; title: string; description: string };
    answer: DocumentFile & { route?: string };
  };
  /** With `check`, nothing is deleted: the same refusals come back, or the page that could go. */
  'POST /api/pages/delete': {
    body: { site: string; name: string; check?: boolean };
    answer: { deleted: string } | { deletable: string };
  };
  'POST /api/sites/duplicate': { body: DuplicateRequest; answer: { id: string; folder: string } };
  'POST /api/upload': { query: { site: string; name: string }; body: Blob; answer: SiteImage };
  /** Draws nothing into the content: the card of a page as the editor has it, saved or not. */
  'POST /api/share-card': { body: { site: string; page: Json }; answer: SharePreview };
}

/** How a page looks when shared: its picture (a PNG data address) and the words a chat app sets beside it. */
export interface SharePreview {
  picture: string;
  title: string;
  description: string;
  /** The site's domain, as chat apps show it. */
  address: string;
  siteName: string;
}

/** Which sites a person may edit: a list of site ids, or every site. */
export type SiteGrant = string[] | 'all';

/** The person signed in, as team mode tells the page. */
export interface Me {
  email: string;
  name: string;
  sites: string[];
  admin: boolean;
  publish: boolean;
  /** How the person's changes go live on each of their sites (an admin's: "publish" on every one). */
  publishing: Record<string, PublishRight>;
  /** Failed sign-ins to this account from devices it never signed in on, in the last 15 minutes. */
  failedSignIns?: number;
}

/** An account, or an invitation not yet taken (with its expiry), as the People screen lists them. */
export interface PersonEntry {
  email: string;
  name?: string;
  sites: SiteGrant;
  admin: boolean;
  publish: boolean;
  /** Publishes go live at once and the studio is told (publish-right.ts). */
  tellStudio?: boolean;
  /** The choice on each site the person edits, every site of an "all sites" grant named. */
  publishing: Record<string, PublishRight>;
  expiresAt?: string;
  /** Whether the person signs in in two steps, and how many recovery codes they have left. */
  twoStep?: boolean;
  recoveryCodesLeft?: number;
  /** Turned off by an admin: the account is kept but signs in nowhere. */
  disabled?: boolean;
}

/** One line of team mode's audit log: when, who (an email, or empty for the server itself), from where, and what. */
export interface AuditEntry {
  /** ISO time. */
  time: string;
  /** What happened, as the log names it: "sign-in", "role changed", "password reset made"… */
  event: string;
  /** The event in plain words: "turned off the account of". */
  words: string;
  person: string;
  address: string;
  detail: string;
}

/** One commit that changed a site. */
export interface HistoryEntry {
  commit: string;
  author: string;
  email: string;
  /** ISO time of the commit. */
  date: string;
  /** The change in words (the commit's subject). */
  summary: string;
}

/** A review's step shown in a site's History beside the saves: asked, sent back, withdrawn, approved, looked at. */
export interface ReviewEvent {
  /** ISO time of the step. */
  date: string;
  /** Who took it, by name. */
  author: string;
  /** The step in words: 'Sent back for changes: "Make it $140."'. */
  summary: string;
}

/** One field a commit changed, in words. */
export interface FieldChange {
  /** Where, in words: "Salon packages" (the block), then the item. */
  where: string[];
  /** The entry it is in, as its list names entries: 'the "Color & Cut" package'. */
  item?: string;
  field: string;
  before?: unknown;
  after?: unknown;
  kind: 'changed' | 'added' | 'removed';
  /** The field holds whole dollars, told as "$450,000". */
  dollars?: boolean;
  /**
   * The change in words where "before → after" would not read, without the
   * block's name: "questions put in a new order", "accent colour changed from
   * dark purple to teal", "the picture's subject moved".
   */
  said?: string;
}

/** What a commit changed in one file. */
export interface FileChanges {
  file: string;
  /** The page or the settings, in words. */
  place: string;
  changes: FieldChange[];
}

/** A preview link as its site's people see it (never its token). */
export interface PreviewLink {
  /** A short public id, for listing and revoking; it opens nothing. */
  id: string;
  site: string;
  createdBy: string;
  createdAt: string;
  expiresAt: string;
  revokedAt?: string;
}

/** One publish, as the log keeps it. */
export interface PublishLogEntry {
  time: string;
  person: string;
  site: string;
  targets: string[];
  changes: { commit: string; summary: string }[];
  result: 'published' | 'failed' | 'conflict';
  message: string;
  /** HEAD when published, so the folder target knows what is live. */
  commit?: string;
  /** When the publish was an approval: the request it approved, who asked and when. */
  review?: { id: string; askedBy: string; askedAt: string };
  /** When the server published by itself at an entry's time: who set that time, and whether it ran late (the editor was stopped then). */
  scheduled?: { by: string[]; missed: boolean };
}

/** A request to look at a site's saved changes before they go live (scripts/editor/team/reviews.ts). */
export interface ReviewRequest {
  id: string;
  site: string;
  /** Who asked: email and name. */
  person: string;
  name: string;
  time: string;
  note: string;
  /** The range reviewed: the published version (absent before any) and the last save it covers. */
  from?: string;
  to: string;
  commits: { commit: string; summary: string }[];
  /**
   * 'told' and 'seen' are not requests but publishes by a person whose changes
   * go live at once with the studio told: the studio looks afterwards.
   */
  state: 'waiting' | 'sent back' | 'approved' | 'withdrawn' | 'replaced' | 'told' | 'seen';
  /** The reviewer's comment when sent back. */
  comment?: string;
  /** The change the comment is about, when the reviewer named one: the author reads the comment beside that field. */
  about?: CommentAbout;
  decidedBy?: string;
  decidedAt?: string;
}

/** A changed field a reviewer's comment names: the file, the field's path in it, and the change in words. */
export interface CommentAbout {
  file: string;
  path: (string | number)[];
  words: string;
}

/** One changed file of a review: where it is, its changes in History's words, and its data before and after. */
export interface ReviewFile {
  file: string;
  place: string;
  kind: 'page' | 'entry' | 'settings' | 'picture' | 'other';
  sentences: string[];
  /** Each changed field of a document that was there before and after, with its path: what a comment may name. */
  fields?: { path: (string | number)[]; sentence: string }[];
  /** The document before and after (absent when the file did not exist then, or is not a document). */
  before?: unknown;
  after?: unknown;
}

/**
 * A range of commits shown on the review page in local mode (`npm run review`,
 * scripts/editor/review-range.ts): nobody asked for it and nothing can be
 * decided on it. Each end is a revision by the name given and its commit; an
 * end without a commit is the working tree's uncommitted changes.
 */
export interface ReviewRange {
  label: string;
  before: { name: string; commit?: string };
  after: { name: string; commit?: string };
  /** The site's settings at each end, for pages drawn when the settings did not change. */
  site: { before?: unknown; after?: unknown };
  /** The home page at each end, where a change of the settings is shown. */
  home: { file: string; before?: unknown; after?: unknown };
  /** Why the page offers no decision. */
  readOnly: string;
}

/** A site's review requests as a person sees them: the waiting ones they may decide, and their own latest. */
export interface ReviewList {
  waiting: ReviewRequest[];
  /** Publishes the studio is told of and nobody has marked as seen yet. */
  told: ReviewRequest[];
  mine?: ReviewRequest;
  mayPublish: boolean;
}

/** A site's publish state: in words, its unpublished changes, the recent log and, once published, where it is live. */
export interface PublishState {
  state: string;
  changes: HistoryEntry[];
  log: PublishLogEntry[];
  /** Once the site was published from here: its address, and whether its host still builds it after a push. */
  live?: { url: string; since: string; hostBuilds: boolean };
}

/** Team mode's own endpoints (scripts/editor/team/team-api.ts), beside the local ones it cuts down to a person's sites. */
export interface TeamEndpoints {
  'GET /api/team/me': { query: undefined; answer: Me };
  'GET /api/history': {
    query: { site: string; file?: string };
    /** `reviews`: the site's review steps, in the history of the whole site only (not of one page). */
    answer: { entries: HistoryEntry[]; reviews?: ReviewEvent[] };
  };
  'GET /api/history/changes': { query: { site: string; commit: string }; answer: { files: FileChanges[] } };
  'POST /api/history/restore': {
    /** `undo`: only the fields that commit changed go back; otherwise the whole page goes back to that version. */
    body: { site: string; file: string; commit: string; undo?: boolean };
    /** The new commit, or null when the page already was as it was then. */
    answer: { commit: string | null };
  };
  'GET /api/previews': { query: { site: string }; answer: { links: PreviewLink[] } };
  'POST /api/previews/create': { body: { site: string; days?: number }; answer: PreviewLink & { url: string } };
  'POST /api/previews/revoke': { body: { site: string; id: string }; answer: { revoked: true } };
  'GET /api/publish': { query: { site: string }; answer: PublishState };
  'POST /api/publish': { body: { site: string }; answer: PublishLogEntry & PublishState };
  'GET /api/review': { query: { site: string }; answer: ReviewList };
  'GET /api/review/show': {
    query: { site: string; id: string };
    /** `newer`: the author saved more after asking; the files show that newer state. */
    answer: { request: ReviewRequest; files: ReviewFile[]; newer: boolean; range?: ReviewRange };
  };
  'POST /api/review/ask': { body: { site: string; note?: string }; answer: ReviewRequest };
  'POST /api/review/withdraw': { body: { site: string; id: string }; answer: ReviewRequest };
  /** `about`: one of the review's changed fields (`ReviewFile.fields`) the comment is about. */
  'POST /api/review/send-back': {
    body: { site: string; id: string; comment: string; about?: { file: string; path: (string | number)[] } };
    answer: ReviewRequest;
  };
  /** `to`: the last save the reviewer looked at; refused (409) when the site has changed since. */
  'POST /api/review/approve': {
    body: { site: string; id: string; to: string };
    answer: PublishLogEntry & PublishState & { request: ReviewRequest };
  };
  'POST /api/review/seen': { body: { site: string; id: string }; answer: ReviewRequest };
  'GET /api/team/people': { query: undefined; answer: { people: PersonEntry[]; invitations: PersonEntry[] } };
  'POST /api/team/people/invite': {
    body: { email: string; sites: string; admin?: boolean; publish?: boolean; publishing?: PublishRight };
    answer: { url: string; expiresAt: string };
  };
  'POST /api/team/people/remove': { body: { email: string }; answer: { removed: true } };
  'POST /api/team/people/sites': { body: { email: string; sites: string }; answer: { changed: true } };
  /** `site`: that site alone; without it, every site the person edits or is given later. */
  'POST /api/team/people/publishing': {
    body: { email: string; right: PublishRight; site?: string };
    answer: { changed: true };
  };
  'POST /api/team/people/role': { body: { email: string; admin: boolean }; answer: { changed: true } };
  'POST /api/team/people/enabled': { body: { email: string; enabled: boolean }; answer: { changed: true } };
  /** Ends every session of the person ("Sign out everywhere" for them). */
  'POST /api/team/people/sign-out': { body: { email: string }; answer: { ended: number } };
  /** A one-time address for a new password, valid 24 hours; any older one for the person stops working. */
  'POST /api/team/people/reset-password': { body: { email: string }; answer: { url: string; expiresAt: string } };
  /** Two-step sign-in off, for a lost phone; the person is signed out. */
  'POST /api/team/people/reset-two-step': { body: { email: string }; answer: { ended: number } };
  /** The audit log, newest first, 200 at a time: `skip` the newest so many. */
  'GET /api/team/audit': { query: { skip?: string }; answer: { entries: AuditEntry[]; more: boolean } };
}
