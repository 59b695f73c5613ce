import { setContentWords } from './form/labels';
import type {
  DuplicateRequest,
  EditedDocument,
  ErrorBody,
  ErrorDetails,
  LocalEndpoints,
  TeamEndpoints,
} from './protocol';
import type { PublishRight } from './publish-right';

/** A refused request as the page receives it: the server's status and its error body (see ./protocol.ts). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.error);
    this.name = 'ApiError';
  }

  get details(): ErrorDetails | undefined {
    return this.body.details;
  }
}

/** The start-up token the server wrote into this page; writes carry it. */
function token(): string {
  return document.querySelector('meta[name="editor-token"]')?.getAttribute('content') ?? '';
}

async function answer<T>(response: Response): Promise<T> {
  const fallback: ErrorBody = { error: `The editor server answered ${response.status}.` };
  const body = (await response.json().catch(() => fallback)) as Partial<ErrorBody>;
  if (!response.ok) throw new ApiError(response.status, { error: body.error ?? fallback.error, details: body.details });
  return body as T;
}

/** An address with its query: `/api/site?id=salon`. */
function withQuery(path: string, query?: Record<string, string>): string {
  return query ? `${path}?${new URLSearchParams(query)}` : path;
}

/** Reads of content asked and not answered yet, and who waits for none to be left. */
let reading = 0;
const waiting: (() => void)[] = [];

/**
 * Resolves once no read of content is on its way: the check of the saved
 * content reads every file of every site, which holds a large site's server
 * for seconds, so it is asked after what the screen is opening has come.
 */
export function readsAnswered(): Promise<void> {
  return reading ? new Promise((done) => waiting.push(done)) : Promise.resolve();
}

async function getJson<T>(path: string, query?: Record<string, string>): Promise<T> {
  reading += 1;
  try {
    return await answer<T>(await fetch(withQuery(path, query), { headers: { Accept: 'application/json' } }));
  } finally {
    reading -= 1;
    if (!reading) for (const done of waiting.splice(0)) done();
  }
}

async function postJson<T>(path: string, body: unknown): Promise<T> {
  return answer<T>(
    await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Editor-Token': token() },
      body: JSON.stringify(body),
    }),
  );
}

async function postFile<T>(path: string, file: Blob): Promise<T> {
  return answer<T>(
    await fetch(path, {
      method: 'POST',
      headers: { 'X-Editor-Token': token(), 'Content-Type': 'application/octet-stream' },
      body: file,
    }),
  );
}

type Endpoints = LocalEndpoints & TeamEndpoints;
type Answer<P extends keyof Endpoints> = Promise<Endpoints[P]['answer']>;
type Body<P extends keyof Endpoints> = Endpoints[P] extends { body: infer B } ? B : never;

/** One function per endpoint of the editor's server (see ./protocol.ts). */
export const api = {
  sites: (): Answer<'GET /api/sites'> => getJson('/api/sites'),
  site: (id: string): Answer<'GET /api/site'> => getJson('/api/site', { id }),
  images: (site: string): Answer<'GET /api/images'> => getJson('/api/images', { site }),
  /** The schemas, and the owner's words that come with them, which every label of the editor reads. */
  schemas: (): Answer<'GET /api/schemas'> =>
    getJson<Endpoints['GET /api/schemas']['answer']>('/api/schemas').then((schemas) => {
      setContentWords(schemas.words);
      return schemas;
    }),
  clientFolder: (name: string): Answer<'GET /api/sites/folder-name'> => getJson('/api/sites/folder-name', { name }),
  /** Without documents (the saved content), asked once the screen's reads are answered: see readsAnswered. */
  validate: async (docs: EditedDocument[]): Answer<'POST /api/validate'> => {
    if (!docs.length) await readsAnswered();
    return postJson('/api/validate', { docs });
  },
  save: (docs: EditedDocument[], force = false): Answer<'POST /api/save'> => postJson('/api/save', { docs, force }),
  /** Deletes collection entries through the save, so team mode commits it like any save. */
  deleteEntries: (files: string[]): Answer<'POST /api/save'> => postJson('/api/save', { docs: [], delete: files }),
  entryPage: (query: Endpoints['GET /api/entries']['query']): Answer<'GET /api/entries'> =>
    getJson('/api/entries', query as unknown as Record<string, string>),
  entryFile: (file: string): Answer<'GET /api/entries/file'> => getJson('/api/entries/file', { file }),
  /** Whether a saved entry could take a new slug, and what would follow it; writes nothing. */
  entryRenamable: (file: string, slug: string): Answer<'GET /api/entries/rename'> =>
    getJson('/api/entries/rename', { file, slug }),
  /** Renames a saved entry through the save, so team mode commits it, links and references with it, as one change. */
  renameEntry: (file: string, slug: string): Answer<'POST /api/save'> =>
    postJson('/api/save', { docs: [], rename: { file, slug } }),
  entryDeletable: (file: string): Answer<'GET /api/entries/deletable'> => getJson('/api/entries/deletable', { file }),
  newEntry: (query: Endpoints['GET /api/entries/new']['query']): Answer<'GET /api/entries/new'> =>
    getJson('/api/entries/new', query),
  createPage: (page: Body<'POST /api/pages/create'>): Answer<'POST /api/pages/create'> =>
    postJson('/api/pages/create', page),
  deletePage: (site: string, name: string, check = false): Answer<'POST /api/pages/delete'> =>
    postJson('/api/pages/delete', { site, name, check }),
  duplicateSite: (request: DuplicateRequest): Answer<'POST /api/sites/duplicate'> =>
    postJson('/api/sites/duplicate', request),
  /** `name`: what the picture is stored under, made safe by the server (the file's own name unless the person gave one). */
  upload: (site: string, file: File, name = file.name): Answer<'POST /api/upload'> =>
    postFile(withQuery('/api/upload', { site, name }), file),
  shareCard: (request: Body<'POST /api/share-card'>): Answer<'POST /api/share-card'> =>
    postJson('/api/share-card', request),
};

