/**
 * Review before publish over HTTP, on a real git repository with a remote:
 * asking covers the exact saved range, only publishers look and decide, a
 * person withdraws only their own request, and an approval publishes exactly
 * what was reviewed. Every route is tried without a session, for another site
 * and from another origin.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendError } from '../../../../scripts/editor/api.ts';
import { commitSave } from '../../../../scripts/editor/team/history.ts';
import { teamScheduler } from '../../../../scripts/editor/team/schedule-publish.ts';
import { TeamMode } from '../../../../scripts/editor/team/team-mode.ts';
import { hashToken } from '../../../../scripts/editor/team/tokens.ts';
import { PROJECT_ROOT } from '../../../../scripts/paths.ts';
import type { ReviewEvent, ReviewFile, ReviewList, ReviewRequest } from '../../../../src/editor/protocol.ts';
import type { PublishRight } from '../../../../src/editor/publish-right.ts';
import { contentRepository, git, tempDir, withPrice } from './git-fixture.ts';

const root = tempDir('review-');
const data = join(root.dir, 'data');
const SERVICES = 'demos/salon/pages/services.json';
let server: Server;
let team: TeamMode;
let origin = '';
let work = '';
let remote = '';

beforeAll(async () => {
  ({ work, remote } = contentRepository(root.dir));
  server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ({ team } = await TeamMode.open({
    contentDir: work,
    dataDir: data,
    projectRoot: PROJECT_ROOT,
    ownOrigins: [origin],
    previewBaseUrl: 'http://127.0.0.1:1',
    env: {},
    print: () => undefined,
  }));
  server.on('request', (req, res) => {
    team
      .admit(req, res)
      .then((admitted) => admitted && sendError(res, new Error('not part of this test')))
      .catch((error) => sendError(res, error));
  });
}, 60_000);

afterAll(async () => {
  await new Promise((done) => server.close(done));
  root.remove();
});

async function person(
  email: string,
  sites: string[] | 'all',
  options: { admin?: boolean; publish?: boolean; publishing?: PublishRight } = {},
) {
  const { token } = await team.accounts.invite({ email, sites, ...options });
  await team.accounts.accept(token, email.split('@')[0], 'a long password');
  return `editor_session=${await team.sessions.start(email)}`;
}

const call = (method: 'GET' | 'POST', path: string, cookie = '', body?: unknown, from = origin) =>
  fetch(origin + path, {
    method,
    redirect: 'manual',
    headers: {
      Cookie: cookie,
      ...(method === 'POST'
        ? {
            Origin: from,
            // The page token the editor's page of this session carries.
            'X-Editor-Token': team.pageToken(hashToken(cookie.replace(/^editor_session=/, ''))),
            'Content-Type': 'application/json',
          }
        : {}),
    },
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
const json = async <T>(answer: Response | Promise<Response>) => (await (await answer).json()) as T;

/** A save by a person, committed as the editor's team mode commits it. */
async function save(file: string, text: string, email = 'ana@example.com') {
  const before = readFileSync(join(work, file), 'utf8');
  writeFileSync(join(work, file), text);
  return (await commitSave(team.git, [{ file, before, after: text }], { name: email.split('@')[0], email }))!;
}

const remoteTree = () => git(remote, 'rev-parse', 'main:demos/salon').trim();
const treeAt = (commit: string) => git(work, 'rev-parse', `${commit}:demos/salon`).trim();

/** One request per review route, aimed at the HVAC site. */
const HVAC: ['GET' | 'POST', string, unknown?][] = [
  ['GET', '/api/review?site=hvac'],
  ['GET', '/api/review/show?site=hvac&id=x'],
  ['POST', '/api/review/ask', { site: 'hvac', note: 'taken' }],
  ['POST', '/api/review/withdraw', { site: 'hvac', id: 'x' }],
  ['POST', '/api/review/send-back', { site: 'hvac', id: 'x', comment: 'no' }],
  ['POST', '/api/review/approve', { site: 'hvac', id: 'x', to: 'x' }],
  ['POST', '/api/review/seen', { site: 'hvac', id: 'x' }],
];

