import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeDurably } from './data-store.ts';

export const WINDOW_MS = 15 * 60 * 1000;
/** Failed tries for one account from one address, or from one device the person signed in on before. */
export const MAX_FAILURES = 5;
/** Failed tries for one account from every device it has not signed in on, together. */
export const MAX_FROM_NEW_DEVICES = 10;
/** Failed tries from one address, whatever the account. */
export const MAX_FROM_ADDRESS = 20;

export const DEVICE_COOKIE = 'editor_device';
const DEVICE_DAYS = 365;

/** A try being checked: it already counts as failed. */
export interface SignInTry {
  /** Takes the try back: the password was right, or it was never checked. */
  forget(): void;
  /** This try closed the account to new devices for a while: the person and the admins are to be told. */
  closedNewDevices: boolean;
}

const limitOf = (key: string) =>
  key.startsWith('address:') ? MAX_FROM_ADDRESS : key.endsWith('|new devices') ? MAX_FROM_NEW_DEVICES : MAX_FAILURES;

/**
 * Failed sign-ins, counted so that guessing is bounded and a stranger cannot
 * stop a person signing in (OWASP's "device cookies"): a browser the person
 * signed in on before carries a signed cookie for their account, and its tries
 * count for that browser alone. Every other try counts for its address, and
 * for the account's new devices together; when those are used up, new
 * devices wait, and the person's own browsers still sign in.
 *
 * A try is counted when it starts, before the slow password check, so tries
 * sent all at once are bounded like tries sent one after another. Kept in
 * memory: a restart forgets, which costs an attacker a restart they cannot cause.
 */
export class SignInLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now = () => Date.now()) {}

  private recent(key: string): number[] {
    const time = this.now();
    const kept = (this.failures.get(key) ?? []).filter((at) => time - at < WINDOW_MS);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  private keys(email: string, address: string, device?: string): string[] {
    const account = `email:${accountKey(email)}`;
    return device ? [`device:${device}`] : [`${account}|${address}`, `${account}|new devices`, `address:${address}`];
  }

  private waitOn(keys: string[]): number {
    const waits = keys.map((key) => {
      const list = this.recent(key);
      const limit = limitOf(key);
      return list.length >= limit ? list[list.length - limit] + WINDOW_MS - this.now() : 0;
    });
    return Math.max(0, ...waits);
  }

  /** Milliseconds until a try is allowed again, or 0 when it is allowed now. `device`: a known device's id. */
  waitFor(email: string, address: string, device?: string): number {
    return this.waitOn(this.keys(email, address, device));
  }

  fail(email: string, address: string, device?: string): void {
    this.begin(email, address, device);
  }

  /** Starts a try: the wait when it is refused, or the try, counted as failed until taken back. */
  begin(email: string, address: string, device?: string): number | SignInTry {
    const keys = this.keys(email, address, device);
    const wait = this.waitOn(keys);
    if (wait > 0) return wait;
    const at = this.now();
    for (const key of keys) this.failures.set(key, [...this.recent(key), at]);
    const pool = keys.find((key) => key.endsWith('|new devices'));
    return {
      closedNewDevices: pool !== undefined && this.recent(pool).length === MAX_FROM_NEW_DEVICES,
      forget: () => {
        for (const key of keys) {
          const list = this.failures.get(key) ?? [];
          const index = list.indexOf(at);
          if (index >= 0) list.splice(index, 1);
        }
      },
    };
  }

  /** Failed tries on the account in the window, from new devices: what the person and the admins are shown. */
  recentFailures(email: string): number {
    return this.recent(`email:${accountKey(email)}|new devices`).length;
  }
}

/** Upper case, padding and look-alike forms of an email all name one account. */
export const accountKey = (email: string) => email.normalize('NFKC').trim().toLowerCase();

export function tooManyTriesMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * The signed cookie a browser gets when a person signs in on it: a random id
 * and a keyed hash of the account and that id. The key lives in the data folder.
 */
export class KnownDevices {
  private readonly key: Buffer;

  constructor(dataDir: string) {
    const file = join(dataDir, 'device-key');
    if (!existsSync(file)) writeDurably(file, randomBytes(32).toString('base64url'));
    this.key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  }

  private sign(email: string, id: string): string {
    return createHmac('sha256', this.key)
      .update(`${accountKey(email)}\n${id}`)
      .digest('base64url');
  }

  cookie(email: string, secure: boolean): string {
    const id = randomBytes(16).toString('base64url');
    return `${DEVICE_COOKIE}=${id}.${this.sign(email, id)}; HttpOnly; SameSite=Strict; Path=/sign-in; Max-Age=${DEVICE_DAYS * 86_400}${secure ? '; Secure' : ''}`;
  }

  /** The device's id when the cookie is one this server signed for this account, else undefined. */
  idFor(email: string, value: string | undefined): string | undefined {
    const [id, mac] = (value ?? '').split('.');
    if (!id || !mac || id.length > 64) return undefined;
    const expected = Buffer.from(this.sign(email, id));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
  }
}
