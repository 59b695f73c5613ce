/**
 * What an admin does to other people's accounts, through the real gate over
 * HTTP: the role, turning an account off and on (and what that stops),
 * signing a person out everywhere, a password reset by a one-time address
 * (which still asks for the second step), resetting two-step sign-in, and the
 * audit log that records each of them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLog } from '../../../../scripts/editor/team/audit-log.ts';
import { confirmSetup, startSetup } from '../../../../scripts/editor/team/second-factor.ts';
import { pageTokenOf, smallTeam } from './small-team.ts';

let small: Awaited<ReturnType<typeof smallTeam>>;
const log: string[] = [];
let boss = '';
const BOSS = 'boss@example.com';
beforeAll(async () => {
  small = await smallTeam(log);
  await small.member(BOSS, 'the studio keys ring', 'all', true);
  boss = `editor_session=${await small.team.sessions.start(BOSS)}`;
}, 60_000);
afterAll(() => small.close());

/** A JSON write from the editor's page, as the People screen sends it. */
const api = (path: string, body: unknown, cookie = boss) =>
  fetch(`${small.origin}${path}`, {
    method: 'POST',
    headers: {
      Origin: small.origin,
      'Content-Type': 'application/json',
      Cookie: cookie,
      'X-Editor-Token': pageTokenOf(small.team, cookie),
    },
    body: JSON.stringify(body),
  });
const me = (cookie: string) => fetch(`${small.origin}/api/team/me`, { headers: { Cookie: cookie } });
const sessionOf = async (email: string) => `editor_session=${await small.team.sessions.start(email)}`;
const errorOf = async (answer: Response) => ((await answer.json()) as { error: string }).error;
const audit = async (skip = 0) =>
  (await (await fetch(`${small.origin}/api/team/audit?skip=${skip}`, { headers: { Cookie: boss } })).json()) as {
    entries: { time: string; event: string; person: string; address: string; detail: string; words: string }[];
    more: boolean;
  };

/** Turns two-step sign-in on for a person, as the account page does; answers the secret and the recovery codes. */
async function withTwoStep(email: string) {
  const secret = await startSetup(small.team.accounts, email);
  const codes = await confirmSetup(small.team.accounts, email, code(secret, -1));
  return { secret, codes };
}
const code = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

describe('roles', () => {
  it('an admin makes another person admin and takes it away, but not their own', async () => {
    await small.member('ana@example.com', 'a quiet harbour at dawn', ['salon']);
    expect((await api('/api/team/people/role', { email: 'ana@example.com', admin: true })).status).toBe(200);
    const ana = await sessionOf('ana@example.com');
    expect(await (await me(ana)).json()).toMatchObject({ admin: true, publishing: { salon: 'publish' } });
    expect((await api('/api/team/people/role', { email: 'ana@example.com', admin: false })).status).toBe(200);
    // Back to the publishing choice she had: the role lent her the right to publish, it did not give it.
    expect(small.team.accounts.find('ana@example.com')).toMatchObject({ admin: false, publish: false });
    expect(await (await me(ana)).json()).toMatchObject({ admin: false, publishing: { salon: 'ask' } });
    const own = await api('/api/team/people/role', { email: BOSS, admin: false });
    expect([own.status, await errorOf(own)]).toEqual([
      400,
      'You cannot change your own role. Ask another administrator.',
    ]);
    expect((await api('/api/team/people/role', { email: 'ana@example.com', admin: 'yes' })).status).toBe(400);
    expect((await api('/api/team/people/role', { email: 'nobody@example.com', admin: true })).status).toBe(400);
  });

  it('refuses whatever would leave no enabled admin, from the command line too', async () => {
    const accounts = small.team.accounts;
    // Whoever runs the server is not a person: only the rule stops them.
    await expect(accounts.setAdmin('server', BOSS, false)).rejects.toThrow(/no administrator who can sign in/);
    await expect(accounts.setDisabled('server', BOSS, true)).rejects.toThrow(/no administrator who can sign in/);
    await expect(accounts.remove(BOSS)).rejects.toThrow(/no administrator who can sign in/);
    await small.member('second@example.com', 'another long passphrase', 'all', true);
    await accounts.setDisabled('server', 'second@example.com', true);
    // A turned-off admin does not count: the boss is still the only one who can sign in.
    await expect(accounts.setAdmin('server', BOSS, false)).rejects.toThrow(/no administrator/);
    await accounts.setDisabled('server', 'second@example.com', false);
    await accounts.setAdmin('server', 'second@example.com', false);
    expect(accounts.find(BOSS)).toMatchObject({ admin: true });
    expect(accounts.find(BOSS)?.disabled).toBeUndefined();
  });
});

