// @vitest-environment jsdom
/**
 * The review page edits nothing: it asks for no check of the content, whose
 * first run reads every page and would hold the review's own request up. The
 * editing screens still ask for it.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/editor/app';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
});

/** Opens the editor at `path` and returns the addresses it asked for within a second. */
async function asked(path: string): Promise<string[]> {
  const seen: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      seen.push(`${method} ${String(input).replace(/\?.*/, '')}`);
      // Reads are refused at once, so a screen's reads are over (the saved content's check waits for
      // them); anything else gets no answer. Only what the screens ask for counts.
      if (method === 'GET') return Promise.resolve(new Response('Not here.', { status: 503 }));
      return new Promise<Response>(() => undefined);
    }),
  );
  window.history.pushState({}, '', path);
  const host = document.createElement('div');
  document.body.append(host);
  act(() => {
    root = createRoot(host);
    root.render(<App />);
  });
  await act(() => new Promise((done) => setTimeout(done, 1000)));
  return seen;
}

describe('the content check while editing', () => {
  it('is not asked for on the review page, which asks for its request first', async () => {
    const requests = await asked('/review/a-site/a-request');
    expect(requests.some((request) => request.endsWith('/api/validate'))).toBe(false);
    expect(requests.some((request) => request.endsWith('/api/review/show'))).toBe(true);
  });

  it('is asked for on the editing screens', async () => {
    const requests = await asked('/');
    expect(requests).toContain('POST /api/validate');
  });
});
