/**
 * Team mode in front of the editor's real API, over HTTP, on a real git
 * repository: every route refused without a session, with another site's
 * session, from a foreign origin, or with a forged or expired cookie, and
 * nothing written; then signing in, the sign-in limit and a save as a commit.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleApi, sendError } from '../../../../scripts/editor/api.ts';
import { UploadQuota, waitingBytes } from '../../../../scripts/editor/uploads.ts';
import { HttpError } from '../../../../scripts/editor/http-error.ts';
import { ROUTES } from '../../../../scripts/editor/team/access.ts';
import { hashToken } from '../../../../scripts/editor/team/tokens.ts';
import { pageTokenOf } from './small-team.ts';
import { TeamMode } from '../../../../scripts/editor/team/team-mode.ts';
import { listSites } from '../../../../scripts/editor/documents.ts';
import { PROJECT_ROOT } from '../../../../scripts/paths.ts';
import { copyFixture } from '../server/content-copy.ts';
import { git, tempDir } from './git-fixture.ts';

const content = copyFixture();
const data = tempDir('team-data-');
/** The editor's page token of a session cookie ("editor_session=<id>"), as its page is given it. */
const tokenOf = (cookie: string) => pageTokenOf(team, cookie);
let server: Server;
let team: TeamMode;
let origin = '';
const log: string[] = [];

beforeAll(async () => {
  git(content.dir, 'init', '--quiet', '-b', 'main');
  git(content.dir, 'add', '.');
  git(content.dir, 'commit', '--quiet', '-m', 'Start');
  server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  ({ team } = await TeamMode.open({
    contentDir: content.dir,
    dataDir: data.dir,
    projectRoot: PROJECT_ROOT,
    ownOrigins: [origin],
    previewBaseUrl: 'http://127.0.0.1:1',
    env: {},
    print: (line) => log.push(line),
  }));
  const ctx = { contentDir: content.dir, port, token: 'the start token, unused in team mode' };
  server.on('request', (req, res) => {
    // As the editor's server does (scripts/editor/server.ts): the gate, then the API with the person's commits.
    (async () => {
      const admitted = await team.admit(req, res);
      if (!admitted) return;
      if (!(await handleApi(team.apiContext(ctx, admitted.viewer, admitted.session), admitted.req, res)))
        throw new HttpError(404, 'There is nothing at this address.');
    })().catch((error) => sendError(res, error));
  });
}, 60_000);

afterAll(async () => {
  await new Promise((done) => server.close(done));
  content.remove();
  data.remove();
});

async function person(email: string, sites: string[] | 'all', options: { admin?: boolean; publish?: boolean } = {}) {
  const { token } = await team.accounts.invite({ email, sites, ...options });
  await team.accounts.accept(token, email.split('@')[0], 'a long password');
  return `editor_session=${await team.sessions.start(email)}`;
}

const call = (method: string, path: string, cookie = '', body?: unknown, from = origin) =>
  fetch(origin + path, {
    method,
    redirect: 'manual',
    headers: {
      Cookie: cookie,
      ...(method === 'POST'
        ? { Origin: from, 'X-Editor-Token': tokenOf(cookie), 'Content-Type': 'application/json' }
        : {}),
    },
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });

/** A fingerprint of every file in the content folder, of the repository's history and of the accounts. */
function snapshot(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (name === '.git') continue;
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(path).update(readFileSync(path));
    }
  };
  walk(content.dir);
  const accounts = join(data.dir, 'accounts.json');
  return hash
    .update(git(content.dir, 'rev-parse', 'HEAD'))
    .update(existsSync(accounts) ? readFileSync(accounts, 'utf8') : 'no accounts')
    .digest('hex');
}

