import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../scripts/editor/http-error.ts';
import { api, ApiError } from '../../../src/editor/api.ts';
import type { ErrorBody } from '../../../src/editor/protocol.ts';

// A refusal crosses from the editor's server to its page as one body (src/editor/protocol.ts):
// thrown as HttpError, sent as JSON, received as ApiError holding the same body.
const answerWith = (status: number, body: string) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, { status }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the editor's error body", () => {
  it('is what the server sends for a refusal, with details only when there are some', () => {
    const links = [{ site: 'salon', title: 'Home', path: ['blocks', 0, 'href'] }];
    expect(new HttpError(409, 'Still linked.', { links }).body).toEqual({ error: 'Still linked.', details: { links } });
    expect(new HttpError(400, 'Which page?').body).toEqual({ error: 'Which page?' });
  });

  it('reaches the page as an ApiError holding the same body', async () => {
    const body: ErrorBody = new HttpError(422, 'Not saved: 1 problem(s) to fix first.', {
      problems: [
        { file: 'demos/salon/pages/home.json', doc: 'demos/salon/pages/home.json', line: 3, column: 5, message: 'x' },
      ],
    }).body;
    answerWith(422, JSON.stringify(body));
    const refusal = await api.sites().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(422);
    expect((refusal as ApiError).message).toBe(body.error);
    expect((refusal as ApiError).body).toEqual(body);
    expect((refusal as ApiError).details?.problems).toHaveLength(1);
  });

  it('says which status came back when a refusal has no readable body', async () => {
    answerWith(502, '<html>Bad gateway</html>');
    const refusal = (await api.sites().catch((error: unknown) => error)) as ApiError;
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal.body).toEqual({ error: 'The editor server answered 502.' });
  });
});