describe('review routes refuse', () => {
  it('everyone without a session (401), and write nothing', async () => {
    for (const [method, path, body] of HVAC) expect((await call(method, path, '', body)).status, path).toBe(401);
    expect(existsSync(join(data, 'reviews.json'))).toBe(false);
  });

  it("another site's person (403), even one who may publish, and write nothing", async () => {
    const cookie = await person('salon-boss@example.com', ['salon'], { publish: true });
    for (const [method, path, body] of HVAC) {
      const answer = await call(method, path, cookie, body);
      expect(answer.status, path).toBe(403);
      expect((await json<{ error: string }>(answer)).error).toBe('You do not have access to that site.');
    }
    expect(existsSync(join(data, 'reviews.json'))).toBe(false);
  });

  it('a write from another origin (403), with a good session', async () => {
    const cookie = await person('hvac-admin@example.com', 'all', { admin: true });
    for (const [method, path, body] of HVAC.filter(([method]) => method === 'POST'))
      expect((await call(method, path, cookie, body, 'https://evil.example')).status, path).toBe(403);
    expect(existsSync(join(data, 'reviews.json'))).toBe(false);
  });
});

describe('asking for review and deciding', () => {
  let ana = '';
  let admin = '';
  let boss = '';
  let first: ReviewRequest;

  beforeAll(async () => {
    ana = await person('ana@example.com', ['salon']);
    admin = await person('admin@example.com', 'all', { admin: true });
    boss = await person('boss@example.com', ['salon'], { publish: true });
  });

  it('is refused when nothing is waiting to be published', async () => {
    const answer = await call('POST', '/api/review/ask', ana, { site: 'salon' });
    expect(answer.status).toBe(400);
    expect((await json<{ error: string }>(answer)).error).toMatch(/no unpublished changes/);
  });

  it('covers exactly the saved range at that moment, with who, when and the note', async () => {
    const saved = await save(SERVICES, withPrice('$145'));
    first = await json<ReviewRequest>(
      call('POST', '/api/review/ask', ana, { site: 'salon', note: '  New spring prices, please check  ' }),
    );
    expect(first).toMatchObject({
      site: 'salon',
      person: 'ana@example.com',
      note: 'New spring prices, please check',
      to: saved,
      state: 'waiting',
      commits: [
        { commit: saved, summary: 'Salon › Services › Salon packages: price of the "Color & Cut" package $135 → $145' },
      ],
    });
    expect(first.from).toBe(git(work, 'rev-parse', `${saved}^`).trim());
    expect(Date.now() - Date.parse(first.time)).toBeLessThan(60_000);
    expect(readFileSync(join(data, 'audit.log'), 'utf8')).toMatch(
      /\| review \| person=ana@example\.com .*salon: asked/,
    );
  });

  it('refuses a note that is not text, or too long', async () => {
    for (const note of [{ html: '<b>' }, 'x'.repeat(2001)])
      expect((await call('POST', '/api/review/ask', ana, { site: 'salon', note })).status).toBe(400);
  });

  it('lets no one who may not publish look, send back or approve', async () => {
    for (const [method, path, body] of [
      ['GET', `/api/review/show?site=salon&id=${first.id}`],
      ['POST', '/api/review/send-back', { site: 'salon', id: first.id, comment: 'mine now' }],
      ['POST', '/api/review/approve', { site: 'salon', id: first.id, to: first.to }],
    ] as const) {
      const answer = await call(method, path, ana, body);
      expect(answer.status, path).toBe(403);
      expect((await json<{ error: string }>(answer)).error).toMatch(/may edit this site but not publish it/);
    }
    const list = await json<ReviewList>(call('GET', '/api/review?site=salon', ana));
    expect(list).toMatchObject({ waiting: [], mayPublish: false, mine: { id: first.id } });
  });

  it('shows publishers the waiting request, its changes in words, and the page before and after', async () => {
    const list = await json<ReviewList>(call('GET', '/api/review?site=salon', boss));
    expect(list.waiting.map((r) => r.id)).toEqual([first.id]);
    const shown = await json<{ files: ReviewFile[]; newer: boolean }>(
      call('GET', `/api/review/show?site=salon&id=${first.id}`, boss),
    );
    expect(shown.newer).toBe(false);
    expect(shown.files).toHaveLength(1);
    expect(shown.files[0]).toMatchObject({
      file: SERVICES,
      kind: 'page',
      place: 'Salon › Services',
      sentences: ['Salon › Services › Salon packages: price of the "Color & Cut" package $135 → $145'],
    });
    const price = (doc: unknown) => (doc as { blocks: { tiers?: { price: string }[] }[] }).blocks[1].tiers![1].price;
    expect([price(shown.files[0].before), price(shown.files[0].after)]).toEqual(['$135', '$145']);
    // Each changed field, with where it is: what a comment may name.
    expect(shown.files[0].fields).toEqual([
      {
        path: ['blocks', 1, 'tiers', 1, 'price'],
        sentence: 'Salon › Services › Salon packages: price of the "Color & Cut" package $135 → $145',
      },
    ]);
  });

  it('lets a person withdraw only their own request', async () => {
    const answer = await call('POST', '/api/review/withdraw', boss, { site: 'salon', id: first.id });
    expect(answer.status).toBe(403);
    expect((await json<{ error: string }>(answer)).error).toBe('Only the person who asked may withdraw it.');
    expect(team.reviews.find('salon', first.id).state).toBe('waiting');
  });

  it('sends back with a comment the author then sees; an empty comment is refused', async () => {
    expect(
      (await call('POST', '/api/review/send-back', boss, { site: 'salon', id: first.id, comment: ' ' })).status,
    ).toBe(400);
    // A comment may name one of the review's changed fields, and no other.
    const sendBack = (about: unknown) =>
      call('POST', '/api/review/send-back', boss, { site: 'salon', id: first.id, comment: 'Make it $140.', about });
    for (const about of [
      { file: SERVICES, path: ['blocks', 1, 'tiers', 0, 'price'] },
      { file: 'demos/hvac/pages/home.json', path: ['blocks', 0, 'heading'] },
      { file: SERVICES, path: 'blocks.1.tiers.1.price' },
      'price',
    ]) {
      const refused = await sendBack(about);
      expect(refused.status, JSON.stringify(about)).toBe(400);
      expect((await json<{ error: string }>(refused)).error).toBe(
        'The comment names a change that is not in this review.',
      );
    }
    expect(team.reviews.find('salon', first.id).state).toBe('waiting');
    const sent = await json<ReviewRequest>(sendBack({ file: SERVICES, path: ['blocks', 1, 'tiers', 1, 'price'] }));
    expect(sent).toMatchObject({ state: 'sent back', comment: 'Make it $140.', decidedBy: 'boss@example.com' });
    expect((await json<ReviewList>(call('GET', '/api/review?site=salon', ana))).mine).toMatchObject({
      state: 'sent back',
      comment: 'Make it $140.',
      about: {
        file: SERVICES,
        path: ['blocks', 1, 'tiers', 1, 'price'],
        words: 'Salon › Services › Salon packages: price of the "Color & Cut" package $135 → $145',
      },
    });
    // The site's History tells both steps, by name, newest first; one page's history does not.
    const history = await json<{ reviews?: ReviewEvent[] }>(call('GET', '/api/history?site=salon', ana));
    expect(history.reviews?.slice(0, 2).map(({ author, summary }) => [author, summary])).toEqual([
      ['boss', 'Sent back for changes: "Make it $140."'],
      ['ana', expect.stringMatching(/^Asked for review/)],
    ]);
    expect(
      (await json<{ reviews?: ReviewEvent[] }>(call('GET', `/api/history?site=salon&file=${SERVICES}`, ana))).reviews,
    ).toBeUndefined();
    // A request that was decided cannot be approved after all.
    expect(
      (await call('POST', '/api/review/approve', admin, { site: 'salon', id: first.id, to: first.to })).status,
    ).toBe(409);
  });

  it('approves only the version reviewed: a later save is refused, shown, then published exactly', async () => {
    await save(SERVICES, withPrice('$140'));
    const again = await json<ReviewRequest>(call('POST', '/api/review/ask', ana, { site: 'salon' }));
    expect(again.commits).toHaveLength(2);
    expect(team.reviews.find('salon', first.id).state).toBe('replaced');
    const liveBefore = remoteTree();
    // The admin opens it; meanwhile the author saves once more.
    const seen = await json<{ request: ReviewRequest }>(
      call('GET', `/api/review/show?site=salon&id=${again.id}`, admin),
    );
    const later = await save(SERVICES, withPrice('$150'));
    const refused = await call('POST', '/api/review/approve', admin, {
      site: 'salon',
      id: again.id,
      to: seen.request.to,
    });
    expect(refused.status).toBe(409);
    expect((await json<{ error: string }>(refused)).error).toMatch(
      /ana saved more changes after you opened this review/,
    );
    expect(remoteTree()).toBe(liveBefore);
    // Nothing was tried, so the site's publishes do not show a failed one.
    expect(team.publishLog.forSite('salon').map((entry) => entry.result)).not.toContain('failed');
    // The review now shows the newer state; approving that publishes it.
    const newer = await json<{ request: ReviewRequest; newer: boolean; files: ReviewFile[] }>(
      call('GET', `/api/review/show?site=salon&id=${again.id}`, admin),
    );
    expect([newer.newer, newer.request.to]).toEqual([true, later]);
    expect(newer.files[0].sentences[0]).toMatch(/\$135 → \$150/);
    const approved = await call('POST', '/api/review/approve', admin, { site: 'salon', id: again.id, to: later });
    expect(approved.status).toBe(200);
    const answer = (await approved.json()) as { result: string; request: ReviewRequest; state: string };
    expect(answer).toMatchObject({ result: 'published', state: 'Published', request: { state: 'approved' } });
    expect(remoteTree()).toBe(treeAt(later));
    expect(team.publishLog.forSite('salon')[0]).toMatchObject({
      result: 'published',
      person: 'admin@example.com',
      review: { id: again.id, askedBy: 'ana@example.com', askedAt: again.time },
    });
    expect(readFileSync(join(data, 'audit.log'), 'utf8')).toMatch(/\| review \| person=admin@example\.com .*approved/);
    const history = await json<{ reviews: ReviewEvent[] }>(call('GET', '/api/history?site=salon', ana));
    expect(history.reviews[0]).toMatchObject({ author: 'admin', summary: "Approved ana's changes and published them" });
  });

  it('lets the author withdraw a waiting request', async () => {
    await save(SERVICES, withPrice('$155'));
    const asked = await json<ReviewRequest>(call('POST', '/api/review/ask', ana, { site: 'salon' }));
    expect(asked.commits).toHaveLength(1);
    const withdrawn = await json<ReviewRequest>(
      call('POST', '/api/review/withdraw', ana, { site: 'salon', id: asked.id }),
    );
    expect(withdrawn.state).toBe('withdrawn');
    expect((await json<ReviewList>(call('GET', '/api/review?site=salon', boss))).waiting).toEqual([]);
  });
});