/** One request per route, aimed at the florist's site where the route names a site. */
const FLORIST_REQUESTS: [string, string, unknown?][] = [
  ['GET', '/api/sites'],
  ['GET', '/api/site?id=florist'],
  ['GET', '/api/images?site=florist'],
  ['GET', '/api/schemas'],
  ['GET', '/media/florist/hero.svg'],
  ['POST', '/api/validate', { docs: [{ file: 'demos/florist/site.json', version: 'x', data: {} }] }],
  [
    'POST',
    '/api/save',
    { docs: [{ file: 'demos/florist/site.json', version: 'x', data: { name: 'Taken over' } }], force: true },
  ],
  ['POST', '/api/pages/create', { site: 'florist', path: '/taken', title: 'Taken', description: 'Taken over' }],
  ['POST', '/api/pages/delete', { site: 'florist', name: 'about' }],
  ['POST', '/api/sites/duplicate', { from: 'florist', folder: 'copy', name: 'Copy', basePath: '/copy' }],
  [
    'POST',
    '/api/sites/duplicate',
    { from: 'florist', as: 'client', name: "Joe's Plumbing", domain: 'joesplumbing.com' },
  ],
  ['GET', "/api/sites/folder-name?name=Joe's Plumbing"],
  ['GET', '/api/entries/new?site=florist&collection=posts&title=Taken'],
  ['GET', '/api/entries?site=florist&collection=posts'],
  ['GET', '/api/entries/deletable?file=demos/florist/collections/team/x.json'],
  ['GET', '/api/entries/file?file=demos/florist/collections/team/x.json'],
  ['POST', '/api/save', { docs: [], delete: ['demos/florist/collections/posts/x.json'] }],
  ['GET', '/api/entries/rename?file=demos/florist/collections/posts/x.json&slug=y'],
  ['POST', '/api/save', { docs: [], rename: { file: 'demos/florist/collections/posts/x.json', slug: 'y' } }],
  ['POST', '/api/upload?site=florist&name=a.svg', {}],
  ['POST', '/api/share-card', { site: 'florist', page: { title: 'Taken', description: 'Taken over' } }],
  ['POST', '/sign-out'],
  ['POST', '/sign-out-everywhere'],
  ['GET', '/api/team/me'],
  ['GET', '/account'],
  ['POST', '/account/password', { current: 'a long password', password: 'another long password' }],
  ['POST', '/account/two-step/start'],
  ['POST', '/account/two-step/confirm', { code: '123456' }],
  ['POST', '/account/sessions/end', { session: '0123456789abcdef' }],
  ['GET', '/api/history?site=florist'],
  ['GET', '/api/history/changes?site=florist&commit=abcdef1'],
  ['POST', '/api/history/restore', { site: 'florist', file: 'demos/florist/site.json', commit: 'abcdef1' }],
  ['GET', '/api/previews?site=florist'],
  ['POST', '/api/previews/create', { site: 'florist' }],
  ['POST', '/api/previews/revoke', { site: 'florist', id: 'x' }],
  ['GET', '/api/publish?site=florist'],
  ['POST', '/api/publish', { site: 'florist' }],
  ['GET', '/api/review?site=florist'],
  ['GET', '/api/review/show?site=florist&id=x'],
  ['POST', '/api/review/ask', { site: 'florist' }],
  ['POST', '/api/review/withdraw', { site: 'florist', id: 'x' }],
  ['POST', '/api/review/send-back', { site: 'florist', id: 'x', comment: 'no' }],
  ['POST', '/api/review/approve', { site: 'florist', id: 'x', to: 'x' }],
  ['POST', '/api/review/seen', { site: 'florist', id: 'x' }],
  ['GET', '/api/team/people'],
  ['POST', '/api/team/people/invite', { email: 'x@example.com', sites: 'all', admin: true }],
  ['POST', '/api/team/people/remove', { email: 'x@example.com' }],
  ['POST', '/api/team/people/sites', { email: 'bakery@example.com', sites: 'all' }],
  ['POST', '/api/team/people/publishing', { email: 'bakery@example.com', right: 'publish' }],
  ['POST', '/api/team/people/role', { email: 'bakery@example.com', admin: true }],
  ['POST', '/api/team/people/enabled', { email: 'admin@example.com', enabled: false }],
  ['POST', '/api/team/people/sign-out', { email: 'admin@example.com' }],
  ['POST', '/api/team/people/reset-password', { email: 'admin@example.com' }],
  ['POST', '/api/team/people/reset-two-step', { email: 'admin@example.com' }],
  ['GET', '/api/team/audit'],
  ['GET', '/'],
];
const PUBLIC = ['/sign-in', '/sign-in/code', '/sign-in/forgot', '/invite/', '/reset/'];

