/**
 * A flood of sign-ins, with a fake slow hash and a fake clock: the turns at
 * the hash keep a place for a person's own browser and give each address a
 * small share of the line, tries refused as busy count against their
 * address, and an IPv6 /64 counts as one address.
 */
import { describe, expect, it } from 'vitest';
import { HashTurns, ServerBusyError, type Asker } from '../../../../scripts/editor/team/passwords.ts';
import {
  addressGroup,
  MAX_CODES_FROM_NEW_DEVICES,
  MAX_FAILURES,
  MAX_FROM_ADDRESS,
  MAX_FROM_NEW_DEVICES,
  SignInLimiter,
  WINDOW_MS,
} from '../../../../scripts/editor/team/rate-limit.ts';

const LIMITS = { atOnce: 2, waiting: 24, perAddress: 3, known: 24, knownPerAddress: 8 };

/** A hash that takes as long as the test says: each one ends when `finish` is called for it. */
function slowHashes(turns: HashTurns) {
  const started: string[] = [];
  const finishing = new Map<string, () => void>();
  const outcome = new Map<string, 'done' | 'busy'>();
  const ask = (name: string, asker: Asker) =>
    turns
      .run(asker, () => {
        started.push(name);
        return new Promise<void>((done) => finishing.set(name, done));
      })
      .then(
        () => void outcome.set(name, 'done'),
        (error) => {
          if (!(error instanceof ServerBusyError)) throw error;
          outcome.set(name, 'busy');
        },
      );
  const settle = () => new Promise((done) => setTimeout(done, 0));
  const finish = async (name: string) => {
    finishing.get(name)!();
    await settle();
  };
  return { started, outcome, ask, finish, settle };
}

describe('the turns at the password hash', () => {
  it("serve a person's own browser next, however many strangers wait", async () => {
    const turns = new HashTurns(LIMITS);
    const hashes = slowHashes(turns);
    // Strangers from many addresses fill the running turns and every waiting place.
    for (let i = 0; i < LIMITS.atOnce + LIMITS.waiting; i++)
      void hashes.ask(`stranger ${i}`, { group: `203.0.113.${i}`, known: false });
    await hashes.settle();
    expect(hashes.started).toEqual(['stranger 0', 'stranger 1']);
    expect(turns.waiting.strangers).toBe(LIMITS.waiting);
    void hashes.ask('one stranger too many', { group: '203.0.113.200', known: false });
    // The person's browser, with its device cookie, from an address the flood also uses.
    void hashes.ask('own browser', { group: '203.0.113.5', known: true });
    await hashes.settle();
    expect(hashes.outcome.get('one stranger too many')).toBe('busy');
    expect(hashes.outcome.get('own browser')).toBeUndefined();
    await hashes.finish('stranger 0');
    expect(hashes.started).toEqual(['stranger 0', 'stranger 1', 'own browser']);
    await hashes.finish('own browser');
    expect(hashes.outcome.get('own browser')).toBe('done');
    expect(hashes.started.at(-1)).toBe('stranger 2');
  });

  it('give one address a few waiting places, and the rest to other addresses', async () => {
    const turns = new HashTurns(LIMITS);
    const hashes = slowHashes(turns);
    for (let i = 0; i < 20; i++) void hashes.ask(`a ${i}`, { group: '203.0.113.1', known: false });
    for (let i = 0; i < 20; i++) void hashes.ask(`b ${i}`, { group: '203.0.113.2', known: false });
    await hashes.settle();
    const busy = [...hashes.outcome].filter(([, result]) => result === 'busy').length;
    // Two running (both from the first address) and a few waiting from each.
    expect(busy).toBe(40 - LIMITS.atOnce - 2 * LIMITS.perAddress);
    expect(turns.waiting.strangers).toBe(2 * LIMITS.perAddress);
    // Someone on a third address still finds a place.
    void hashes.ask('new device elsewhere', { group: '198.51.100.7', known: false });
    await hashes.settle();
    expect(hashes.outcome.get('new device elsewhere')).toBeUndefined();
    expect(turns.waiting.strangers).toBe(2 * LIMITS.perAddress + 1);
  });
});

