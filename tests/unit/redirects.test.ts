import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterMove, finalTarget } from '../../src/content/redirects.ts';
import { writeRedirects } from '../../scripts/output/redirect-files.ts';
import { startStaticServer } from '../../scripts/serve.ts';
import { portOf } from '../support/raw-http.ts';

let root: string;
let server: Server;
let port: number;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'redirects-'));
  writeFileSync(join(root, 'index.html'), '<p>home</p>');
  writeFileSync(join(root, '404.html'), '<p>not found</p>');
  writeRedirects(root, 'https://example.com', [['/demo-x/about-us', '/demo-x/about']]);
  server = await startStaticServer(0, '127.0.0.1', root);
  port = portOf(server);
});
afterAll(() => {
  server?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, method = 'GET') => fetch(`http://127.0.0.1:${port}${path}`, { method, redirect: 'manual' });

describe('redirects', () => {
  it('are written for static hosts: a _redirects line and a refresh page with a canonical link', () => {
    expect(readFileSync(join(root, '_redirects'), 'utf8')).toBe('/demo-x/about-us /demo-x/about 301\n');
    const page = readFileSync(join(root, 'demo-x/about-us/index.html'), 'utf8');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/demo-x/about">');
    expect(page).toContain('<link rel="canonical" href="https://example.com/demo-x/about">');
  });

  it('are answered by npm run serve with 301 and the new address, with or without a trailing slash', async () => {
    for (const path of ['/demo-x/about-us', '/demo-x/about-us/']) {
      const response = await get(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location')).toBe('/demo-x/about');
    }
    expect((await get('/demo-x/about-us', 'HEAD')).status).toBe(301);
    expect((await get('/')).status).toBe(200);
    expect((await get('/_redirects')).status).toBe(404);
  });

  it('remove the refresh pages of redirects that are gone', () => {
    writeRedirects(root, 'https://example.com', []);
    expect(existsSync(join(root, 'demo-x/about-us/index.html'))).toBe(false);
    expect(existsSync(join(root, '_redirects'))).toBe(false);
    writeRedirects(root, 'https://example.com', [['/demo-x/about-us', '/demo-x/about']]);
  });

  it('follow a page that moves twice straight to its new address, and never redirect where a page now is', () => {
    let redirects = afterMove([], '/about-us', '/about');
    redirects = afterMove(redirects, '/about', '/team');
    expect(redirects).toEqual([
      { from: '/about-us', to: '/team' },
      { from: '/about', to: '/team' },
    ]);
    expect(afterMove(redirects, '/team', '/about')).toEqual([
      { from: '/about-us', to: '/about' },
      { from: '/team', to: '/about' },
    ]);
    expect(
      finalTarget(
        [
          { from: '/a', to: '/b' },
          { from: '/b', to: '/a' },
        ],
        '/a',
      ),
    ).toBeUndefined();
  });
});
