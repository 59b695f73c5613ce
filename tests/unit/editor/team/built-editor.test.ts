/**
 * Team mode as `npm run edit -- --team` starts it serves the editor's built
 * page, never a development server: no address reaches the source, the
 * packages or a file on disk (another person's waiting upload among them),
 * each page has a nonce of its own, and each session a page token of its own.
 */
import { realpathSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEditor } from '../../../../scripts/editor/server.ts';
import { pendingPath } from '../../../../scripts/editor/pending-uploads.ts';
import { Accounts } from '../../../../scripts/editor/team/accounts.ts';
import { PROJECT_ROOT } from '../../../../scripts/paths.ts';
import { copyFixture } from '../server/content-copy.ts';
import { git, tempDir } from './git-fixture.ts';

const content = copyFixture();
const data = tempDir('team-built-');
let editor: Awaited<ReturnType<typeof startEditor>>;
let origin = '';
let bakery = '';
let florist = '';

/** A person invited to `sites`, who accepts: their session cookie. */
async function signedIn(email: string, sites: string[]): Promise<string> {
  const { token } = await new Accounts(data.dir).invite({ email, sites });
  const made = await fetch(`${origin}/invite/${token}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `name=${email.split('@')[0]}&password=a+long+password+here`,
  });
  expect(made.status).toBe(303);
  return made.headers.get('set-cookie')!.split(';')[0];
}

const get = (path: string, cookie = '') =>
  fetch(`${origin}${path}`, { headers: { Cookie: cookie }, redirect: 'manual' });

const pageToken = (html: string) => /name="editor-token" content="([0-9a-f]+)"/.exec(html)![1];

beforeAll(async () => {
  git(content.dir, 'init', '--quiet', '-b', 'main');
  git(content.dir, 'add', '.');
  git(content.dir, 'commit', '--quiet', '-m', 'Start');
  editor = await startEditor({
    contentDir: content.dir,
    port: 0,
    team: true,
    env: { EDITOR_DATA_DIR: data.dir, EDITOR_GIT_REMOTE: '', EDITOR_TWO_STEP: 'optional' },
  });
  origin = editor.url.replace(/\/$/, '');
  bakery = await signedIn('bakery@example.com', ['bakery']);
  florist = await signedIn('florist@example.com', ['florist']);
}, 180_000);

afterAll(async () => {
  await editor?.close();
  content.remove();
  data.remove();
});

describe("team mode's editor page", () => {
  it("answers none of a development server's addresses, signed in or not", async () => {
    const paths = [
      `/@fs${PROJECT_ROOT}package.json`,
      `/@fs${realpathSync(content.dir)}/demos/bakery/site.json`,
      '/@vite/client',
      '/@react-refresh',
      '/src/main.tsx',
      '/src/editor/main.tsx',
      '/node_modules/react/package.json',
      '/%40vite/client',
    ];
    for (const path of paths)
      for (const cookie of [bakery, '']) {
        const answer = await get(path, cookie);
        expect(answer.status, `${path} ${cookie ? 'signed in' : 'signed out'}`).toBe(404);
        expect(answer.headers.get('content-type'), path).not.toMatch(/javascript/);
      }
  });

  it('serves the built page, with a nonce of its own in each answer, and its files with their types', async () => {
    const pages = await Promise.all([get('/', bakery), get('/', bakery), get('/site/bakery', bakery)]);
    const nonces: string[] = [];
    for (const answer of pages) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const html = await answer.text();
      const policy = answer.headers.get('content-security-policy')!;
      const nonce = /'nonce-([^']+)'/.exec(policy)![1];
      nonces.push(nonce);
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
      expect(html).not.toMatch(/\/@vite\/|main\.tsx|editor-nonce-mark/);
    }
    expect(new Set(nonces).size).toBe(nonces.length);

    const html = await (await get('/', bakery)).text();
    const script = /<script[^>]+src="([^"]+)"/.exec(html)![1];
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const file = await get(script, bakery);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(file.headers.get('cache-control')).toMatch(/immutable/);
    expect((await get(script, '')).status).toBe(401);
    expect((await get('/assets/not-built.js', bakery)).status).toBe(404);
  });

  it("refuses a write with another session's page token", async () => {
    const bakeryToken = pageToken(await (await get('/', bakery)).text());
    const floristToken = pageToken(await (await get('/', florist)).text());
    expect(bakeryToken).not.toBe(floristToken);
    // The same session's page, loaded again, has the same token (two tabs of one person both write).
    expect(pageToken(await (await get('/', bakery)).text())).toBe(bakeryToken);
    const validate = (cookie: string, token: string) =>
      fetch(`${origin}/api/validate`, {
        method: 'POST',
        headers: { Cookie: cookie, Origin: origin, 'X-Editor-Token': token, 'Content-Type': 'application/json' },
        body: JSON.stringify({ docs: [] }),
      });
    expect((await validate(florist, bakeryToken)).status).toBe(403);
    expect((await validate(bakery, floristToken)).status).toBe(403);
    expect((await validate(bakery, bakeryToken)).status).toBe(200);
    expect((await validate(florist, floristToken)).status).toBe(200);
  });

  it("keeps one person's waiting upload from a person of another site, by any address", async () => {
    const floristToken = pageToken(await (await get('/', florist)).text());
    const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c04020' } })
      .png()
      .toBuffer();
    const uploaded = await fetch(`${origin}/api/upload?site=florist&name=florist-photo.png`, {
      method: 'POST',
      headers: { Cookie: florist, Origin: origin, 'X-Editor-Token': floristToken, 'Content-Type': 'image/png' },
      body: new Uint8Array(picture),
    });
    expect(uploaded.status).toBe(200);
    const { src } = (await uploaded.json()) as { src: string };
    // Its owner sees it in the preview, through the checked picture address.
    const own = await get(`/media/florist/${src}`, florist);
    expect([own.status, own.headers.get('content-type')]).toEqual([200, 'image/png']);

    const waiting = pendingPath(realpathSync(content.dir), 'demos/florist', src);
    const addresses: [string, number[]][] = [
      [`/media/florist/${src}`, [403]],
      [`/media/bakery/${src}`, [404]],
      [`/media/bakery/%2e%2e/florist/${src}`, [400, 403, 404]],
      [`/media/bakery/..%2fflorist%2f${src}`, [400, 403, 404]],
      [`/@fs${waiting}`, [404]],
      [`/@fs${waiting.replace(PROJECT_ROOT, `${PROJECT_ROOT}src/../`)}`, [404]],
      [`/node_modules/.cache/editor-uploads/${waiting.split('editor-uploads/')[1]}`, [404]],
    ];
    for (const [address, refusals] of addresses) {
      const answer = await get(address, bakery);
      expect(refusals, `${address} answered ${answer.status}`).toContain(answer.status);
    }
  });
});