describe('tries refused because the server is busy', () => {
  it('count against their address, and not against the account', () => {
    const limiter = new SignInLimiter(() => 0);
    for (let i = 0; i < MAX_FROM_ADDRESS; i++) {
      const attempt = limiter.begin(`someone${i % 3}@example.com`, '203.0.113.9');
      expect(typeof attempt).toBe('object');
      if (typeof attempt === 'object') attempt.busy();
    }
    expect(limiter.waitFor('new@example.com', '203.0.113.9')).toBe(WINDOW_MS);
    expect(limiter.waitFor('someone0@example.com', '203.0.113.10')).toBe(0);
    expect(limiter.recentFailures('someone0@example.com')).toBe(0);
  });
});

describe('addresses', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s counts as %s', (address, group) => expect(addressGroup(address)).toBe(group));

  it('in one IPv6 /64 share one limit, and another /64 has its own', () => {
    const limiter = new SignInLimiter(() => 0);
    for (let i = 0; i < MAX_FROM_ADDRESS; i++)
      limiter.fail(`p${i}@example.com`, `2001:db8:1:2::${(i + 1).toString(16)}`);
    expect(limiter.waitFor('new@example.com', '2001:db8:1:2:abcd:ef01:2345:6789')).toBe(WINDOW_MS);
    expect(limiter.waitFor('new@example.com', '2001:db8:1:3::1')).toBe(0);
    // One account from one /64: five tries, whichever of its addresses they come from.
    for (let i = 0; i < MAX_FAILURES; i++) limiter.fail('ana@example.com', `2001:db8:9:9::${i + 1}`);
    expect(limiter.waitFor('ana@example.com', '2001:db8:9:9::ffff')).toBe(WINDOW_MS);
  });
});

describe('an account closed to new devices', () => {
  it('still has its password checked from a new device when it signs in in two steps, within its address limits', () => {
    const limiter = new SignInLimiter(() => 0);
    for (let i = 0; i < MAX_FROM_NEW_DEVICES; i++) limiter.fail('ana@example.com', `10.0.0.${i}`);
    expect(limiter.closedToNewDevices('ana@example.com')).toBe(true);
    expect(typeof limiter.begin('ana@example.com', '10.9.9.9')).toBe('number');
    expect(typeof limiter.begin('ana@example.com', '10.9.9.9', undefined, true)).toBe('object');
    // Still counted, so the person and the admins see every try.
    expect(limiter.recentFailures('ana@example.com')).toBe(MAX_FROM_NEW_DEVICES + 1);
    // The address's own limits hold.
    for (let i = 1; i < MAX_FAILURES; i++) limiter.begin('ana@example.com', '10.9.9.9', undefined, true);
    expect(typeof limiter.begin('ana@example.com', '10.9.9.9', undefined, true)).toBe('number');
  });

  it("leaves its code step to the pending sign-in's and the account's own code limits", () => {
    const limiter = new SignInLimiter(() => 0);
    for (let i = 0; i < MAX_FROM_NEW_DEVICES; i++) limiter.fail('ana@example.com', `10.0.0.${i}`);
    for (let i = 0; i < MAX_FAILURES; i++)
      expect(typeof limiter.beginCode('ana@example.com', '10.9.9.9', 'pending one')).toBe('object');
    expect(typeof limiter.beginCode('ana@example.com', '10.9.9.9', 'pending one')).toBe('number');
    for (let i = MAX_FAILURES; i < MAX_CODES_FROM_NEW_DEVICES; i++)
      expect(typeof limiter.beginCode('ana@example.com', `10.9.8.${i}`, `pending ${i}`)).toBe('object');
    expect(typeof limiter.beginCode('ana@example.com', '10.9.7.1', 'pending new')).toBe('number');
    // Her own browser has its own count.
    expect(typeof limiter.beginCode('ana@example.com', '10.9.7.1', 'pending mine', 'her-laptop')).toBe('object');
  });

  it("does not stop its owner's password change, counted for the session", () => {
    const limiter = new SignInLimiter(() => 0);
    for (let i = 0; i < MAX_FROM_NEW_DEVICES; i++) limiter.fail('ana@example.com', `10.0.0.${i}`);
    for (let i = 0; i < MAX_FAILURES; i++) expect(typeof limiter.beginSignedIn('her session')).toBe('object');
    expect(typeof limiter.beginSignedIn('her session')).toBe('number');
    expect(typeof limiter.beginSignedIn('another session')).toBe('object');
  });
});