describe('an account turned off', () => {
  it('is signed out at once, cannot sign in, and its preview links stop opening; turned on, all works again', async () => {
    await small.member('off@example.com', 'a quiet harbour at dusk', ['salon']);
    const session = await sessionOf('off@example.com');
    const link = await small.team.previews.create('salon', 'off@example.com');
    expect(small.team.previews.open(link.token)).toBeDefined();
    const own = await api('/api/team/people/enabled', { email: BOSS, enabled: false });
    expect([own.status, await errorOf(own)]).toEqual([
      400,
      'You cannot turn your own account off. Ask another administrator.',
    ]);
    expect((await api('/api/team/people/enabled', { email: 'off@example.com', enabled: false })).status).toBe(200);
    expect((await me(session)).status).toBe(401);
    expect(small.team.sessions.listFor('off@example.com')).toEqual([]);
    expect(small.team.previews.open(link.token)).toBeUndefined();
    // A wrong password says nothing about the account; a right one says it is off.
    const wrong = await small.signIn({ email: 'off@example.com', password: 'not the password at all' }, '203.0.113.9');
    expect([wrong.status, await wrong.text()]).toEqual([401, expect.stringContaining('do not match an account')]);
    const right = await small.signIn({ email: 'off@example.com', password: 'a quiet harbour at dusk' }, '203.0.113.9');
    const page = await right.text();
    expect(right.status).toBe(403);
    expect(page).toContain('This account is turned off. Ask the studio to turn it on again.');
    expect(right.headers.getSetCookie().some((c) => c.startsWith('editor_session='))).toBe(false);
    // A session made some other way still opens nothing.
    expect((await me(await sessionOf('off@example.com'))).status).toBe(401);
    expect((await api('/api/team/people/reset-password', { email: 'off@example.com' })).status).toBe(400);

    expect((await api('/api/team/people/enabled', { email: 'off@example.com', enabled: true })).status).toBe(200);
    expect(small.team.previews.open(link.token)).toBeDefined();
    const again = await small.signIn({ email: 'off@example.com', password: 'a quiet harbour at dusk' }, '203.0.113.9');
    expect(again.status).toBe(303);
  });
});

describe('an admin ends sessions', () => {
  it('signs a person out everywhere, but sends the admin to their own Sign out everywhere', async () => {
    await small.member('busy@example.com', 'many tabs open today', ['salon']);
    const one = await sessionOf('busy@example.com');
    const two = await sessionOf('busy@example.com');
    const answer = await api('/api/team/people/sign-out', { email: 'busy@example.com' });
    expect(await answer.json()).toEqual({ ended: 2 });
    expect([(await me(one)).status, (await me(two)).status]).toEqual([401, 401]);
    expect((await api('/api/team/people/sign-out', { email: BOSS })).status).toBe(400);
    expect((await me(boss)).status).toBe(200);
    expect((await api('/api/team/people/sign-out', { email: 'ghost@example.com' })).status).toBe(404);
  });
});

