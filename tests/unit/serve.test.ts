import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../scripts/serve.ts';
import { createHash } from 'node:crypto';
import {
  contentSecurityPolicy,
  formatHeadersFile,
  MEDIA_POLICY,
  headersForPath,
  inlineScriptHashes,
  originOf,
  securityHeaders,
  writeHeadersFile,
} from '../../scripts/security-headers.ts';
import { portOf, rawRequest, requestHead } from '../support/raw-http.ts';

let root: string;
let server: Server;
let port: number;
const HOST_HEADERS = securityHeaders({ scriptHashes: ["'sha256-abc='"], formEndpoint: 'https://forms.example/f/' });

const get = (target: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(port, [requestHead(method, target, headers)]);

/** The server still answers a plain page after whatever came before. */
async function stillServing() {
  const response = await get('/');
  expect(response.status).toBe(200);
  expect(response.body.toString()).toContain('home page');
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'serve-test-'));
  mkdirSync(join(root, 'about'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<p>home page</p>');
  writeFileSync(join(root, 'about', 'index.html'), '<p>about page</p>');
  writeFileSync(join(root, '404.html'), '<p>not found page</p>');
  writeFileSync(join(root, 'assets', 'index-B4x_Zq9k.js'), 'console.log(1)');
  writeFileSync(join(root, 'assets', 'logo.svg'), '<svg/>');
  writeFileSync(join(root, '_headers'), formatHeadersFile(HOST_HEADERS));
  writeFileSync(join(root, '..', 'outside-secret.txt'), 'secret');
  symlinkSync(join(root, '..', 'outside-secret.txt'), join(root, 'link-out.txt'));
  writeFileSync(join(root, '_redirects'), '/old /new 301');
  // A link inside the site to the host's own file must not publish it either.
  symlinkSync(join(root, '_headers'), join(root, 'headers.txt'));
  server = await startStaticServer(0, '127.0.0.1', root);
  port = portOf(server);
});

afterAll(() => {
  server?.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(join(root, '..', 'outside-secret.txt'), { force: true });
});

