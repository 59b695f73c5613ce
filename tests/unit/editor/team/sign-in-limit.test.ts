import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashing } from '../../../../scripts/editor/team/passwords.ts';
import { MAX_FAILURES } from '../../../../scripts/editor/team/rate-limit.ts';
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