describe('a password reset', () => {
  const resetOf = async (email: string) => {
    const answer = await api('/api/team/people/reset-password', { email });
    expect(answer.status).toBe(200);
    const { url, expiresAt } = (await answer.json()) as { url: string; expiresAt: string };
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    return new URL(url).pathname;
  };
  const send = (path: string, fields: Record<string, string>) => small.post(path, fields, '192.0.2.40');

  it('is one address, used once, stored hashed; a new one voids the old; it ends every session', async () => {
    await small.member('forgot@example.com', 'what was it again', ['salon']);
    const session = await sessionOf('forgot@example.com');
    const old = await resetOf('forgot@example.com');
    const path = await resetOf('forgot@example.com');
    expect(readFileSync(join(small.dataDir, 'accounts.json'), 'utf8')).not.toContain(path.split('/').pop());
    expect((await fetch(small.origin + old)).status).toBe(404);
    const form = await fetch(small.origin + path);
    const page = await form.text();
    expect(form.status).toBe(200);
    expect(page).toContain('Choose a new password');
    expect(page).not.toContain('name="code"');
    const weak = await send(path, { password: 'password12' });
    expect([weak.status, await weak.text()]).toEqual([400, expect.stringContaining('most common')]);
    const done = await send(path, { password: 'a brand new passphrase' });
    expect([done.status, await done.text()]).toEqual([200, expect.stringContaining('Your new password is set')]);
    expect((await me(session)).status).toBe(401);
    expect((await send(path, { password: 'yet another passphrase' })).status).toBe(404);
    expect(
      (await small.signIn({ email: 'forgot@example.com', password: 'what was it again' }, '192.0.2.41')).status,
    ).toBe(401);
    expect(
      (await small.signIn({ email: 'forgot@example.com', password: 'a brand new passphrase' }, '192.0.2.41')).status,
    ).toBe(303);
  });

  it('asks for the app or a recovery code of a person with two-step sign-in, and is not used up by a wrong one', async () => {
    await small.member('careful@example.com', 'two locks on the door', ['salon']);
    const { secret, codes } = await withTwoStep('careful@example.com');
    const path = await resetOf('careful@example.com');
    expect(await (await fetch(small.origin + path)).text()).toContain('name="code"');
    const none = await send(path, { password: 'a brand new passphrase' });
    expect([none.status, await none.text()]).toEqual([401, expect.stringContaining('That code does not match')]);
    const wrong = await send(path, { password: 'a brand new passphrase', code: '000000' });
    const wrongPage = await wrong.text();
    expect(wrong.status).toBe(401);
    // Only the code was wrong: the focus is on the code field, the password is asked again in words, never echoed.
    expect(wrongPage).toMatch(/<input id="code"[^>]* autofocus aria-invalid="true"/);
    expect(wrongPage).not.toMatch(/<input id="password"[^>]* autofocus/);
    expect(wrongPage).toContain('Type your new password again as well.');
    expect(wrongPage).not.toContain('a brand new passphrase');
    expect(await small.team.accounts.check('careful@example.com', 'two locks on the door')).toBeDefined();
    const done = await send(path, { password: 'a brand new passphrase', code: code(secret) });
    expect(done.status).toBe(200);
    expect(await small.team.accounts.check('careful@example.com', 'a brand new passphrase')).toBeDefined();
    // The second factor is still on after the reset.
    expect(small.team.accounts.find('careful@example.com')?.totp).toBeDefined();
    const byCode = await resetOf('careful@example.com');
    expect((await send(byCode, { password: 'the third passphrase', code: codes[0] })).status).toBe(200);
  });

  it('answers a token that is no reset with a page, never a stack', async () => {
    for (const path of ['/reset/', '/reset/x', `/reset/${'a'.repeat(5000)}`, '/reset/%00', '/reset/a/b']) {
      const answer = await fetch(small.origin + path);
      expect([answer.status, answer.headers.get('content-type')], path).toEqual([404, 'text/html; charset=utf-8']);
      expect((await send(path, { password: 'a brand new passphrase' })).status, path).toBe(404);
    }
  });

  it('expires after 24 hours', async () => {
    const { Accounts } = await import('../../../../scripts/editor/team/accounts.ts');
    let time = Date.now();
    const accounts = new Accounts(small.dataDir, () => time);
    const { token } = await accounts.issueReset('forgot@example.com');
    expect(accounts.reset(token)?.email).toBe('forgot@example.com');
    time += 24 * 3600_000 + 1;
    expect(accounts.reset(token)).toBeUndefined();
    await expect(accounts.useReset(token, 'a brand new passphrase')).rejects.toThrow(/expired or was already used/);
  });
});