describe('the static server', () => {
  it('sends gzip only to a client that takes it, honouring q=0', async () => {
    for (const [accept, gzip] of [
      ['gzip', true],
      ['gzip, deflate, br', true],
      ['*', true],
      ['gzip;q=0', false],
      ['gzip;q=0, *;q=1', false],
      ['*;q=0', false],
      ['identity', false],
      ['', false],
      ['br;q=1, gzip;q=0.5', true],
    ] as const) {
      const response = await get('/', { 'Accept-Encoding': accept });
      expect(response.headers['content-encoding'] === 'gzip', accept).toBe(gzip);
    }
  });

  it('answers 400 to malformed percent escapes and keeps serving', async () => {
    for (const target of ['/%E0%A4%A', '/%', '/%zz', '/about/%', '/%C0%AF', '/%ED%A0%80', '/?q=%zz%']) {
      const response = await get(target);
      // A malformed query is not the path's business: only the path is decoded.
      expect(response.status, target).toBe(target.startsWith('/?') ? 200 : 400);
    }
    await stillServing();
  });

  it('never serves a file outside the site, a hidden file or the host configuration', async () => {
    for (const target of [
      '/../outside-secret.txt',
      '/..%2foutside-secret.txt',
      '/%2e%2e/outside-secret.txt',
      '/about/..%2f..%2foutside-secret.txt',
      '/link-out.txt',
      '/_headers',
      '//_headers',
      '///_headers',
      '/./_headers',
      '/%2f_headers',
      '/about/../_headers',
      '/_headers/',
      '/%5fheaders',
      '/%5F%68eaders',
      '/headers.txt',
      '/_redirects',
      '//_redirects',
      '/%00',
      '/.hidden',
    ]) {
      const response = await get(target);
      expect([400, 404], target).toContain(response.status);
      expect(response.body.toString(), target).not.toContain('secret');
      expect(response.body.toString(), target).not.toContain('Content-Security-Policy');
      expect(response.body.toString(), target).not.toContain('/old /new');
    }
    await stillServing();
  });

  it('answers 405 with Allow: GET, HEAD to every other method', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await get('/about', {}, method);
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expect(response.body.toString()).not.toContain('about page');
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await get('/about', {}, 'HEAD');
    const full = await get('/about');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(full.body.length));
    expect(head.headers['content-type']).toBe(full.headers['content-type']);
  });

  it('caches only real fingerprinted files for a year', async () => {
    expect((await get('/assets/index-B4x_Zq9k.js')).headers['cache-control']).toContain('immutable');
    const missing = await get('/assets/index-Missing1.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
    expect((await get('/assets/logo.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('sends the headers of _headers with every answer, errors included', async () => {
    for (const response of [await get('/'), await get('/nowhere'), await get('/%'), await get('/', {}, 'POST')]) {
      for (const [name, value] of Object.entries(HOST_HEADERS))
        expect(response.headers[name.toLowerCase()]).toBe(value);
    }
  });

  it('answers a miss with a plain 404 where the folder has no not-found page to send, and keeps serving', async () => {
    renameSync(join(root, '404.html'), join(root, '404.away'));
    try {
      for (const missing of ['none', 'a folder in its place']) {
        if (missing !== 'none') mkdirSync(join(root, '404.html'));
        const response = await get('/no-such-page');
        expect(response.status, missing).toBe(404);
        expect(response.body.toString(), missing).toMatch(/^Not found: /);
      }
    } finally {
      rmSync(join(root, '404.html'), { recursive: true, force: true });
      renameSync(join(root, '404.away'), join(root, '404.html'));
    }
    await stillServing();
  });

  it('survives a fuzz of hostile addresses, answering each with 200, 400 or 404', async () => {
    const pieces = [
      '%',
      '%%',
      '%0',
      '%ff',
      '%C3',
      '%C3%28',
      '..',
      '%2e',
      '%2f',
      '\\',
      '//',
      '%00',
      'é',
      '~',
      '*',
      'a'.repeat(300),
      '%E2%82',
      '?',
      '#',
      ';',
    ];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const targets = Array.from(
      { length: 300 },
      () => `/${Array.from({ length: 1 + (next() % 6) }, () => pieces[next() % pieces.length]).join('')}`,
    );
    for (const target of targets) {
      const response = await get(encodeURI(target).replace(/%25/g, '%'));
      expect([200, 400, 404], target).toContain(response.status);
    }
    await stillServing();
  });
});

describe('the _headers file', () => {
  it('applies a rule only to the paths its pattern matches', () => {
    const file = `${formatHeadersFile({ A: '1' })}/about\n  B: 2\n`;
    expect(headersForPath(file, '/x')).toEqual({ A: '1' });
    expect(headersForPath(file, '/about')).toEqual({ A: '1', B: '2' });
  });

  it('gives pictures a policy under which an SVG runs no script and loads nothing', () => {
    const file = formatHeadersFile(HOST_HEADERS);
    const media = headersForPath(file, '/media/salon/hero-abc123.svg');
    expect(media['Content-Security-Policy']).toBe(MEDIA_POLICY);
    expect(MEDIA_POLICY).toMatch(/default-src 'none'/);
    expect(MEDIA_POLICY).not.toMatch(/script-src/);
    expect(media['X-Content-Type-Options']).toBe('nosniff');
    expect(headersForPath(file, '/about')['Content-Security-Policy']).toBe(HOST_HEADERS['Content-Security-Policy']);
  });

  it('sends that policy with a picture, as npm run serve', async () => {
    mkdirSync(join(root, 'media', 'salon'), { recursive: true });
    writeFileSync(
      join(root, 'media', 'salon', 'x.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const response = await get('/media/salon/x.svg');
    expect(response.status).toBe(200);
    expect(response.headers['content-security-policy']).toBe(MEDIA_POLICY);
  });
});

describe('the security headers', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('hash exactly the inline scripts a browser runs', () => {
    const html = [
      '<script type="module">start()</script>',
      '<script>window.x = "é"</script>',
      '<script type="application/json">{"data":1}</script>',
      '<script type="module" src="/assets/app-Abc12345.js"></script>',
      '<SCRIPT TYPE="speculationrules">{"prefetch":[]}</SCRIPT>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha('start()'), sha('window.x = "é"'), sha('{"prefetch":[]}')]);
  });

  it('allow the form service for fetch and for the form action, and nothing for a non-web address', () => {
    const policy = contentSecurityPolicy({ scriptHashes: [], formEndpoint: 'https://forms.example/f/' });
    expect(policy).toContain("connect-src 'self' https://forms.example;");
    expect(policy).toContain("form-action 'self' https://forms.example;");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(originOf('javascript:alert(1)')).toBeUndefined();
    expect(originOf('not a url')).toBeUndefined();
  });

  it('are written by the build from the pages it finds, each hash once', () => {
    const out = mkdtempSync(join(tmpdir(), 'headers-test-'));
    try {
      mkdirSync(join(out, 'about'));
      writeFileSync(join(out, 'index.html'), '<script>one()</script><script>shared()</script>');
      writeFileSync(join(out, 'about', 'index.html'), '<script>two()</script><script>shared()</script>');
      const headers = writeHeadersFile(out, 'http://127.0.0.1:8788/f/');
      const policy = headersForPath(readFileSync(join(out, '_headers'), 'utf8'), '/about')['Content-Security-Policy'];
      expect(policy).toBe(headers['Content-Security-Policy']);
      expect(policy).toContain(`script-src 'self' ${[sha('one()'), sha('shared()'), sha('two()')].sort().join(' ')};`);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
