import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

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
