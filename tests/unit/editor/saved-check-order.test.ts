// @vitest-environment jsdom
/**
 * The check of the saved content (a check without documents) is asked only
 * once the reads of content on their way are answered, so a large site's
 * page opens before the server spends seconds checking every file; a check
 * of edited documents is asked at once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../src/editor/api';

const asked: string[] = [];
const pending: ((response: Response) => void)[] = [];

afterEach(() => {
  vi.unstubAllGlobals();
  asked.length = 0;
  pending.length = 0;
});

function stubFetch() {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      asked.push(url.split('?')[0]);
      return new Promise<Response>((done) => pending.push(done));
    }),
  );
}

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const settle = () => new Promise((done) => setTimeout(done, 0));

describe('the order of the saved check', () => {
  it('waits for the site being opened, then is asked', async () => {
    stubFetch();
    const site = api.site('studio');
    const check = api.validate([]);
    await settle();
    expect(asked).toEqual(['/api/site']);
    pending[0](ok({ site: {} }));
    await site;
    await settle();
    expect(asked).toEqual(['/api/site', '/api/validate']);
    pending[1](ok({ problems: [] }));
    expect(await check).toEqual({ problems: [] });
  });

  it('waits for a refused read too, and a check of edited documents never waits', async () => {
    stubFetch();
    const file = api.entryFile('studio/collections/posts/a.json').catch((error: Error) => error);
    const edited = api.validate([{ file: 'studio/site.json', version: 'x', data: {} }]);
    const saved = api.validate([]);
    await settle();
    expect(asked).toEqual(['/api/entries/file', '/api/validate']);
    pending[0](new Response(JSON.stringify({ error: 'No such entry.' }), { status: 404 }));
    expect(await file).toBeInstanceOf(Error);
    await settle();
    expect(asked).toEqual(['/api/entries/file', '/api/validate', '/api/validate']);
    pending[1](ok({ problems: [] }));
    pending[2](ok({ problems: [] }));
    await Promise.all([edited, saved]);
  });
});
