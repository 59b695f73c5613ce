import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashing } from '../../../../scripts/editor/team/passwords.ts';
import { MAX_FAILURES, MAX_FROM_NEW_DEVICES } from '../../../../scripts/editor/team/rate-limit.ts';
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
    // A new device, even with the right password, waits.
    expect(
      (await small.signIn({ email: 'dee@example.com', password: 'dee right password' }, '198.51.100.31')).status,
    ).toBe(429);
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
