/**
 * The check of the saved content behind the site list and a check without
 * documents: run once for everyone while the content folder stays as it is,
 * and again as soon as anything in it changes, by a save or from outside.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleApi, sendError } from '../../../../scripts/editor/api.ts';
import { HttpError } from '../../../../scripts/editor/http-error.ts';
import { loadContent } from '../../../../scripts/content/core/load-content.ts';
import { hashToken } from '../../../../scripts/editor/team/tokens.ts';
import { TeamMode } from '../../../../scripts/editor/team/team-mode.ts';
import { PROJECT_ROOT } from '../../../../scripts/paths.ts';
import { listSites } from '../../../../scripts/editor/documents.ts';
import { copyFixture } from '../server/content-copy.ts';
import { git, tempDir } from './git-fixture.ts';

// Every run of the checker over the content folder goes through loadContent: counted here.
vi.mock('../../../../scripts/content/core/load-content.ts', async (original) => {
  const real = await original<typeof import('../../../../scripts/content/core/load-content.ts')>();
  return { ...real, loadContent: vi.fn(real.loadContent) };
});
const checks = () => vi.mocked(loadContent).mock.calls.length;
// The site list reads every page of every site: counted too.
vi.mock('../../../../scripts/editor/documents.ts', async (original) => {
  const real = await original<typeof import('../../../../scripts/editor/documents.ts')>();
  return { ...real, listSites: vi.fn(real.listSites) };
});
const listings = () => vi.mocked(listSites).mock.calls.length;

const content = copyFixture();
const data = tempDir('team-data-');
let server: Server;
let team: TeamMode;
let origin = '';

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
  }));
  const ctx = { contentDir: content.dir, port, token: 'unused in team mode' };
  server.on('request', (req, res) => {
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
  team.scheduler.stop();
  content.remove();
  data.remove();
});

async function person(email: string, sites: string[] | 'all') {
  const { token } = await team.accounts.invite({ email, sites });
  await team.accounts.accept(token, email.split('@')[0], 'a long password');
  return `editor_session=${await team.sessions.start(email)}`;
}

const call = (method: string, path: string, cookie: string, body?: unknown) =>
  fetch(origin + path, {
    method,
    headers: {
      Cookie: cookie,
      ...(method === 'POST'
        ? {
            Origin: origin,
            'X-Editor-Token': team.pageToken(hashToken(cookie.replace(/^editor_session=/, ''))),
            'Content-Type': 'application/json',
          }
        : {}),
    },
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });

const problemDocs = async (answer: Promise<Response>) => {
  const reply = await answer;
  expect(reply.status).toBe(200);
  return ((await reply.json()) as { problems: { doc: string }[] }).problems.map((problem) => problem.doc);
};

describe('the check of the saved content', () => {
  it('runs once for twenty site lists and checks without documents asked at once', async () => {
    const cookie = await person('lister@example.com', 'all');
    const before = checks();
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => call('GET', '/api/sites', cookie)),
      ...Array.from({ length: 5 }, () => call('POST', '/api/validate', cookie, { docs: [] })),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const bodies = await Promise.all(answers.map((answer) => answer.json() as Promise<{ problems: unknown[] }>));
    expect(new Set(bodies.map((body) => JSON.stringify(body.problems))).size).toBe(1);
    expect(checks() - before).toBe(1);
  });

  it("lists the sites once for checks with documents while the content is unchanged, and keeps their answers to the person's sites", async () => {
    const cookie = await person('checker@example.com', ['florist']);
    const file = 'demos/florist/pages/home.json';
    const site = (await (await call('GET', '/api/site?id=florist', cookie)).json()) as {
      pages: { file: string; text: string; version: string }[];
    };
    const page = site.pages.find((p) => p.file === file)!;
    const edited = {
      docs: [{ file, version: page.version, data: { ...JSON.parse(page.text), title: 'x'.repeat(200) } }],
    };
    await problemDocs(call('POST', '/api/validate', cookie, edited));
    const before = listings();
    for (let i = 0; i < 3; i++) {
      const docs = await problemDocs(call('POST', '/api/validate', cookie, edited));
      expect(docs).toContain(file);
      expect(docs.every((doc) => doc.startsWith('demos/florist/'))).toBe(true);
    }
    expect(listings() - before).toBe(0);
  });

  it('is right at once after a change from outside, a save and a new page, and a check with documents still checks them', async () => {
    const cookie = await person('bakery-keeper@example.com', ['bakery']);
    const file = 'demos/bakery/pages/home.json';
    const path = join(content.dir, file);
    const original = readFileSync(path, 'utf8');
    const sites = () => problemDocs(call('GET', '/api/sites', cookie));
    expect(await sites()).toEqual([]);
    // Changed on disk in place, as an editor or a pull would change it, to the same size: the very next list says so.
    writeFileSync(path, original.replace('"blocks"', '"blockz"'));
    expect(await sites()).toContain(file);
    expect(await sites()).toContain(file);

    // Mended by a save: the very next list no longer names it.
    const site = (await (await call('GET', '/api/site?id=bakery', cookie)).json()) as {
      pages: { file: string; text: string; version: string }[];
    };
    const page = site.pages.find((p) => p.file === file)!;
    const mended = JSON.parse(page.text.replace('"blockz"', '"blocks"')) as { title: string };
    const saved = await call('POST', '/api/save', cookie, { docs: [{ file, version: page.version, data: mended }] });
    expect(saved.status).toBe(200);
    expect(await sites()).toEqual([]);

    // A check with documents checks them, not the saved content.
    const now = (await (await call('GET', '/api/site?id=bakery', cookie)).json()) as typeof site;
    const version = now.pages.find((p) => p.file === file)!.version;
    const edited = { docs: [{ file, version, data: { ...mended, title: 'x'.repeat(200) } }] };
    expect(await problemDocs(call('POST', '/api/validate', cookie, edited))).toContain(file);
    expect(await sites()).toEqual([]);

    // A new page is in the very next list of sites.
    const pagesOf = async () => {
      const list = (await (await call('GET', '/api/sites', cookie)).json()) as {
        sites: { id: string; pages: { path?: string }[] }[];
      };
      return list.sites.find((s) => s.id === 'bakery')!.pages.map((p) => p.path);
    };
    expect(await pagesOf()).not.toContain('/offers');
    const made = await call('POST', '/api/pages/create', cookie, {
      site: 'bakery',
      path: '/offers',
      title: 'Offers',
      description: 'The offers of the season, with their prices and the days they hold.',
    });
    expect(made.status).toBe(200);
    expect(await pagesOf()).toContain('/offers');
  });
});
