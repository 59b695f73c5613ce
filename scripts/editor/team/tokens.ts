import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes: far beyond guessing, and short enough for an address. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are long and random, so one fast hash is enough: a stolen data folder
 * reveals no token that still opens anything.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The editor page's token for one session: an HMAC of the session id's hash
 * under a key made at each start (team-mode.ts). It is written into the page
 * that session loads, and a write must carry the token of the session that
 * sends it, so a token taken from one person's page is refused with another's cookie.
 */
export function sessionPageToken(key: Buffer, sessionHash: string): string {
  return createHmac('sha256', key).update(sessionHash).digest('hex');
}