/** One function per endpoint of team mode (see TeamEndpoints in ./protocol.ts). */
export const teamApi = {
  me: (): Answer<'GET /api/team/me'> => getJson('/api/team/me'),
  history: (site: string, file?: string): Answer<'GET /api/history'> =>
    getJson('/api/history', file ? { site, file } : { site }),
  changes: (site: string, commit: string): Answer<'GET /api/history/changes'> =>
    getJson('/api/history/changes', { site, commit }),
  restore: (request: Body<'POST /api/history/restore'>): Answer<'POST /api/history/restore'> =>
    postJson('/api/history/restore', request),
  previews: (site: string): Answer<'GET /api/previews'> => getJson('/api/previews', { site }),
  createPreview: (site: string): Answer<'POST /api/previews/create'> => postJson('/api/previews/create', { site }),
  revokePreview: (site: string, id: string): Answer<'POST /api/previews/revoke'> =>
    postJson('/api/previews/revoke', { site, id }),
  publishState: (site: string): Answer<'GET /api/publish'> => getJson('/api/publish', { site }),
  publish: (site: string): Answer<'POST /api/publish'> => postJson('/api/publish', { site }),
  reviews: (site: string): Answer<'GET /api/review'> => getJson('/api/review', { site }),
  review: (site: string, id: string): Answer<'GET /api/review/show'> => getJson('/api/review/show', { site, id }),
  askReview: (site: string, note: string): Answer<'POST /api/review/ask'> =>
    postJson('/api/review/ask', { site, note }),
  withdrawReview: (site: string, id: string): Answer<'POST /api/review/withdraw'> =>
    postJson('/api/review/withdraw', { site, id }),
  sendBack: (
    site: string,
    id: string,
    comment: string,
    about?: Body<'POST /api/review/send-back'>['about'],
  ): Answer<'POST /api/review/send-back'> => postJson('/api/review/send-back', { site, id, comment, about }),
  approve: (site: string, id: string, to: string): Answer<'POST /api/review/approve'> =>
    postJson('/api/review/approve', { site, id, to }),
  markSeen: (site: string, id: string): Answer<'POST /api/review/seen'> => postJson('/api/review/seen', { site, id }),
  people: (): Answer<'GET /api/team/people'> => getJson('/api/team/people'),
  invite: (invitation: Body<'POST /api/team/people/invite'>): Answer<'POST /api/team/people/invite'> =>
    postJson('/api/team/people/invite', invitation),
  removePerson: (email: string): Answer<'POST /api/team/people/remove'> =>
    postJson('/api/team/people/remove', { email }),
  setSites: (email: string, sites: string): Answer<'POST /api/team/people/sites'> =>
    postJson('/api/team/people/sites', { email, sites }),
  setPublishing: (email: string, right: PublishRight, site?: string): Answer<'POST /api/team/people/publishing'> =>
    postJson('/api/team/people/publishing', { email, right, ...(site !== undefined && { site }) }),
  setAdmin: (email: string, admin: boolean): Answer<'POST /api/team/people/role'> =>
    postJson('/api/team/people/role', { email, admin }),
  setEnabled: (email: string, enabled: boolean): Answer<'POST /api/team/people/enabled'> =>
    postJson('/api/team/people/enabled', { email, enabled }),
  signOutPerson: (email: string): Answer<'POST /api/team/people/sign-out'> =>
    postJson('/api/team/people/sign-out', { email }),
  resetPassword: (email: string): Answer<'POST /api/team/people/reset-password'> =>
    postJson('/api/team/people/reset-password', { email }),
  resetTwoStep: (email: string): Answer<'POST /api/team/people/reset-two-step'> =>
    postJson('/api/team/people/reset-two-step', { email }),
  audit: (skip = 0): Answer<'GET /api/team/audit'> =>
    getJson('/api/team/audit', skip ? { skip: String(skip) } : undefined),
};
