/**
 * Password rules (NFKC, counted as a person sees characters, common passwords
 * and the email refused) and changing a password while signed in, through the
 * real gate over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordProblem } from '../../../../scripts/editor/team/passwords.ts';
import { MAX_FROM_NEW_DEVICES } from '../../../../scripts/editor/team/rate-limit.ts';
import { smallTeam } from './small-team.ts';

describe('a new password', () => {
  const EMAIL = 'maria.lopez@example.com';
  it.each([
    ['ten spaces', ' '.repeat(10), /at least 10/],
    ['one digit repeated', '1111111111', /one character repeated/],
    ['a common password with digits', 'password12', /most common/],
    ['a common password with signs and capitals', 'Password12!', /most common/],
    ['a keyboard row', 'qwertyuiop', /most common/],
    ['full-width letters of a common password', 'ｐａｓｓｗｏｒｄ１２', /most common/],
    ['the email', EMAIL, /email/],
    ['the name before the @', 'Maria.Lopez rules here', /email/],
    ['a NUL character', 'abcdefghij\0kl', /control characters/],
    ['a right-to-left override', '\u202eabcdefghijk', /direction marks/],
    ['five accented letters written with combining accents', 'e\u0301a\u0301i\u0301o\u0301u\u0301', /at least 10/],
  ])('is refused when it is %s', (_name, password, reason) => {
    expect(passwordProblem(password, EMAIL)).toMatch(reason);
  });

  it('is refused when it is on the shipped list of some tens of thousands of common passwords', () => {
    // Every 250th of the list's passwords long enough to pass the length rule, as a person types it.
    const long = dictionary['passwords-common'].filter((password) => [...password].length >= 10);
    const sample = long.filter((_password, index) => index % 250 === 0);
    expect(sample.length).toBeGreaterThan(4);
    for (const password of sample) expect(passwordProblem(password, EMAIL), password).toMatch(/most common/);
  });

  it.each(['a quiet harbour at dawn', 'e\u0301te\u0301 a\u0300 la plage', 'Tomatoes & 4 ladders'])(
    'is taken when it is long and uncommon: %s',
    (password) => expect(passwordProblem(password, EMAIL)).toBeUndefined(),
  );
});

describe('changing a password while signed in', () => {
  let small: Awaited<ReturnType<typeof smallTeam>>;
  beforeAll(async () => {
    small = await smallTeam();
    await small.member('nadia@example.com', 'first long secret');
    await small.member('omar@example.com', 'sea long secret');
  }, 60_000);
  afterAll(() => small.close());

  const sessionOf = async (email: string, password: string, from: string, browser = 'Test browser') => {
    const answer = await small.signIn({ email, password }, from, { 'User-Agent': browser });
    expect(answer.status).toBe(303);
    return answer.headers
      .getSetCookie()
      .find((set) => set.startsWith('editor_session='))!
      .split(';')[0];
  };
  const me = async (cookie: string) =>
    (await fetch(`${small.origin}/api/team/me`, { headers: { Cookie: cookie } })).status;
  const change = (fields: Record<string, string>, cookie: string, headers: Record<string, string> = {}) =>
    small.post('/account/password', fields, '198.51.100.60', { Cookie: cookie, ...headers });

  it('is refused without a session, from another origin, or with a wrong current password', async () => {
    const mine = await sessionOf('nadia@example.com', 'first long secret', '198.51.100.61');
    const fields = { current: 'first long secret', password: 'second long secret' };
    expect((await change(fields, '')).status).toBe(401);
    expect((await change(fields, 'editor_session=forged')).status).toBe(401);
    expect((await change(fields, mine, { Origin: 'https://evil.example' })).status).toBe(403);
    const wrong = await change({ ...fields, current: 'not my password' }, mine);
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).toContain('Your current password is not right.');
    const weak = await change({ ...fields, password: 'password123' }, mine);
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain('most common');
    for (const body of ['{"current":', '{"current":["first long secret"],"password":{}}', 'x'.repeat(100_000)]) {
      const hostile = await fetch(`${small.origin}/account/password`, {
        method: 'POST',
        headers: { Origin: small.origin, Cookie: mine, 'Content-Type': 'application/json' },
        body,
      });
      expect(hostile.status, body.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(hostile.status).toBeLessThan(500);
    }
    expect(await me(mine)).toBe(200);
    // Nothing changed: the old password still signs in.
    await sessionOf('nadia@example.com', 'first long secret', '198.51.100.62');
  }, 90_000);

  it("changes only the signed-in person's password, whatever email the form names, and ends their other sessions", async () => {
    const here = await sessionOf('nadia@example.com', 'first long secret', '198.51.100.63');
    const there = await sessionOf('nadia@example.com', 'first long secret', '198.51.100.64');
    const omar = await sessionOf('omar@example.com', 'sea long secret', '198.51.100.65');
    const changed = await change(
      { email: 'omar@example.com', current: 'first long secret', password: 'second long secret' },
      here,
    );
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('Your password is changed, and your other devices are signed out.');
    expect([await me(here), await me(there), await me(omar)]).toEqual([200, 401, 200]);
    expect(
      (await small.signIn({ email: 'nadia@example.com', password: 'first long secret' }, '198.51.100.66')).status,
    ).toBe(401);
    await sessionOf('nadia@example.com', 'second long secret', '198.51.100.66');
    await sessionOf('omar@example.com', 'sea long secret', '198.51.100.67');
  }, 90_000);

  it("lists the person's sessions, and ends one of them, never another person's", async () => {
    const laptop = await sessionOf('nadia@example.com', 'second long secret', '198.51.100.70', 'Laptop <b>Firefox</b>');
    const phone = await sessionOf('nadia@example.com', 'second long secret', '198.51.100.71', 'Phone Safari');
    const omar = await sessionOf('omar@example.com', 'sea long secret', '198.51.100.72');
    const page = await (await fetch(`${small.origin}/account`, { headers: { Cookie: laptop } })).text();
    expect(page).toContain('<strong>Laptop &lt;b&gt;Firefox&lt;/b&gt;</strong>');
    expect(page).toContain('This device.');
    expect(page).not.toContain(laptop.split('=')[1]);
    const handle = /<strong>Phone Safari<\/strong>.*?name="session" value="([0-9a-f]{16})"/s.exec(page)![1];
    const end = (cookie: string, headers: Record<string, string> = {}) =>
      small.post('/account/sessions/end', { session: handle }, '198.51.100.73', { Cookie: cookie, ...headers });
    expect((await end('')).status).toBe(401);
    expect((await end(laptop, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await end(omar)).status).toBe(404);
    expect(await me(phone)).toBe(200);
    const ended = await end(laptop);
    expect(ended.status).toBe(200);
    expect(await ended.text()).toContain('That session is ended.');
    expect([await me(phone), await me(laptop), await me(omar)]).toEqual([401, 200, 200]);
  }, 90_000);

  it('is not refused after strangers closed the account to new devices', async () => {
    const mine = await sessionOf('omar@example.com', 'sea long secret', '198.51.100.80');
    for (let i = 1; i <= MAX_FROM_NEW_DEVICES; i++)
      expect((await small.signIn({ email: 'omar@example.com', password: `guess ${i}` }, `192.0.2.${i}`)).status).toBe(
        401,
      );
    const wrong = await change({ current: 'not my password', password: 'another long secret' }, mine);
    expect(wrong.status).toBe(403);
    const changed = await change({ current: 'sea long secret', password: 'another long secret' }, mine);
    expect(changed.status).toBe(200);
  }, 90_000);
});