describe('a publish the studio is told of', () => {
  let tess = '';
  let ana = '';
  let boss = '';
  let told: ReviewRequest;

  beforeAll(async () => {
    tess = await person('tess@example.com', ['salon'], { publishing: 'tell' });
    ana = `editor_session=${await team.sessions.start('ana@example.com')}`;
    boss = `editor_session=${await team.sessions.start('boss@example.com')}`;
  });

  it('goes live at once and leaves the studio a record of exactly what went live', async () => {
    // Ana's withdrawn $155 is saved but not live; Tess's publish takes it live with her own save.
    const saved = await save(SERVICES, withPrice('$175'), 'tess@example.com');
    const answer = await call('POST', '/api/publish', tess, { site: 'salon' });
    expect(answer.status).toBe(200);
    expect(remoteTree()).toBe(treeAt(saved));
    const list = await json<ReviewList>(call('GET', '/api/review?site=salon', boss));
    expect(list.told).toHaveLength(1);
    told = list.told[0];
    expect(told).toMatchObject({ person: 'tess@example.com', state: 'told', to: saved });
    expect(told.commits.map((c) => c.summary)).toEqual([
      'Salon › Services › Salon packages: price of the "Color & Cut" package $155 → $175',
      'Salon › Services › Salon packages: price of the "Color & Cut" package $150 → $155',
    ]);
    const shown = await json<{ files: ReviewFile[] }>(call('GET', `/api/review/show?site=salon&id=${told.id}`, boss));
    expect(shown.files.map((file) => file.sentences).flat()).toEqual([
      'Salon › Services › Salon packages: price of the "Color & Cut" package $150 → $175',
    ]);
  });

  it('is marked as looked at by someone who may publish, once; a client may not', async () => {
    const refused = await call('POST', '/api/review/seen', ana, { site: 'salon', id: told.id });
    expect(refused.status).toBe(403);
    const seen = await json<ReviewRequest>(call('POST', '/api/review/seen', boss, { site: 'salon', id: told.id }));
    expect(seen).toMatchObject({ state: 'seen', decidedBy: 'boss@example.com' });
    expect((await call('POST', '/api/review/seen', boss, { site: 'salon', id: told.id })).status).toBe(409);
    expect((await json<ReviewList>(call('GET', '/api/review?site=salon', boss))).told).toEqual([]);
  });

  it('is never made for a publisher the studio is not told of', async () => {
    await save(SERVICES, withPrice('$180'), 'boss@example.com');
    expect((await call('POST', '/api/publish', boss, { site: 'salon' })).status).toBe(200);
    expect(team.reviews.forSite('salon').filter((r) => r.state === 'told' || r.state === 'seen')).toHaveLength(1);
  });

  it('is made when a moment a told person set goes live by itself', async () => {
    const post = 'demos/salon/collections/posts/spring-hours.json';
    const entry = { title: 'Spring hours', date: '2099-03-03', time: '09:00', body: ['Open later on Fridays.'] };
    mkdirSync(join(work, dirname(post)), { recursive: true });
    writeFileSync(join(work, post), '');
    await save(post, `${JSON.stringify(entry, null, 2)}\n`, 'tess@example.com');
    await team.scheduler.saved({ name: 'tess', email: 'tess@example.com' });
    expect(team.scheduler.scheduled('salon')).toMatchObject([{ file: post, email: 'tess@example.com' }]);

    // The clock passes the moment: the post goes live with no one at the button, and the studio is told.
    const clock = teamScheduler(team, () => new Date(2099, 2, 3, 9, 1));
    await clock.start();
    clock.stop();
    expect(team.scheduler.scheduled('salon')).toEqual([]);
    expect(git(remote, 'show', `main:${post}`)).toContain('Spring hours');
    const [told] = (await json<ReviewList>(call('GET', '/api/review?site=salon', boss))).told;
    expect(told).toMatchObject({ person: 'tess@example.com', state: 'told' });
    expect(told.commits.map((c) => c.summary)).toEqual([expect.stringContaining('Spring hours')]);
    expect(
      (await json<ReviewRequest>(call('POST', '/api/review/seen', boss, { site: 'salon', id: told.id }))).state,
    ).toBe('seen');
  });

  it('follows the People screen: an admin changes how a person publishes', async () => {
    const admin = `editor_session=${await team.sessions.start('admin@example.com')}`;
    const set = (right: unknown, cookie = admin) =>
      call('POST', '/api/team/people/publishing', cookie, { email: 'tess@example.com', right });
    expect((await set('ask', boss)).status).toBe(403);
    expect((await set('sometimes')).status).toBe(400);
    expect((await set('ask')).status).toBe(200);
    await save(SERVICES, withPrice('$185'), 'tess@example.com');
    expect((await call('POST', '/api/publish', tess, { site: 'salon' })).status).toBe(403);
  });
});

