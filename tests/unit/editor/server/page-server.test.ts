/**
 * The editor's page server answers only its own app: no project file, no
 * content file as a document, no CORS, and a live-reload socket for its own
 * page only.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../../scripts/paths.ts';
import { startEditor } from '../../../../scripts/editor/server.ts';
import { MEDIA_POLICY } from '../../../../scripts/security-headers.ts';
import { FIXTURE_DIR } from '../../../support/engine-fixture.ts';
import { copyFixture } from './content-copy.ts';

const content = copyFixture();
let editor: Awaited<ReturnType<typeof startEditor>>;
let origin = '';
const FOREIGN = 'http://localhost:3000';

beforeAll(async () => {
  mkdirSync(join(content.dir, 'demos/bakery/images'), { recursive: true });
  writeFileSync(
    join(content.dir, 'demos/bakery/images/evil.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/")</script></svg>',
  );
  editor = await startEditor({ contentDir: content.dir, port: 0 });
  origin = editor.url.replace(/\/$/, '');
}, 60_000);

afterAll(async () => {
  await editor?.close();
  content.remove();
});

const get = (path: string, headers: Record<string, string> = { Origin: FOREIGN }) =>
  fetch(`${origin}${path}`, { headers });

/** Opens a websocket handshake by hand and answers the status line's code. */
function upgradeStatus(headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}/?token=x`, {
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
        'Sec-WebSocket-Protocol': 'vite-hmr',
        ...headers,
      },
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode!);
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode!);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the editor page server', () => {
  it('never lets another origin read what it serves (no CORS)', async () => {
    for (const path of ['/', '/edit/general/home', '/main.tsx', '/@vite/client', '/api/sites']) {
      const answer = await get(path);
      expect(answer.headers.get('access-control-allow-origin'), path).toBeNull();
    }
    const preflight = await fetch(`${origin}/`, {
      method: 'OPTIONS',
      headers: { Origin: FOREIGN, 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves no project file outside its app, and no content file as a document', async () => {
    const refused = [
      `/@fs${PROJECT_ROOT}package.json`,
      `/@fs${PROJECT_ROOT}.form-submissions/quote.jsonl`,
      `/@fs${FIXTURE_DIR}/studio/site.json`,
      `/@fs${FIXTURE_DIR}/demos/bakery/images/hero.svg`,
      `/@fs${content.dir}/demos/bakery/images/evil.svg`,
      `/@fs${content.dir}/demos/bakery/site.json`,
      '/@fs/etc/passwd',
      `/@id/${PROJECT_ROOT}package.json`,
      '/src/../package.json',
      '//package.json',
      '/%2e%2e/%2e%2e/package.json',
    ];
    for (const path of refused) {
      const answer = await get(path);
      const body = await answer.text();
      expect(body, path).not.toMatch(/"name"|<svg|root:/);
      // Addresses that fetch() itself tidies into "/package.json" reach the editor's own page, nothing else.
      if (answer.status === 200) expect(body, path).toContain('<title>Site editor</title>');
      else expect([400, 403, 404], path).toContain(answer.status);
    }
    // Its own app still loads.
    expect((await get('/main.tsx')).status).toBe(200);
    expect((await get(`/@fs${PROJECT_ROOT}node_modules/react/index.js`)).status).toBe(200);
  });

  it('sends a picture as a picture only, with a policy that runs nothing', async () => {
    const answer = await get('/media/bakery/evil.svg');
    expect(answer.headers.get('content-security-policy')).toBe(MEDIA_POLICY);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('gives its pages a policy, and forbids framing them', async () => {
    for (const path of ['/', '/edit/bakery/home']) {
      const answer = await get(path, {});
      const policy = answer.headers.get('content-security-policy') ?? '';
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).toMatch(/script-src 'self' 'nonce-[^']+'/);
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(answer.headers.get('x-frame-options'), path).toBe('DENY');
      const nonce = /'nonce-([^']+)'/.exec(policy)![1];
      // Every script of the page carries the nonce, so the policy lets the app run.
      const scripts = (await answer.text()).match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    }
  });

  it('opens its live-reload socket for its own page only', async () => {
    const host = origin.replace('http://', '');
    expect(await upgradeStatus({ Origin: FOREIGN, Host: host })).toBe(403);
    expect(await upgradeStatus({ Origin: 'http://evil.localhost', Host: host })).toBe(403);
    expect(await upgradeStatus({ Host: host })).toBe(403);
    expect(await upgradeStatus({ Origin: origin, Host: 'rebound.example' })).toBe(403);
    expect(await upgradeStatus({ Origin: origin, Host: host })).not.toBe(403);
  });
});
