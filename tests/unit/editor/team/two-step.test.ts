/**
 * Two-step sign-in through the real gate over HTTP: turned on from the
 * account page, asked after the password, each app code and recovery code
 * once, required of admins, and limited like passwords.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES } from '../../../../scripts/editor/team/rate-limit.ts';
import { smallTeam } from './small-team.ts';

let small: Awaited<ReturnType<typeof smallTeam>>;
const log: string[] = [];
beforeAll(async () => {
  small = await smallTeam(log);
  await small.member('maria@example.com', 'a quiet harbour at dawn');
  await small.member('boss@example.com', 'the studio keys ring', 'all', true);
}, 60_000);
afterAll(() => small.close());

const cookieOf = (answer: Response, name: string) =>
  answer.headers
    .getSetCookie()
    .find((set) => set.startsWith(`${name}=`))
    ?.split(';')[0];
const secretOf = (page: string) => /secret=([A-Z2-7]+)/.exec(page)![1];
/** The app's code for `secret`, `steps` 30-second steps from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });
const me = (cookie = '') => fetch(`${small.origin}/api/team/me`, { headers: { Cookie: cookie } });
const stored = () => readFileSync(join(small.dataDir, 'accounts.json'), 'utf8');

/** The password step: it opens no session, and the browser is given a pending sign-in. */
async function passwordStep(email: string, password: string, from = '198.51.100.7') {
  const answer = await small.signIn({ email, password }, from);
  expect(answer.status).toBe(200);
  expect(cookieOf(answer, 'editor_session')).toBeUndefined();
  return { page: await answer.text(), pending: cookieOf(answer, 'editor_pending')! };
}

let secret = '';
let recovery: string[] = [];
/** The code that confirmed the setup. */
let confirming = '';

describe('turning two-step sign-in on', () => {
  it('shows the setup address as text and as a QR picture, confirms with one code, and gives ten recovery codes once', async () => {
    const first = await small.signIn({ email: 'maria@example.com', password: 'a quiet harbour at dawn' });
    expect(first.status).toBe(303);
    const session = cookieOf(first, 'editor_session')!;
    const account = await (await fetch(`${small.origin}/account`, { headers: { Cookie: session } })).text();
    expect(account).toContain('Two-step sign-in is off');
    const setup = await small.post('/account/two-step/start', {}, undefined, { Cookie: session });
    const page = await setup.text();
    expect(page).toMatch(/<code>otpauth:\/\/totp\/[^<]*secret=[A-Z2-7]{32}/);
    expect(page).toMatch(/<img src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+" [^>]*alt="QR code/);
    secret = secretOf(page);
    const wrong = await small.post('/account/two-step/confirm', { code: '000000' }, undefined, { Cookie: session });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('That code does not match.');
    confirming = codeOf(secret);
    const confirmed = await small.post('/account/two-step/confirm', { code: confirming }, undefined, {
      Cookie: session,
    });
    expect(confirmed.status).toBe(200);
    recovery = [...(await confirmed.text()).matchAll(/<li>([A-Z2-9]{5}-[A-Z2-9]{5})<\/li>/g)].map((m) => m[1]);
    expect(new Set(recovery).size).toBe(10);
    // Stored beside the password hash; the codes only as hashes; nothing secret in the log.
    expect(stored()).toContain(secret);
    for (const code of recovery) expect(stored()).not.toContain(code.replace('-', ''));
    for (const line of log) for (const hidden of [secret, ...recovery]) expect(line).not.toContain(hidden);
  }, 60_000);
});