describe('publishing, site by site', () => {
  it('follows the choice for the site: a person publishes one site and asks for review on the other', async () => {
    const mo = await person('mo@example.com', ['salon', 'hvac']);
    const admin = `editor_session=${await team.sessions.start('admin@example.com')}`;
    const set = (body: unknown) => call('POST', '/api/team/people/publishing', admin, body);
    expect((await set({ email: 'mo@example.com', right: 'publish', site: 'hvac' })).status).toBe(200);
    expect((await set({ email: 'mo@example.com', right: 'publish', site: 'bakery' })).status).toBe(400);
    expect((await set({ email: 'mo@example.com', right: 'publish', site: ['hvac'] })).status).toBe(400);

    const me = await json<{ publishing: Record<string, PublishRight> }>(call('GET', '/api/team/me', mo));
    expect(me.publishing).toEqual({ salon: 'ask', hvac: 'publish' });
    expect((await json<ReviewList>(call('GET', '/api/review?site=salon', mo))).mayPublish).toBe(false);
    expect((await json<ReviewList>(call('GET', '/api/review?site=hvac', mo))).mayPublish).toBe(true);

    await save('demos/hvac/pages/home.json', '{ "path": "/", "blocks": [{ "type": "hero", "heading": "Cooler" }] }\n');
    await save(SERVICES, withPrice('$190'), 'mo@example.com');
    const refused = await call('POST', '/api/publish', mo, { site: 'salon' });
    expect(refused.status).toBe(403);
    expect((await call('POST', '/api/publish', mo, { site: 'hvac' })).status).toBe(200);
    // Only the site published goes live: the salon's save waits for a review.
    expect(git(remote, 'show', 'live:demos/hvac/pages/home.json')).toContain('Cooler');
    expect(git(remote, 'show', `live:${SERVICES}`)).not.toContain('$190');
    // The People screen lists a choice per site.
    const people = await json<{ people: { email: string; publishing: Record<string, PublishRight> }[] }>(
      call('GET', '/api/team/people', admin),
    );
    expect(people.people.find((p) => p.email === 'mo@example.com')?.publishing).toEqual({
      salon: 'ask',
      hvac: 'publish',
    });
  });
});