describe('the API with team mode in front', () => {
  it('covers every route of the table', () => {
    const covered = new Set(
      FLORIST_REQUESTS.map(
        ([method, path]) =>
          `${method} ${ROUTES.find((r) => r.method === method && (r.path.endsWith('/') ? path.startsWith(r.path) : path.split('?')[0] === r.path))?.path}`,
      ),
    );
    const routes = ROUTES.filter((r) => !PUBLIC.includes(r.path)).map((r) => `${r.method} ${r.path}`);
    expect([...covered].sort()).toEqual(routes.sort());
  });

  it('refuses every route without a session, with a forged or expired cookie, and writes nothing', async () => {
    const expired = await team.sessions.start('nobody-anymore@example.com');
    const before = snapshot();
    for (const cookie of ['', 'editor_session=forged', `editor_session=${expired}`]) {
      for (const [method, path, body] of FLORIST_REQUESTS) {
        const answer = await call(method, path, cookie, body);
        // Opening the editor without a session leads to the sign-in page.
        if (path === '/') expect([answer.status, answer.headers.get('location')], path).toEqual([303, '/sign-in']);
        // Signing out without a session is done already, and the sign-in page says so.
        else if (path.startsWith('/sign-out'))
          expect([answer.status, answer.headers.get('location')], path).toEqual([303, '/sign-in?out=here']);
        else expect(answer.status, `${method} ${path} with "${cookie}"`).toBe(401);
      }
    }
    expect(snapshot()).toBe(before);
  });

  it("refuses another site's routes to a bakery-only person, and writes nothing", async () => {
    const cookie = await person('bakery@example.com', ['bakery'], { publish: true });
    const before = snapshot();
    // A person's own account names nobody else: password-change.test.ts shows it acts on the person signed in alone.
    const own = [
      '/account',
      '/account/password',
      '/account/two-step/start',
      '/account/two-step/confirm',
      '/account/sessions/end',
    ];
    const open = new Set([
      '/api/sites',
      '/api/schemas',
      '/sign-out',
      '/sign-out-everywhere',
      '/api/team/me',
      '/',
      ...own,
    ]);
    for (const [method, path, body] of FLORIST_REQUESTS) {
      if (open.has(path.split('?')[0])) continue;
      const answer = await call(method, path, cookie, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(((await answer.json()) as { error: string }).error).toMatch(/^[A-Z].+\.$/);
    }
    expect(snapshot()).toBe(before);
    const list = (await (await call('GET', '/api/sites', cookie)).json()) as {
      sites: { id: string }[];
      problems: { doc: string }[];
    };
    expect(list.sites.map((s) => s.id)).toEqual(['bakery']);
    expect(list.problems.every((p) => p.doc.startsWith('demos/bakery/'))).toBe(true);
    expect((await call('GET', '/api/site?id=bakery', cookie)).status).toBe(200);
  });

  it("answers no development server's address, with a session or without: 404", async () => {
    const cookie = await person('dev-paths@example.com', 'all', { admin: true });
    const paths = [
      '/@fs' + join(content.dir, 'demos/florist/site.json'),
      '/@fs' +
        join(PROJECT_ROOT, 'node_modules/.cache/editor-uploads/0123456789abcdef/demos/florist/florist-photo.png'),
      '/@vite/client',
      '/src/main.tsx',
      '/node_modules/react/package.json',
    ];
    for (const cookie_ of [cookie, '', 'editor_session=forged'])
      for (const path of paths)
        expect((await call('GET', path, cookie_)).status, `${path} with "${cookie_}"`).toBe(404);
  });

  it("refuses a write sent with one session's cookie and another session's page token", async () => {
    const first = await person('token-a@example.com', ['bakery']);
    const second = await person('token-b@example.com', ['bakery']);
    expect(tokenOf(first)).not.toBe(tokenOf(second));
    const before = snapshot();
    const writes: [string, unknown][] = [
      ['/api/save', { docs: [{ file: 'demos/bakery/site.json', version: 'x', data: { name: 'Taken' } }], force: true }],
      ['/api/previews/create', { site: 'bakery' }],
      ['/api/validate', { docs: [] }],
    ];
    for (const [path, body] of writes) {
      const answer = await fetch(origin + path, {
        method: 'POST',
        headers: {
          Cookie: second,
          Origin: origin,
          'X-Editor-Token': tokenOf(first),
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      expect(answer.status, path).toBe(403);
      expect(((await answer.json()) as { error: string }).error).toMatch(/token/);
    }
    expect(snapshot()).toBe(before);
    expect((await call('POST', '/api/validate', second, { docs: [] })).status).toBe(200);
  });

  it("refuses every write from a foreign origin, even an admin's", async () => {
    const cookie = await person('admin@example.com', 'all', { admin: true });
    const before = snapshot();
    for (const [method, path, body] of FLORIST_REQUESTS.filter(([m]) => m === 'POST')) {
      expect((await call(method, path, cookie, body, 'https://evil.example')).status, path).toBe(403);
    }
    expect(snapshot()).toBe(before);
    expect(
      log.some((line) =>
        line.includes('| refused | person=admin@example.com | address=127.0.0.1 | POST /api/save → 403'),
      ),
    ).toBe(true);
  });
});

describe("the live checks keep to the person's sites", () => {
  it("answers a check of the saved content, and of an edit, with the person's own problems only, and logs no refusal", async () => {
    const cookie = await person('checker@example.com', ['bakery']);
    const broken = join(content.dir, 'demos/florist/pages/about.json');
    const saved = readFileSync(broken, 'utf8');
    writeFileSync(broken, saved.replace('"blocks"', '"blocks-misspelt"'));
    try {
      const seenBy = async (viewer: string, body: unknown) => {
        const answer = await call('POST', '/api/validate', viewer, body);
        expect(answer.status).toBe(200);
        return ((await answer.json()) as { problems: { doc: string }[] }).problems.map((problem) => problem.doc);
      };
      const admin = await person('checking-admin@example.com', 'all', { admin: true });
      expect(await seenBy(admin, { docs: [] })).toContain('demos/florist/pages/about.json');
      expect(await seenBy(cookie, { docs: [] })).toEqual([]);
      const site = (await (await call('GET', '/api/site?id=bakery', cookie)).json()) as {
        pages: { file: string; version: string }[];
      };
      const home = site.pages.find((page) => page.file === 'demos/bakery/pages/home.json')!;
      const edited = { docs: [{ file: home.file, version: home.version, data: { blocks: 'not a list' } }] };
      const problems = await seenBy(cookie, edited);
      expect(problems).toContain('demos/bakery/pages/home.json');
      expect(problems.every((doc) => doc.startsWith('demos/bakery/'))).toBe(true);
      expect(log.filter((line) => line.includes('person=checker@example.com') && line.includes('refused'))).toEqual([]);
    } finally {
      writeFileSync(broken, saved);
    }
  });
});

describe('signing in', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const postForm = (path: string, fields: Record<string, string>, cookie = '') =>
    fetch(origin + path, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
      body: form(fields),
    });

  it('goes from an invitation to a signed-in editor', async () => {
    const { token } = await team.accounts.invite({ email: 'new@example.com', sites: ['bakery'] });
    const page = await (await fetch(`${origin}/invite/${token}`)).text();
    for (const label of [
      '<label for="name">Name</label>',
      '<label for="password">Password</label>',
      '<button type="submit">Create account</button>',
    ])
      expect(page).toContain(label);
    const short = await postForm(`/invite/${token}`, { name: 'New', password: 'short' });
    expect(short.status).toBe(400);
    const refused = await short.text();
    expect(refused).toContain('The password needs at least 10 characters.');
    // The cursor goes where the fix is: the password, not the name that was fine.
    expect(refused).toMatch(/<input id="password"[^>]* autofocus aria-invalid="true"/);
    expect(refused).not.toMatch(/<input id="name"[^>]* autofocus/);
    const nameless = await (await postForm(`/invite/${token}`, { name: ' ', password: 'a long password' })).text();
    expect(nameless).toMatch(/<input id="name"[^>]* autofocus/);
    const made = await postForm(`/invite/${token}`, { name: 'New Person', password: 'a long password' });
    expect(made.status).toBe(303);
    const cookie = made.headers.getSetCookie().find((set) => set.startsWith('editor_session='))!;
    expect(cookie).toMatch(/^editor_session=[A-Za-z0-9_-]{40,}; HttpOnly; SameSite=Strict; Path=\/; Max-Age=28800$/);
    const me = (await (await call('GET', '/api/team/me', cookie.split(';')[0])).json()) as {
      name: string;
      sites: string[];
    };
    expect(me).toMatchObject({ name: 'New Person', sites: ['bakery'] });
    expect((await fetch(`${origin}/invite/${token}`)).status).toBe(404);
    expect(readFileSync(join(data.dir, 'accounts.json'), 'utf8')).not.toContain(token);
  });

  it('shows the sign-in page, signs in with a new session id, and signs out everywhere', async () => {
    const page = await (await fetch(`${origin}/sign-in`)).text();
    for (const label of [
      '<label for="email">Email</label>',
      '<label for="password">Password</label>',
      '<button type="submit">Sign in</button>',
    ])
      expect(page).toContain(label);
    const { token } = await team.accounts.invite({ email: 'ina@example.com', sites: ['bakery'] });
    await team.accounts.accept(token, 'Ina', 'ina password 1');
    const first = (
      await postForm('/sign-in', { email: 'ina@example.com', password: 'ina password 1' }, 'editor_session=planted')
    ).headers
      .get('set-cookie')!
      .split(';')[0];
    expect(first).not.toBe('editor_session=planted');
    const second = (await postForm('/sign-in', { email: 'INA@example.com', password: 'ina password 1' }, first)).headers
      .get('set-cookie')!
      .split(';')[0];
    expect(first).not.toBe(second);
    expect((await call('GET', '/api/team/me', first)).status).toBe(401);
    const third = (await postForm('/sign-in', { email: 'ina@example.com', password: 'ina password 1' })).headers
      .get('set-cookie')!
      .split(';')[0];
    // A link (a GET) signs nobody out: only the form's POST does.
    for (const path of ['/sign-out', '/sign-out-everywhere']) await call('GET', path, second);
    expect((await call('GET', '/api/team/me', second)).status).toBe(200);
    const out = await call('POST', '/sign-out-everywhere', second);
    expect(out.status).toBe(303);
    expect(out.headers.get('set-cookie')).toMatch(/^editor_session=; .*Max-Age=0/);
    // The sign-in page it leads to says so.
    expect(out.headers.get('location')).toBe('/sign-in?out=everywhere');
    expect(await (await fetch(`${origin}/sign-in?out=everywhere`)).text()).toContain(
      '<p class="done" role="status">You are signed out on every device.</p>',
    );
    expect(await (await fetch(`${origin}/sign-in?out=constructor`)).text()).not.toContain('role="status"');
    expect((await call('GET', '/api/team/me', third)).status).toBe(401);
    const logged = readFileSync(join(data.dir, 'audit.log'), 'utf8');
    expect(logged).toMatch(/\| sign-in \| person=ina@example.com \| address=127\.0\.0\.1/);
    for (const secret of ['ina password 1', first.split('=')[1], third.split('=')[1], hashToken(third.split('=')[1])])
      expect(logged).not.toContain(secret);
  });

  it('returns to the page that was asked for after signing in, and never to another site', async () => {
    const { token } = await team.accounts.invite({ email: 'back@example.com', sites: ['bakery'] });
    await team.accounts.accept(token, 'Back', 'return trip 1');
    const asked = await fetch(`${origin}/edit/bakery/about`, {
      redirect: 'manual',
      headers: { Accept: 'text/html' },
    });
    expect(asked.status).toBe(303);
    const signInAt = asked.headers.get('location')!;
    expect(signInAt).toBe('/sign-in?next=%2Fedit%2Fbakery%2Fabout');
    const page = await (await fetch(origin + signInAt)).text();
    expect(page).toContain('<input type="hidden" name="next" value="/edit/bakery/about" />');
    const signedIn = await postForm('/sign-in', {
      email: 'back@example.com',
      password: 'return trip 1',
      next: '/edit/bakery/about',
    });
    expect(signedIn.headers.get('location')).toBe('/edit/bakery/about');
    for (const hostile of ['//evil.example/x', '/\\evil.example', 'https://evil.example', '/a"><script>', ' /edit'])
      expect(
        (
          await postForm('/sign-in', { email: 'back@example.com', password: 'return trip 1', next: hostile })
        ).headers.get('location'),
        hostile,
      ).toBe('/');
  });

  it('names the invited sites and the email on the invitation, and offers help for a forgotten password', async () => {
    const { token } = await team.accounts.invite({ email: 'named@example.com', sites: ['bakery', 'florist'] });
    const names = listSites(content.dir)
      .filter((site) => ['bakery', 'florist'].includes(site.id))
      .map((site) => site.name);
    const page = await (await fetch(`${origin}/invite/${token}`)).text();
    expect(page).toContain(`You are invited to edit <strong>${names.join(' and ').replace(/&/g, '&amp;')}</strong>.`);
    expect(page).toContain('You will sign in as <strong>named@example.com</strong>.');
    expect(await (await fetch(`${origin}/sign-in`)).text()).toContain('Forgot your password? Ask the studio');
  });

  it('answers 429 after five wrong passwords, with a plain message, and one sentence before', async () => {
    const { token } = await team.accounts.invite({ email: 'kim@example.com', sites: ['bakery'] });
    await team.accounts.accept(token, 'Kim', 'kim password 1');
    const statuses: number[] = [];
    let text = '';
    for (let i = 0; i < 6; i++) {
      const answer = await postForm('/sign-in', { email: 'kim@example.com', password: `wrong password ${i}` }, '');
      statuses.push(answer.status);
      text = await answer.text();
      if (i === 0) expect(text).toContain('That email and password do not match an account.');
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(text).toContain('Too many failed sign-ins. Try again in 15 minutes.');
    expect((await postForm('/sign-in', { email: 'kim@example.com', password: 'kim password 1' })).status).toBe(429);
    const logged = readFileSync(join(data.dir, 'audit.log'), 'utf8');
    expect(logged).toContain('| sign-in failed | person=kim@example.com | address=127.0.0.1');
    expect(logged).not.toContain('wrong password');
  });
});

describe('a save in team mode', () => {
  it('is one commit by the person, with the change in words, shown in the history', async () => {
    const cookie = await person('ana@example.com', ['bakery']);
    const file = 'demos/bakery/pages/about.json';
    const publishState = async () =>
      ((await (await call('GET', '/api/publish?site=bakery', cookie)).json()) as { state: string }).state;
    // Nothing saved here yet: the repository's first commit is what was handed over, not a change waiting.
    expect(await publishState()).toBe('Published');
    const site = (await (await call('GET', '/api/site?id=bakery', cookie)).json()) as {
      pages: { file: string; text: string; version: string }[];
    };
    const doc = site.pages.find((p) => p.file === file)!;
    const data = JSON.parse(doc.text);
    const tier = data.blocks
      .flatMap((b: { tiers?: { name: string; price: string }[] }) => b.tiers ?? [])
      .find((t: { name: string }) => t.name === 'Small');
    const old = tier.price;
    tier.price = '$145';
    const saved = await call('POST', '/api/save', cookie, { docs: [{ file, version: doc.version, data }] });
    expect(saved.status).toBe(200);
    expect(git(content.dir, 'log', '-1', '--format=%an <%ae>|%s').trim()).toBe(
      `ana <ana@example.com>|Bakery › About › Bread boxes: price of the "Small" package ${old} → $145`,
    );
    expect(git(content.dir, 'show', '--name-only', '--format=', 'HEAD').trim()).toBe(file);
    const history = (await (await call('GET', `/api/history?site=bakery&file=${file}`, cookie)).json()) as {
      entries: { author: string; email: string; summary: string }[];
    };
    expect(history.entries[0]).toMatchObject({
      author: 'ana',
      summary: `Bakery › About › Bread boxes: price of the "Small" package ${old} → $145`,
    });
    // The first commit was made outside the editor, by an author without an account: the studio's, in words.
    expect(history.entries.at(-1)).toEqual(
      expect.objectContaining({ author: 'The studio', email: '', summary: 'Bakery › About: new page' }),
    );
    expect(await publishState()).toBe('Unpublished changes (1)');
  });

  it("of a collection's entry is one commit by the person, of that file alone; another site's person is refused it", async () => {
    // A site with a collection entry, found in the content: its entries come with the site, and save as pages do.
    type Answer = { collections: { entries: { file: string; version: string }[] }[] };
    const admin = await person('entries-admin@example.com', 'all', { admin: true });
    let found: { id: string; entry: Answer['collections'][number]['entries'][number] } | undefined;
    for (const { id } of listSites(content.dir)) {
      const site = (await (await call('GET', `/api/site?id=${id}`, admin)).json()) as Answer;
      const entry = site.collections.flatMap((c) => c.entries)[0];
      if (entry) found = { id, entry };
      if (found) break;
    }
    if (!found) throw new Error('No site of the content has a collection entry.');
    const { id, entry } = found;
    const stranger = await person('entries-stranger@example.com', [id === 'bakery' ? 'florist' : 'bakery']);
    // The site's answer summarises each entry; its whole file is read when it is opened.
    const whole = (await (await call('GET', `/api/entries/file?file=${entry.file}`, admin)).json()) as {
      text: string;
      version: string;
    };
    expect(whole.version).toBe(entry.version);
    const data = { ...JSON.parse(whole.text), title: 'A title changed in team mode' };
    const docs = [{ file: entry.file, version: entry.version, data }];
    const before = snapshot();
    expect((await call('GET', `/api/site?id=${id}`, stranger)).status).toBe(403);
    expect((await call('GET', `/api/entries/file?file=${entry.file}`, stranger)).status).toBe(403);
    expect((await call('GET', `/api/entries/file?file=${entry.file}`, '')).status).toBe(401);
    expect((await call('POST', '/api/save', stranger, { docs })).status).toBe(403);
    expect((await call('POST', '/api/save', '', { docs })).status).toBe(401);
    expect((await call('POST', '/api/save', admin, { docs }, 'https://elsewhere.example')).status).toBe(403);
    expect(snapshot()).toBe(before);

    const editor = await person('entries-editor@example.com', [id]);
    expect((await call('POST', '/api/save', editor, { docs })).status).toBe(200);
    expect(git(content.dir, 'log', '-1', '--format=%ae').trim()).toBe('entries-editor@example.com');
    expect(git(content.dir, 'show', '--name-only', '--format=', 'HEAD').trim()).toBe(entry.file);
    expect(readFileSync(join(content.dir, entry.file), 'utf8')).toContain('"title": "A title changed in team mode"');

    // Given a time ahead, the entry is scheduled: the site's state counts it.
    const state = async () =>
      ((await (await call('GET', `/api/publish?site=${id}`, admin)).json()) as { state: string }).state;
    expect(await state()).not.toMatch(/scheduled/);
    const saved = JSON.parse(readFileSync(join(content.dir, entry.file), 'utf8'));
    const version = ((await (await call('GET', `/api/site?id=${id}`, admin)).json()) as Answer).collections
      .flatMap((c) => c.entries)
      .find((e) => e.file === entry.file)!.version;
    const later = { ...saved, draft: false, date: '2099-03-03', time: '09:00' };
    const scheduling = await call('POST', '/api/save', editor, { docs: [{ file: entry.file, version, data: later }] });
    expect(scheduling.status).toBe(200);
    await expect.poll(state).toMatch(/ · 1 scheduled$/);
  });

  it("by two people at once, forced, never credits one with the other's change nor leaves one out of the history", async () => {
    const people = [
      { email: 'first@example.com', cookie: await person('first@example.com', ['bakery']) },
      { email: 'second@example.com', cookie: await person('second@example.com', ['bakery']) },
    ];
    const file = 'demos/bakery/site.json';
    const read = async (cookie: string) =>
      ((await (await call('GET', '/api/site?id=bakery', cookie)).json()) as { site: { text: string; version: string } })
        .site;
    const before = Number(git(content.dir, 'rev-list', '--count', 'HEAD'));
    const rounds = 6;
    for (let round = 0; round < rounds; round++) {
      const { text, version } = await read(people[0].cookie);
      const answers = await Promise.all(
        people.map(({ email, cookie }) => {
          const data = { ...JSON.parse(text), tagline: `${email} round ${round}` };
          return call('POST', '/api/save', cookie, { docs: [{ file, version, data }], force: true });
        }),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
    }
    // Every save is its own commit, and each commit's author is the person whose words it holds.
    const commits = git(content.dir, 'log', `-${rounds * 2}`, '--format=%H %ae')
      .trim()
      .split('\n')
      .map((line) => line.split(' '));
    expect(Number(git(content.dir, 'rev-list', '--count', 'HEAD')) - before).toBe(rounds * 2);
    for (const [commit, email] of commits)
      expect(JSON.parse(git(content.dir, 'show', `${commit}:${file}`)).tagline).toMatch(new RegExp(`^${email} round`));
    expect(git(content.dir, 'status', '--porcelain', '--', 'demos/bakery')).toBe('');
  });

  it('of a duplicated site is one commit by the admin holding every file of the copy, and nothing is left out', async () => {
    const cookie = await person('admin-copy@example.com', 'all', { admin: true });
    const answer = await call('POST', '/api/sites/duplicate', cookie, {
      from: 'florist',
      folder: 'florist-copy',
      name: 'Copy of the florist',
      basePath: '/florist-copy',
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    const { folder } = (await answer.json()) as { folder: string };
    const committed = git(content.dir, 'show', '--name-only', '--format=%an', 'HEAD').trim().split('\n');
    expect(committed[0]).toBe('admin-copy');
    const onDisk = readdirSync(join(content.dir, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(content.dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
    expect(committed.slice(1).filter(Boolean).sort()).toEqual(onDisk.sort());
    expect(git(content.dir, 'status', '--porcelain', '--', folder)).toBe('');
  });

  it("commits the redirect a moved page leaves, and takes its removal only from that site's person, signed in, at home", async () => {
    const cookie = await person('florist@example.com', ['florist']);
    const other = await person('not-florist@example.com', ['bakery']);
    const committed = () => git(content.dir, 'show', '--name-only', '--format=', 'HEAD').trim().split('\n').sort();
    // A page of its own, which nothing links to, so its move breaks no link.
    const created = await call('POST', '/api/pages/create', cookie, {
      site: 'florist',
      path: '/spring-offer',
      title: 'Spring offer',
      description: 'A deep clean of every room at a spring price, for a limited time.',
    });
    const page = (await created.json()) as { file: string; text: string; version: string };
    const data = { ...JSON.parse(page.text), path: '/spring-deal' };
    const moved = await call('POST', '/api/save', cookie, { docs: [{ file: page.file, version: page.version, data }] });
    expect(moved.status).toBe(200);
    const file = 'demos/florist/redirects.json';
    expect(committed()).toEqual([file, page.file].sort());
    const { saved } = (await moved.json()) as { saved: { file: string; text: string; version: string }[] };
    const redirects = saved.find((entry) => entry.file === file)!;
    expect(JSON.parse(redirects.text).redirects).toEqual([{ from: '/spring-offer', to: '/spring-deal' }]);

    const removal = {
      docs: [{ file, version: redirects.version, data: { ...JSON.parse(redirects.text), redirects: [] } }],
    };
    const before = snapshot();
    expect((await call('POST', '/api/save', '', removal)).status).toBe(401);
    expect((await call('POST', '/api/save', other, removal)).status).toBe(403);
    expect((await call('POST', '/api/save', cookie, removal, 'https://evil.example')).status).toBe(403);
    expect(snapshot()).toBe(before);
    expect((await call('POST', '/api/save', cookie, removal)).status).toBe(200);
    expect(committed()).toEqual([file]);
    expect(JSON.parse(readFileSync(join(content.dir, file), 'utf8')).redirects).toEqual([]);
  });
});

describe('a body nested thousands of levels deep', () => {
  it('is refused with 400 and a plain sentence, by a check and by a save, and nothing is written', async () => {
    const cookie = await person('nester@example.com', ['florist']);
    const file = 'demos/florist/pages/home.json';
    const before = snapshot();
    const site = (await (await call('GET', '/api/site?id=florist', cookie)).json()) as {
      pages: { file: string; version: string }[];
    };
    const version = site.pages.find((page) => page.file === file)!.version;
    // Sent as text: JSON.stringify of such a value overflows the sender's stack as well.
    const text = `{"docs":[{"file":"${file}","version":"${version}","data":${'{"a":'.repeat(30_000)}1${'}'.repeat(30_000)}}]}`;
    for (const path of ['/api/validate', '/api/save']) {
      const answer = await fetch(origin + path, {
        method: 'POST',
        headers: {
          Cookie: cookie,
          Origin: origin,
          'X-Editor-Token': tokenOf(cookie),
          'Content-Type': 'application/json',
        },
        body: text,
      });
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { error: string }).error).toMatch(/^The request body is nested too deeply/);
    }
    expect(snapshot()).toBe(before);
  });
});

describe('a restore in team mode', () => {
  it('is checked like a save: a version whose link leads to a deleted page is refused, and nothing is written', async () => {
    const cookie = await person('florist-editor@example.com', ['florist']);
    const home = 'demos/florist/pages/home.json';
    const open = async () => {
      const site = (await (await call('GET', '/api/site?id=florist', cookie)).json()) as {
        pages: { file: string; text: string; version: string }[];
      };
      return site.pages.find((p) => p.file === home)!;
    };
    const saveHome = async (from: string, to: string) => {
      const doc = await open();
      const saved = await call('POST', '/api/save', cookie, {
        docs: [{ file: home, version: doc.version, data: JSON.parse(doc.text.replace(`"${from}"`, `"${to}"`)) }],
      });
      expect([saved.status, await saved.clone().text()]).toEqual([200, expect.anything()]);
      return git(content.dir, 'rev-parse', 'HEAD').trim();
    };
    const link = /"(~\/[a-z-]+)"/.exec((await open()).text)![1];
    const created = await call('POST', '/api/pages/create', cookie, {
      site: 'florist',
      path: '/promo',
      title: 'Promo',
      description: 'A promotion for the summer, with a price for every tune-up and repair.',
    });
    expect([created.status, await created.clone().text()]).toEqual([200, expect.anything()]);
    const withPromo = await saveHome(link, '~/promo');
    const linkedBack = await saveHome('~/promo', link);
    expect((await call('POST', '/api/pages/delete', cookie, { site: 'florist', name: 'promo' })).status).toBe(200);

    const before = snapshot();
    const restored = await call('POST', '/api/history/restore', cookie, {
      site: 'florist',
      file: home,
      commit: withPromo,
    });
    expect([restored.status, await restored.clone().text()]).toEqual([422, expect.anything()]);
    expect(((await restored.json()) as { error: string }).error).toMatch(/promo/);
    // "Undo this change" of the link back is the same write by another road.
    const undone = await call('POST', '/api/history/restore', cookie, {
      site: 'florist',
      file: home,
      commit: linkedBack,
      undo: true,
    });
    expect([undone.status, await undone.clone().text()]).toEqual([422, expect.stringMatching(/promo/)]);
    expect(snapshot()).toBe(before);
  });

  it('of a folder is refused with a plain sentence, not an error of the server', async () => {
    const cookie = await person('folder-restorer@example.com', ['florist']);
    const commit = git(content.dir, 'rev-parse', 'HEAD').trim();
    for (const undo of [false, true]) {
      const answer = await call('POST', '/api/history/restore', cookie, {
        site: 'florist',
        file: 'demos/florist/pages',
        commit,
        undo,
      });
      expect([answer.status, ((await answer.json()) as { error: string }).error]).toEqual([
        400,
        expect.stringMatching(/is a folder/),
      ]);
    }
  });
});

describe('uploads in team mode', () => {
  it('stop at the per-person allowance and at the cap on pictures waiting, with a plain message', async () => {
    const cookie = await person('uploader@example.com', ['bakery']);
    const other = await person('other-uploader@example.com', ['bakery']);
    const svg = (n: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><!-- ${n} --></svg>`;
    const upload = (who: string, n: number) =>
      fetch(`${origin}/api/upload?site=bakery&name=quota-${n}.svg`, {
        method: 'POST',
        headers: { Cookie: who, Origin: origin, 'X-Editor-Token': tokenOf(who), 'Content-Type': 'image/svg+xml' },
        body: svg(n),
      });
    const size = Buffer.byteLength(svg(0));
    const saved = team.uploads;
    try {
      team.uploads = new UploadQuota({ perPersonPerDay: size * 3, totalWaiting: 10 ** 9 });
      const statuses = [];
      for (let n = 0; n < 5; n++) statuses.push((await upload(cookie, n)).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const refused = await upload(cookie, 9);
      expect(((await refused.json()) as { error: string }).error).toMatch(/most one person may in a day/);
      // Another person has an allowance of their own.
      expect((await upload(other, 10)).status).toBe(200);

      team.uploads = new UploadQuota({
        perPersonPerDay: 10 ** 9,
        totalWaiting: waitingBytes(content.dir) + Buffer.byteLength(svg(11)),
      });
      expect((await upload(other, 11)).status).toBe(200);
      const full = await upload(other, 12);
      expect(full.status).toBe(507);
      expect(((await full.json()) as { error: string }).error).toMatch(/waiting to be saved is full/);
    } finally {
      team.uploads = saved;
    }
  });
});

describe('the upload allowance', () => {
  it('charges what arrived: a body cut short or a refused upload gives back the rest of what it claimed', async () => {
    const email = 'cut-short@example.com';
    const cookie = await person(email, ['bakery']);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><!-- whole --></svg>';
    const headers = { Cookie: cookie, Origin: origin, 'X-Editor-Token': tokenOf(cookie) };
    const saved = team.uploads;
    try {
      const claimed = 90_000;
      team.uploads = new UploadQuota({ perPersonPerDay: claimed + 2 * svg.length, totalWaiting: 10 ** 9 });
      // Claims 90 kB, sends 10 bytes, and the connection ends: as a dropped mobile connection does.
      const { port } = new URL(origin);
      const socket = connect(Number(port), '127.0.0.1');
      await new Promise((done) => socket.once('connect', done));
      const head = [
        'POST /api/upload?site=bakery&name=cut.svg HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        ...Object.entries({ ...headers, 'Content-Type': 'image/svg+xml', 'Content-Length': String(claimed) }).map(
          ([name, value]) => `${name}: ${value}`,
        ),
      ];
      socket.write(`${head.join('\r\n')}\r\n\r\n<svg xmlns`);
      for (let tries = 0; team.uploads.used(email) !== claimed && tries < 100; tries++)
        await new Promise((done) => setTimeout(done, 20));
      expect(team.uploads.used(email)).toBe(claimed);
      socket.destroy();
      for (let tries = 0; team.uploads.used(email) === claimed && tries < 100; tries++)
        await new Promise((done) => setTimeout(done, 20));
      expect(team.uploads.used(email)).toBe(10);

      // A refused upload (not a picture of its kind) keeps only the bytes it sent.
      const refused = await fetch(`${origin}/api/upload?site=bakery&name=cut.png`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'image/png' },
        body: svg,
      });
      expect(refused.status).toBe(415);
      expect(team.uploads.used(email)).toBe(10 + svg.length);
      // The real picture still fits in what is left of the day.
      const whole = await fetch(`${origin}/api/upload?site=bakery&name=whole.svg`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'image/svg+xml' },
        body: svg,
      });
      expect(whole.status).toBe(200);
      expect(team.uploads.used(email)).toBe(10 + 2 * svg.length);
    } finally {
      team.uploads = saved;
    }
  });
});

describe('the audit log', () => {
  it("holds an admin's invitations, site and publishing changes, removals, preview links and restores, with who and from where", async () => {
    const admin = await person('auditing-admin@example.com', 'all', { admin: true });
    const invited = await call('POST', '/api/team/people/invite', admin, {
      email: 'Guest@Example.com',
      sites: 'bakery',
    });
    expect(invited.status).toBe(200);
    expect(
      (await call('POST', '/api/team/people/sites', admin, { email: 'guest@example.com', sites: 'florist' })).status,
    ).toBe(200);
    expect(
      (await call('POST', '/api/team/people/publishing', admin, { email: 'guest@example.com', right: 'tell' })).status,
    ).toBe(200);
    expect((await call('POST', '/api/team/people/remove', admin, { email: 'guest@example.com' })).status).toBe(200);
    const link = (await (await call('POST', '/api/previews/create', admin, { site: 'bakery' })).json()) as {
      id: string;
    };
    expect((await call('POST', '/api/previews/revoke', admin, { site: 'bakery', id: link.id })).status).toBe(200);
    const file = 'demos/bakery/site.json';
    const first = git(content.dir, 'log', '--format=%H', '-1', '--', file).trim();
    const doc = (
      (await (await call('GET', '/api/site?id=bakery', admin)).json()) as {
        site: { text: string; version: string };
      }
    ).site;
    const changed = JSON.parse(doc.text) as { name: string };
    const saved = await call('POST', '/api/save', admin, {
      docs: [{ file, version: doc.version, data: { ...changed, name: `${changed.name} (audited)` } }],
    });
    expect(saved.status).toBe(200);
    const restored = await call('POST', '/api/history/restore', admin, { site: 'bakery', file, commit: first });
    expect([restored.status, await restored.clone().text()]).toEqual([200, expect.anything()]);

    const { entries } = (await (await call('GET', '/api/team/audit', admin)).json()) as {
      entries: { event: string; person: string; address: string; detail: string }[];
    };
    const mine = entries.filter((entry) => entry.person === 'auditing-admin@example.com');
    expect(mine.map((entry) => [entry.event, entry.detail]).reverse()).toEqual([
      ['invitation made', 'guest@example.com – bakery'],
      ['sites changed', 'guest@example.com – florist'],
      ['publishing changed', 'guest@example.com – may publish; the studio is told'],
      ['person removed', 'guest@example.com, 0 sessions ended'],
      ['preview link made', expect.stringMatching(/^bakery, until \d{4}-\d\d-\d\d$/)],
      ['preview link revoked', 'bakery'],
      ['restore', `bakery – ${file} restored to ${first.slice(0, 12)}`],
    ]);
    expect(mine.every((entry) => entry.address === '127.0.0.1')).toBe(true);
  });
});
