import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashing, HASHES_AT_ONCE } from '../../../../scripts/editor/team/passwords.ts';
import { MAX_FAILURES, MAX_FROM_ADDRESS, MAX_FROM_NEW_DEVICES } from '../../../../scripts/editor/team/rate-limit.ts';
import { confirmSetup, startSetup } from '../../../../scripts/editor/team/second-factor.ts';
import { smallTeam } from './small-team.ts';

let small: Awaited<ReturnType<typeof smallTeam>>;
beforeAll(async () => {
  small = await smallTeam();
  await small.member('ada@example.com', 'ada right password');
  await small.member('bo@example.com', 'bo right password');
  await small.member('cy@example.com', 'cy right password');
}, 60_000);
afterAll(() => small.close());

describe('sign-in tries sent all at once', () => {
  it('are counted before the password is checked, so no more than the limit are ever checked', async () => {
    const tries = Array.from({ length: 39 }, (_, i) => ({ email: 'ada@example.com', password: `wrong ${i}` }));
    tries.push({ email: 'ada@example.com', password: 'ada right password' });
    const statuses = await Promise.all(tries.map(async (fields) => (await small.signIn(fields, '203.0.113.5')).status));
    const checked = statuses.filter((status) => status === 401 || status === 303);
    expect(checked.length).toBeLessThanOrEqual(MAX_FAILURES);
    expect(statuses.filter((status) => status === 429).length).toBe(tries.length - checked.length);
  }, 120_000);

  it("never make another person's sign-in wait behind them", async () => {
    const madeBefore = hashing.made;
    const flood = Array.from({ length: 45 }, (_, i) =>
      small.signIn({ email: 'bo@example.com', password: `wrong ${i}` }, '203.0.113.6'),
    );
    // Let the flood reach the server first.
    await new Promise((done) => setTimeout(done, 200));
    const mine = await small.signIn({ email: 'cy@example.com', password: 'cy right password' }, '198.51.100.20');
    const madeUntilMine = hashing.made - madeBefore;
    await Promise.all(flood);
    expect(mine.status).toBe(303);
    // At most the limit's tries were checked ahead of this one (the machine's load decides the seconds, so they are not asserted).
    expect(madeUntilMine).toBeLessThanOrEqual(MAX_FAILURES + 1);
    expect(hashing.made - madeBefore).toBeLessThanOrEqual(MAX_FAILURES + 1);
  }, 180_000);
});

describe('wrong passwords from strangers', () => {
  it("close the account to new devices for a while, never to the person's own browser, and the person and the log are told", async () => {
    await small.member('dee@example.com', 'dee right password');
    // Dee signed in on this browser before: it holds a device cookie for her account.
    const first = await small.signIn({ email: 'dee@example.com', password: 'dee right password' }, '198.51.100.30');
    expect(first.status).toBe(303);
    const cookies = first.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
    const device = cookies.find((cookie) => cookie.startsWith('editor_device='))!;
    const session = cookies.find((cookie) => cookie.startsWith('editor_session='))!;
    expect(device).toBeDefined();

    // Strangers from many addresses, with every spelling of her email.
    const spellings = ['dee@example.com', 'DEE@example.com', '  dee@example.com ', 'ｄｅｅ@example.com'];
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++)
      statuses.push(
        (await small.signIn({ email: spellings[i % 4], password: `guess ${i}` }, `203.0.113.${100 + (i % 4)}`)).status,
      );
    expect(statuses.filter((status) => status === 401).length).toBe(MAX_FROM_NEW_DEVICES);
    expect(statuses.slice(-1)).toEqual([429]);
    // A new device, even with the right password, waits, and is told why and what still works.
    const refused = await small.signIn({ email: 'dee@example.com', password: 'dee right password' }, '198.51.100.31');
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('A browser you signed in on before still signs you in.');
    // Her own browser signs in, and a stolen or made-up device cookie is just a new device.
    const own = await small.signIn({ email: 'dee@example.com', password: 'dee right password' }, '203.0.113.100', {
      Cookie: `${device}; ${session}`,
    });
    expect(own.status).toBe(303);
    const signedIn = own.headers.getSetCookie().find((cookie) => cookie.startsWith('editor_session='))!;
    expect(
      (
        await small.signIn({ email: 'dee@example.com', password: 'dee right password' }, '198.51.100.32', {
          Cookie: `${device.slice(0, -2)}xx`,
        })
      ).status,
    ).toBe(429);

    const me = (await (
      await fetch(`${small.origin}/api/team/me`, { headers: { Cookie: signedIn.split(';')[0] } })
    ).json()) as { failedSignIns: number };
    expect(me.failedSignIns).toBe(MAX_FROM_NEW_DEVICES);
    expect(readFileSync(join(small.dataDir, 'audit.log'), 'utf8')).toContain(
      '| sign-in closed to new devices | person=',
    );
  }, 180_000);
});

