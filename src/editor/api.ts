/** The editor server's answers: the data, or a plain sentence and details to show. */
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
  const body = (await response.json().catch(() => ({ error: `The editor server answered ${response.status}.` }))) as {
    error?: string;
    details?: unknown;
  };
  if (!response.ok)
    throw new ApiError(response.status, body.error ?? `The editor server answered ${response.status}.`, body.details);
  return body as T;
}

export async function getJson<T>(path: string): Promise<T> {
  return answer<T>(await fetch(path, { headers: { Accept: 'application/json' } }));
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

export async function postFile<T>(path: string, file: Blob): Promise<T> {
  return answer<T>(
    await fetch(path, {
      method: 'POST',
      headers: { 'X-Editor-Token': token(), 'Content-Type': 'application/octet-stream' },
      body: file,
    }),
  );
}
