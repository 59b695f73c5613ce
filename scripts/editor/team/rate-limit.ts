import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { isIPv4, isIPv6 } from 'node:net';
import { join } from 'node:path';
import { writeDurably } from './data-store.ts';

export const WINDOW_MS = 15 * 60 * 1000;
/** Failed tries for one account from one address, from one device the person signed in on before, or for one pending sign-in or session. */
export const MAX_FAILURES = 5;
/** Failed tries for one account from every device it has not signed in on, together. */
export const MAX_FROM_NEW_DEVICES = 10;
/** Wrong second-step codes for one account from every device it has not signed in on, together. */
export const MAX_CODES_FROM_NEW_DEVICES = 10;
/** Failed tries from one address (an IPv6 /64), whatever the account. */
export const MAX_FROM_ADDRESS = 20;

export const DEVICE_COOKIE = 'editor_device';
const DEVICE_DAYS = 365;

/** A try being checked: it already counts as failed. */
export interface SignInTry {
  /** Takes the try back: the password was right. */
  forget(): void;
  /** The try was refused because the server was busy: it stays counted against its address, and only there. */
  busy(): void;
  /** This try closed the account to new devices for a while: the person and the admins are to be told. */
  closedNewDevices: boolean;
}

const ADDRESS = 'address:';
const NEW_DEVICES = '|new devices';
const CODES = '|codes';

const limitOf = (key: string) =>
  key.startsWith(ADDRESS)
    ? MAX_FROM_ADDRESS
    : key.endsWith(NEW_DEVICES)
      ? MAX_FROM_NEW_DEVICES
      : key.endsWith(CODES)
        ? MAX_CODES_FROM_NEW_DEVICES
        : MAX_FAILURES;

/** The eight groups of an IPv6 address, in full, or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined;
  let text = address.split('%')[0].toLowerCase();
  // A last part written as IPv4 (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => parseInt(group, 16));
}

/**
 * The group an address counts in for the limits: an IPv4 address alone, an
 * IPv6 address by its /64 (what one home or server is given, so it holds
 * more addresses than anyone could try), an IPv4 address written as IPv6
 * (::ffff:203.0.113.5) as that IPv4 address. Anything else stands for itself.
 */
export function addressGroup(address: string): string {
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * Failed sign-ins, counted so that guessing is bounded and a stranger cannot
 * stop a person signing in (OWASP's "device cookies"): a browser the person
 * signed in on before carries a signed cookie for their account, and its tries
 * count for that browser alone. Every other try counts for its address (its
 * group: an IPv6 /64 is one), and for the account's new devices together.
 * When those are used up the account is closed to new devices for a while:
 * for an account with two-step sign-in on, the password is still checked (the
 * code step stands behind it and has its own limits), so the person signs in
 * from a new phone all the same; any other account waits, and the person's
 * own browsers still sign in.
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
    const group = addressGroup(address);
    return device ? [`device:${device}`] : [`${account}|${group}`, `${account}${NEW_DEVICES}`, `${ADDRESS}${group}`];
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

  /** Whether the account is closed to new devices now. */
  closedToNewDevices(email: string): boolean {
    return this.waitOn([`email:${accountKey(email)}${NEW_DEVICES}`]) > 0;
  }

  /** Counts a try on `counted` when none of `checked` is used up: the wait when one is, or the try. */
  private start(checked: string[], counted: string[]): number | SignInTry {
    const wait = this.waitOn(checked);
    if (wait > 0) return wait;
    const at = this.now();
    for (const key of counted) this.failures.set(key, [...this.recent(key), at]);
    const takeBack = (keep: (key: string) => boolean) => {
      for (const key of counted) {
        if (keep(key)) continue;
        const list = this.failures.get(key) ?? [];
        const index = list.indexOf(at);
        if (index >= 0) list.splice(index, 1);
      }
    };
    const pool = counted.find((key) => key.endsWith(NEW_DEVICES));
    return {
      closedNewDevices: pool !== undefined && this.recent(pool).length === MAX_FROM_NEW_DEVICES,
      forget: () => takeBack(() => false),
      busy: () => takeBack((key) => key.startsWith(ADDRESS)),
    };
  }

  /**
   * Starts a password try: the wait when it is refused, or the try, counted as
   * failed until taken back. `device`: a known device's id. `twoStep`: the
   * account signs in in two steps, so a try from a new device is checked even
   * while the account is closed to new devices (its address's limits still apply).
   */
  begin(email: string, address: string, device?: string, twoStep = false): number | SignInTry {
    const keys = this.keys(email, address, device);
    return this.start(twoStep ? keys.filter((key) => !key.endsWith(NEW_DEVICES)) : keys, keys);
  }

  /**
   * Starts a try of a second-step code: counted for `pending` (the pending
   * sign-in or reset it belongs to) and for the browser when it is a known
   * device, else for the account's codes from new devices and for the address.
   * The account's password limits are not used: only someone who knew the
   * password gets here.
   */
  beginCode(email: string, address: string, pending: string, device?: string): number | SignInTry {
    const keys = device
      ? [`pending:${pending}`, `device:${device}`]
      : [`pending:${pending}`, `email:${accountKey(email)}${CODES}`, `${ADDRESS}${addressGroup(address)}`];
    return this.start(keys, keys);
  }

  /** Starts a check of a signed-in person's password (changing it): counted for the session alone. */
  beginSignedIn(session: string): number | SignInTry {
    const keys = [`session:${session}`];
    return this.start(keys, keys);
  }

  /** Failed tries on the account in the window, from new devices (passwords and codes): what the person and the admins are shown. */
  recentFailures(email: string): number {
    const account = `email:${accountKey(email)}`;
    return this.recent(`${account}${NEW_DEVICES}`).length + this.recent(`${account}${CODES}`).length;
  }
}

/** Upper case, padding and look-alike forms of an email all name one account. */
export const accountKey = (email: string) => email.normalize('NFKC').trim().toLowerCase();

const inMinutes = (waitMs: number) => {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

export function tooManyTriesMessage(waitMs: number): string {
  return `Too many failed sign-ins. Try again in ${inMinutes(waitMs)}.`;
}

/**
 * Said to a new device while the account it names is closed to new devices.
 * It is said of any email typed, account or not, so it tells nobody which are accounts.
 */
export function closedToNewDevicesMessage(waitMs: number): string {
  return `Too many failed sign-ins to this account from devices it has not signed in on, so it is closed to new devices for ${inMinutes(waitMs)}. A browser you signed in on before still signs you in. If the tries were not yours, tell the studio; with two-step sign-in on, an account stays open to new devices at such times.`;
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

/**
 * At most `limit` events per key in a sliding window: what bounds password
 * reset mails (reset-mail.ts). Kept in memory, like the sign-in limits.
 */
export class WindowCount {
  private readonly times = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now = () => Date.now(),
  ) {}

  /** Counts one event for `key` and answers 0 when it is within the limit; else the milliseconds to wait, uncounted. */
  take(key: string): number {
    const time = this.now();
    // Keys whose window has passed are dropped now and then, so many one-off keys do not pile up.
    if (this.times.size > 10_000)
      for (const [old, list] of this.times) if (time - list[list.length - 1] >= this.windowMs) this.times.delete(old);
    const kept = (this.times.get(key) ?? []).filter((at) => time - at < this.windowMs);
    if (kept.length >= this.limit) {
      this.times.set(key, kept);
      return kept[kept.length - this.limit] + this.windowMs - time;
    }
    this.times.set(key, [...kept, time]);
    return 0;
  }
}