describe('resetting two-step sign-in from People', () => {
  it("turns it off and signs the person out, but not one's own", async () => {
    await small.member('lost@example.com', 'the phone fell in', ['salon']);
    await withTwoStep('lost@example.com');
    const session = await sessionOf('lost@example.com');
    const answer = await api('/api/team/people/reset-two-step', { email: 'lost@example.com' });
    expect(await answer.json()).toEqual({ ended: 1 });
    const person = small.team.accounts.find('lost@example.com')!;
    expect([person.totp, person.recovery, person.pendingTotp]).toEqual([undefined, undefined, undefined]);
    expect((await me(session)).status).toBe(401);
    expect((await api('/api/team/people/reset-two-step', { email: BOSS })).status).toBe(400);
  });
});

describe('the audit log on People', () => {
  it('holds each of these, newest first, in words, with who and from where', async () => {
    const { entries } = await audit();
    const times = entries.map((entry) => entry.time);
    expect(times).toEqual([...times].sort().reverse());
    const events = entries.map((entry) => entry.event);
    for (const event of [
      'role changed',
      'account turned off',
      'account turned on',
      'sign-in refused (account turned off)',
      'sessions ended',
      'password reset made',
      'password reset used',
      'password reset refused',
      'two-step sign-in reset',
    ])
      expect(events, event).toContain(event);
    expect(entries.find((entry) => entry.event === 'account turned off')).toMatchObject({
      person: BOSS,
      address: '127.0.0.1',
      words: 'turned off the account of',
      detail: 'off@example.com, 1 session ended',
    });
    expect(entries.find((entry) => entry.event === 'password reset used')).toMatchObject({
      person: 'careful@example.com',
      address: '192.0.2.40',
    });
    expect(JSON.stringify(entries)).not.toMatch(/passphrase|\/reset\/[A-Za-z0-9_-]{20}/);
  });

  it('pages 200 at a time with "more", and is refused to anyone but an admin', async () => {
    for (let i = 0; i < 230; i++)
      small.team.audit.write({ event: 'refused', person: `p${i}@example.com`, address: 'x' });
    const first = await audit();
    expect([first.entries.length, first.more, first.entries[0].person]).toEqual([200, true, 'p229@example.com']);
    const second = await audit(200);
    expect(second.entries[0].person).toBe('p29@example.com');
    const client = await sessionOf('busy@example.com');
    const refused = await fetch(`${small.origin}/api/team/audit`, { headers: { Cookie: client } });
    expect([refused.status, await errorOf(refused)]).toEqual([403, 'Only an administrator may do that.']);
    expect((await fetch(`${small.origin}/api/team/audit?skip=-1`, { headers: { Cookie: boss } })).status).toBe(400);
  });
});

describe('reading the log back', () => {
  it('gives every field as written, separators and line breaks included, across the pieces it is read in', () => {
    const file = join(small.dataDir, 'read-back.log');
    const log = new AuditLog(file, () => undefined);
    const long = 'x'.repeat(70_000);
    log.write({ event: 'sites changed', person: 'a|b@example.com', address: '10.0.0.1', detail: 'one | two\nthree' });
    log.write({ event: 'refused', person: 'c@example.com', address: '10.0.0.2', detail: long });
    log.write({ event: 'sign-in', person: 'd@example.com', address: '10.0.0.3' });
    const { entries, more } = log.read(0, 10);
    expect(more).toBe(false);
    expect(entries.map((entry) => [entry.event, entry.person, entry.address, entry.detail.length])).toEqual([
      ['sign-in', 'd@example.com', '10.0.0.3', 0],
      ['refused', 'c@example.com', '10.0.0.2', long.length],
      ['sites changed', 'a|b@example.com', '10.0.0.1', 'one | two\nthree'.length],
    ]);
    expect(entries[2].detail).toBe('one | two\nthree');
    expect(log.read(1, 1)).toEqual({ entries: [entries[1]], more: true });
    expect(new AuditLog(join(small.dataDir, 'none', 'audit.log'), () => undefined).read()).toEqual({
      entries: [],
      more: false,
    });
  });
});