const cookieOf = (answer: Response, name: string) =>
  answer.headers
    .getSetCookie()
    .find((set) => set.startsWith(`${name}=`))
    ?.split(';')[0];

describe('an account that signs in in two steps', () => {
  it('still signs in from a new device with the right password and code after strangers closed it to new devices', async () => {
    await small.member('eve@example.com', 'eve right password');
    const secret = await startSetup(small.team.accounts, 'eve@example.com');
    const codeOf = (steps: number) =>
      new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });
    await confirmSetup(small.team.accounts, 'eve@example.com', codeOf(0));

    // Strangers from eleven addresses, one wrong password each.
    const statuses: number[] = [];
    for (let i = 1; i <= MAX_FROM_NEW_DEVICES + 1; i++)
      statuses.push((await small.signIn({ email: 'eve@example.com', password: `guess ${i}` }, `192.0.2.${i}`)).status);
    expect(statuses).toEqual(Array(MAX_FROM_NEW_DEVICES + 1).fill(401));

    // Eve on a new phone: the password leads to the code step, and the code signs her in.
    const password = await small.signIn({ email: 'eve@example.com', password: 'eve right password' }, '192.0.2.99');
    expect(password.status).toBe(200);
    expect(await password.text()).toContain('<h1>Enter your code</h1>');
    const pending = cookieOf(password, 'editor_pending')!;
    const code = await small.post('/sign-in/code', { code: codeOf(1) }, '192.0.2.99', { Cookie: pending });
    expect(code.status).toBe(303);
    const session = cookieOf(code, 'editor_session')!;

    // She and the admins are told.
    const me = (await (await fetch(`${small.origin}/api/team/me`, { headers: { Cookie: session } })).json()) as {
      failedSignIns: number;
    };
    expect(me.failedSignIns).toBe(MAX_FROM_NEW_DEVICES + 1);
    expect(readFileSync(join(small.dataDir, 'audit.log'), 'utf8')).toContain(
      '| sign-in closed to new devices | person=eve@example.com',
    );
  }, 120_000);
});

describe('a flood of sign-ins from two addresses', () => {
  it("lets a person's own browser in promptly, and costs the flood its addresses' allowance", async () => {
    await small.member('fay@example.com', 'fay right password');
    const first = await small.signIn({ email: 'fay@example.com', password: 'fay right password' }, '198.51.100.40');
    expect(first.status).toBe(303);
    const device = cookieOf(first, 'editor_device')!;

    const flooders = ['192.0.2.201', '192.0.2.202'];
    const flood = Array.from({ length: 2 * MAX_FROM_ADDRESS }, (_, i) =>
      small.signIn({ email: `nobody${i}@example.com`, password: `wrong ${i}` }, flooders[i % 2]),
    );
    // Let the flood reach the server first.
    await new Promise((done) => setTimeout(done, 200));
    const madeBefore = hashing.made;
    const sent = Date.now();
    const mine = await small.signIn({ email: 'fay@example.com', password: 'fay right password' }, '198.51.100.41', {
      Cookie: device,
    });
    const seconds = (Date.now() - sent) / 1000;
    const madeUntilMine = hashing.made - madeBefore;
    const statuses = await Promise.all(flood.map(async (answer) => (await answer).status));
    expect(mine.status).toBe(303);
    // Hers was checked as soon as a running hash ended; at most the other turn served a stranger meanwhile.
    expect(madeUntilMine, `${madeUntilMine} hashes, ${seconds} s`).toBeLessThanOrEqual(HASHES_AT_ONCE + 2);

    // Some of the flood was told the server was busy; those tries counted all the same.
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
    for (const address of flooders) {
      const next = await small.signIn({ email: 'nobody-else@example.com', password: 'wrong again' }, address);
      expect(next.status).toBe(429);
    }
  }, 180_000);
});
