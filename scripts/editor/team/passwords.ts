import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { commonPasswordProblem } from './password-rules.ts';

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
/** Hashes of tries from new devices waiting for a turn; past this the server is busy, and says so, rather than making everyone wait. */
export const HASHES_WAITING = 24;
/** Of those, the places one address (an IPv6 /64) may hold: a flood from a few addresses cannot fill the line. */
export const WAITING_PER_ADDRESS = 3;
/** Places for hashes of known askers (a browser's device cookie, a session, a token), served before any new device. */
export const KNOWN_WAITING = 24;
/** Of those, the places one address may hold: an office behind one address signs in at nine together. */
export const KNOWN_WAITING_PER_ADDRESS = 8;

export class ServerBusyError extends Error {
  constructor() {
    super('The server is busy checking other sign-ins. Try again in a moment.');
  }
}

/**
 * Who a hash is for: `group`, the asker's address group (`addressGroup` in
 * rate-limit.ts), and whether the asker is `known`: a browser with a device
 * cookie for the account, a signed-in person, or someone holding a token or a
 * pending sign-in. Hashes made for nobody in particular (the command line,
 * an invitation accepted) are known.
 */
export interface Asker {
  group: string;
  known: boolean;
}

const NOBODY: Asker = { group: 'server', known: true };

interface Waiting {
  group: string;
  ready: () => void;
}

/**
 * The turns at the hash: HASHES_AT_ONCE run, and the rest wait in two lines.
 * Known askers wait in a line served first, so a person's own browser is
 * checked after at most the hashes already running, however many strangers
 * wait. New devices wait in the other line, where each address group holds at
 * most a few places. An asker past its places is told the server is busy.
 */
export class HashTurns {
  private running = 0;
  private readonly known: Waiting[] = [];
  private readonly strangers: Waiting[] = [];
  /** How many hashes have been started: what a flood of sign-ins costs is counted, not guessed. */
  made = 0;

  constructor(
    private readonly limits = {
      atOnce: HASHES_AT_ONCE,
      waiting: HASHES_WAITING,
      perAddress: WAITING_PER_ADDRESS,
      known: KNOWN_WAITING,
      knownPerAddress: KNOWN_WAITING_PER_ADDRESS,
    },
  ) {}

  /** Hashes waiting: known askers, new devices. */
  get waiting(): { known: number; strangers: number } {
    return { known: this.known.length, strangers: this.strangers.length };
  }

  /** Runs `task` when a turn is free: known askers first, each line in the order asked. */
  async run<T>(asker: Asker, task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.atOnce) {
      const line = asker.known ? this.known : this.strangers;
      const [total, share] = asker.known
        ? [this.limits.known, this.limits.knownPerAddress]
        : [this.limits.waiting, this.limits.perAddress];
      const mine = line.filter((entry) => entry.group === asker.group).length;
      if (line.length >= total || mine >= share) throw new ServerBusyError();
      await new Promise<void>((ready) => line.push({ group: asker.group, ready }));
    } else this.running++;
    try {
      this.made++;
      return await task();
    } finally {
      const next = this.known.shift() ?? this.strangers.shift();
      // The turn passes straight to the next in line, so `running` counts it still.
      if (next) next.ready();
      else this.running--;
    }
  }
}

/** The server's one set of turns: every password and recovery-code hash takes one. */
export const hashing = new HashTurns();

function derive(password: string, salt: Buffer, cost: typeof COST, asker: Asker = NOBODY): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return hashing.run(
    asker,
    () =>
      new Promise((resolve, reject) =>
        scrypt(password, salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  );
}

/** Characters as a person sees and counts them: "é" written with a combining accent is one. */
const graphemes = (text: string) => [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].length;

/**
 * Why a password cannot be used, or undefined when it can. The password is
 * taken in its NFKC form (full-width and other look-alike forms become plain
 * letters), which is also the form that is hashed. `email`: the account's, which
 * the password may not contain.
 */
export function passwordProblem(password: unknown, email = ''): string | undefined {
  const text = typeof password === 'string' ? password.normalize('NFKC') : '';
  if (graphemes(text.trim()) < MIN_PASSWORD_LENGTH)
    return `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (text.length > MAX_PASSWORD_LENGTH) return `The password may have at most ${MAX_PASSWORD_LENGTH} characters.`;
  // Direction overrides and isolates too: they make what is typed differ from what is shown, as in names.
  if (/[\p{Cc}\u202A-\u202E\u2066-\u2069]/u.test(text))
    return 'The password may not contain control characters or direction marks.';
  return commonPasswordProblem(text, email);
}

/** "scrypt$N$r$p$salt$key", everything needed to check the password again. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password.normalize('NFKC'), salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string, asker?: Asker): Promise<boolean> {
  const [kind, n, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key || password.length > MAX_PASSWORD_LENGTH) return false;
  const expected = Buffer.from(key, 'base64url');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const matches = async (form: string) =>
    timingSafeEqual(await derive(form, Buffer.from(salt, 'base64url'), cost, asker), expected);
  if (expected.length !== KEY_BYTES) return false;
  if (await matches(password.normalize('NFKC'))) return true;
  // Hashes made before passwords were taken in NFKC used NFC; the two differ only for look-alike characters.
  const older = password.normalize('NFC');
  return older !== password.normalize('NFKC') && matches(older);
}

/**
 * The cost for random secrets such as recovery codes (about 50 random bits
 * each, not chosen by a person): scrypt as for passwords, at N = 2^14 (16 MiB,
 * a few hundredths of a second), so making ten is quick while guessing one
 * from a stolen file stays far out of reach.
 */
const RANDOM_SECRET_COST = { N: 2 ** 14, r: 8, p: 1 };

export interface SecretsHashed {
  salt: string;
  /** scrypt's N, kept so the cost can change later. */
  n: number;
  keys: string[];
}

/**
 * Secrets of one person hashed together (recovery codes): one salt, so a code
 * typed is checked with one hash against every key. The codes are random, so
 * sharing a salt among them gives nothing away.
 */
export async function hashTogether(secrets: string[]): Promise<SecretsHashed> {
  const salt = randomBytes(16);
  const keys = [];
  for (const secret of secrets) keys.push((await derive(secret, salt, RANDOM_SECRET_COST)).toString('base64url'));
  return { salt: salt.toString('base64url'), n: RANDOM_SECRET_COST.N, keys };
}

/** Which of the keys `secret` is, or -1. */
export async function matchTogether(secret: string, stored: SecretsHashed, asker?: Asker): Promise<number> {
  if (secret.length > 64 || !stored.keys.length) return -1;
  const key = await derive(
    secret,
    Buffer.from(stored.salt, 'base64url'),
    { ...RANDOM_SECRET_COST, N: stored.n },
    asker,
  );
  return stored.keys.findIndex((other) => {
    const expected = Buffer.from(other, 'base64url');
    return expected.length === key.length && timingSafeEqual(expected, key);
  });
}
