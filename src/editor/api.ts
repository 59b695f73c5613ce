import type { DuplicateRequest, EditedDocument, ErrorBody, LocalEndpoints } from './protocol';

/** A refused request: the server's status, its plain sentence, and the details it sent. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** The start-up token the server wrote into this page; writes carry it. */
function token(): string {
  return document.querySelector('meta[name="editor-token"]')?.getAttribute('content') ?? '';
}

async function answer<T>(response: Response): Promise<T> {
  const fallback: ErrorBody = { error: `The editor server answered ${response.status}.` };
  const body = (await response.json().catch(() => fallback)) as Partial<ErrorBody>;
  if (!response.ok) throw new ApiError(response.status, body.error ?? fallback.error, body.details);
  return body as T;
}

/** An address with its query: `/api/site?id=salon`. */
export function withQuery(path: string, query?: Record<string, string>): string {
  return query ? `${path}?${new URLSearchParams(query)}` : path;
}

export async function getJson<T>(path: string, query?: Record<string, string>): Promise<T> {
  return answer<T>(await fetch(withQuery(path, query), { headers: { Accept: 'application/json' } }));
}

export async function postJson<T>(path: string, body: unknown): Promise<T> {
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

type Answer<P extends keyof LocalEndpoints> = Promise<LocalEndpoints[P]['answer']>;

/** One function per endpoint of the editor's server (see ./protocol.ts). */
export const api = {
  sites: (): Answer<'/api/sites'> => getJson('/api/sites'),
  site: (id: string): Answer<'/api/site'> => getJson('/api/site', { id }),
  images: (site: string): Answer<'/api/images'> => getJson('/api/images', { site }),
  schemas: (): Answer<'/api/schemas'> => getJson('/api/schemas'),
  clientFolder: (name: string): Answer<'/api/sites/folder-name'> => getJson('/api/sites/folder-name', { name }),
  validate: (docs: EditedDocument[]): Answer<'/api/validate'> => postJson('/api/validate', { docs }),
  save: (docs: EditedDocument[], force = false): Answer<'/api/save'> => postJson('/api/save', { docs, force }),
  createPage: (page: LocalEndpoints['/api/pages/create']['body']): Answer<'/api/pages/create'> =>
    postJson('/api/pages/create', page),
  deletePage: (site: string, name: string): Answer<'/api/pages/delete'> =>
    postJson('/api/pages/delete', { site, name }),
  duplicateSite: (request: DuplicateRequest): Answer<'/api/sites/duplicate'> =>
    postJson('/api/sites/duplicate', request),
  upload: (site: string, file: File): Answer<'/api/upload'> =>
    postFile(withQuery('/api/upload', { site, name: file.name }), file),
};
