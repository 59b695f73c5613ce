import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt from node:crypto rather than Argon2id: both are memory-hard and both
 * are on OWASP's list; scrypt ships with Node, so there is no native binary to
 * match to each server's platform. The cost (N = 2^17, r = 8, p = 1, 128 MiB
 * per check) is OWASP's recommendation and is stored with each hash, so it can
 * be raised later without locking anyone out.
 */
const COST = { N: 2 ** 17, r: 8, p: 1 };
const KEY_BYTES = 32;
export const MIN_PASSWORD_LENGTH = 10;
/** Long enough for any passphrase, short enough that hashing cannot be used to tie up the server. */
export const MAX_PASSWORD_LENGTH = 1024;

/** Hashes run at once: each takes 128 MiB and a core for about a second; more would slow every one of them. */
export const HASHES_AT_ONCE = 2;
/** Hashes waiting for a turn; past this the server is busy, and says so, rather than making everyone wait. */
export const HASHES_WAITING = 24;

export class ServerBusyError extends Error {
  constructor() {
    super('The server is busy checking other sign-ins. Try again in a moment.');
  }
}

let running = 0;
const waiting: (() => void)[] = [];
/** How many hashes have been made since start: what a flood of sign-ins costs is counted, not guessed. */
export const hashing = { made: 0 };

/** Runs `task` when one of the HASHES_AT_ONCE turns is free, in the order asked. */
async function inTurn<T>(task: () => Promise<T>): Promise<T> {
  if (running >= HASHES_AT_ONCE) {
    if (waiting.length >= HASHES_WAITING) throw new ServerBusyError();
    await new Promise<void>((ready) => waiting.push(ready));
  } else running++;
  try {
    hashing.made++;
    return await task();
  } finally {
    const next = waiting.shift();
    // The turn passes straight to the next in line, so `running` counts it still.
    if (next) next();
    else running--;
  }
}

function derive(password: string, salt: Buffer, cost: typeof COST): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return inTurn(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

/** Why a password cannot be used, or undefined when it can. */
export function passwordProblem(password: unknown): string | undefined {
  if (typeof password !== 'string' || [...password].length < MIN_PASSWORD_LENGTH)
    return `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password may have at most ${MAX_PASSWORD_LENGTH} characters.`;
  return undefined;
}

/** "scrypt$N$r$p$salt$key", everything needed to check the password again. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key || password.length > MAX_PASSWORD_LENGTH) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