describe('signing in in two steps', () => {
  it('asks for the code after the password, refuses a code already used in its 30 seconds, and takes the next', async () => {
    const { page, pending } = await passwordStep('maria@example.com', 'a quiet harbour at dawn');
    expect(page).toContain('<label for="code">Code</label>');
    // The code that confirmed the setup is spent.
    const replayed = await small.post('/sign-in/code', { code: confirming }, '198.51.100.7', { Cookie: pending });
    expect(replayed.status).toBe(401);
    expect(cookieOf(replayed, 'editor_session')).toBeUndefined();
    const next = codeOf(secret, 1);
    const passed = await small.post('/sign-in/code', { code: next }, '198.51.100.7', { Cookie: pending });
    expect(passed.status).toBe(303);
    expect((await me(cookieOf(passed, 'editor_session'))).status).toBe(200);
    // The same code once more, with a new password step: refused.
    const again = await passwordStep('maria@example.com', 'a quiet harbour at dawn');
    const reused = await small.post('/sign-in/code', { code: next }, '198.51.100.7', { Cookie: again.pending });
    expect(reused.status).toBe(401);
    expect(await reused.text()).toContain('That code does not match.');
  }, 60_000);

  it('takes a recovery code once, in any case and without its dash', async () => {
    const [code] = recovery;
    const first = await passwordStep('maria@example.com', 'a quiet harbour at dawn', '198.51.100.8');
    const typed = code.toLowerCase().replace('-', ' ');
    const passed = await small.post('/sign-in/code', { code: typed }, '198.51.100.8', { Cookie: first.pending });
    expect(passed.status).toBe(303);
    expect(
      log.some((line) => line.includes('| recovery code used | person=maria@example.com') && line.includes('9 left')),
    ).toBe(true);
    const second = await passwordStep('maria@example.com', 'a quiet harbour at dawn', '198.51.100.8');
    const refused = await small.post('/sign-in/code', { code }, '198.51.100.8', { Cookie: second.pending });
    expect(refused.status).toBe(401);
  }, 60_000);

  it('opens nothing without the pending sign-in of the password step, or with a forged one', async () => {
    for (const cookie of ['', 'editor_pending=forged', 'editor_session=forged']) {
      const answer = await small.post('/sign-in/code', { code: codeOf(secret, 1) }, '198.51.100.9', { Cookie: cookie });
      expect(answer.status, cookie).toBe(401);
      expect(await answer.text()).toContain('Sign in again.');
    }
  });

  it('limits codes as it limits passwords: after five wrong codes even the right one waits', async () => {
    const { pending } = await passwordStep('maria@example.com', 'a quiet harbour at dawn', '203.0.113.40');
    const statuses = [];
    for (let i = 0; i < MAX_FAILURES; i++)
      statuses.push(
        (await small.post('/sign-in/code', { code: `00000${i}` }, '203.0.113.40', { Cookie: pending })).status,
      );
    expect(statuses).toEqual(Array(MAX_FAILURES).fill(401));
    const right = await small.post('/sign-in/code', { code: codeOf(secret, 1) }, '203.0.113.40', { Cookie: pending });
    expect(right.status).toBe(429);
    expect(await right.text()).toContain('Too many failed sign-ins.');
  }, 60_000);

  it('answers hostile bodies with a plain refusal and keeps running', async () => {
    const { pending } = await passwordStep('maria@example.com', 'a quiet harbour at dawn', '203.0.113.41');
    const send = (body: string, type: string) =>
      fetch(`${small.origin}/sign-in/code`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Origin: small.origin, 'Content-Type': type, Cookie: pending, 'X-Forwarded-For': '203.0.113.41' },
        body,
      });
    expect((await send('{"code":', 'application/json')).status).toBe(400);
    expect((await send('{"code":["123456"]}', 'application/json')).status).toBe(401);
    expect((await send(`code=${'9'.repeat(100_000)}`, 'application/x-www-form-urlencoded')).status).toBe(413);
    expect((await send('code=%00%ff', 'application/x-www-form-urlencoded')).status).toBe(401);
    expect((await me()).status).toBe(401);
  }, 60_000);
});

describe('admins', () => {
  it('must set up two-step sign-in before their first session opens', async () => {
    const { page, pending } = await passwordStep('boss@example.com', 'the studio keys ring', '198.51.100.30');
    expect(page).toContain('<h1>Set up two-step sign-in</h1>');
    const bossSecret = secretOf(page);
    const wrong = await small.post('/sign-in/code', { code: '123456' }, '198.51.100.30', { Cookie: pending });
    expect([wrong.status, cookieOf(wrong, 'editor_session')]).toEqual([401, undefined]);
    const done = await small.post('/sign-in/code', { code: codeOf(bossSecret) }, '198.51.100.30', { Cookie: pending });
    expect(done.status).toBe(200);
    expect((await done.text()).match(/<li>[A-Z2-9]{5}-[A-Z2-9]{5}<\/li>/g)).toHaveLength(10);
    const people = (await (await me(cookieOf(done, 'editor_session'))).json()) as { admin: boolean };
    expect(people.admin).toBe(true);
    // From now on the admin is asked for a code, like anyone who turned it on.
    expect((await passwordStep('boss@example.com', 'the studio keys ring', '198.51.100.30')).page).toContain(
      '<h1>Enter your code</h1>',
    );
  }, 60_000);
});
