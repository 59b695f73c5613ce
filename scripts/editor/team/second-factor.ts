/**
 * Two-step sign-in: a time-based code from an authenticator app (TOTP,
 * RFC 6238, through `otpauth`, a small, well-kept implementation of the RFC)
 * and ten single-use recovery codes, hashed like passwords. The secret and
 * the hashes live in the person's record in accounts.json, beside the password
 * hash, written atomically like the rest of it.
 */
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { AccountError, type Accounts, type Person } from './accounts.ts';
import { hashTogether, matchTogether, type Asker } from './passwords.ts';

const PERIOD = 30;
export const RECOVERY_CODES = 10;
/** No 0/O or 1/I/L: read off paper and typed without doubt. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Who must sign in in two steps: the studio's admins (the default), everyone, or (for trials and tests only) nobody. */
export type TwoStepRule = 'admins' | 'everyone' | 'optional';

export function twoStepRule(env: NodeJS.ProcessEnv): TwoStepRule {
  const value = env.EDITOR_TWO_STEP;
  return value === 'everyone' || value === 'optional' ? value : 'admins';
}

export const twoStepRequired = (person: Pick<Person, 'admin'>, rule: TwoStepRule) =>
  rule === 'everyone' || (rule === 'admins' && person.admin);

const totp = (secret: string, email = '') =>
  new TOTP({ issuer: 'Website editor', label: email, secret: Secret.fromBase32(secret), period: PERIOD });

/** What an authenticator app reads: the otpauth:// address, and the same as a QR picture (an SVG data address). */
export async function setupAddress(secret: string, email: string): Promise<{ address: string; picture: string }> {
  const address = totp(secret, email).toString();
  const svg = await QRCode.toString(address, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { address, picture: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The 30-second step a code belongs to (the one before, now or the one after, for clocks a little off), or undefined. */
export function stepOf(secret: string, code: string, now = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totp(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD) + delta;
}

/** "7KQ4M-PX29D": typed back with or without the dash, in any case. */
const readRecoveryCode = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, '');

function newRecoveryCode(): string {
  const letters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${letters.slice(0, 5).join('')}-${letters.slice(5).join('')}`;
}

/** Starts setting up: a new secret, waiting in the person's record for its first code. */
export async function startSetup(accounts: Accounts, email: string): Promise<string> {
  const secret = new Secret({ size: 20 }).base32;
  await accounts.changePerson(email, (person) => {
    if (person.totp) throw new AccountError('Two-step sign-in is on already.');
    person.pendingTotp = secret;
  });
  return secret;
}

/** The first code confirms the waiting secret; the answer is the recovery codes, shown this once. */
export async function confirmSetup(accounts: Accounts, email: string, code: unknown, now = Date.now()) {
  const secret = accounts.find(email)?.pendingTotp;
  if (!secret) throw new AccountError('Start setting up two-step sign-in again.');
  const step = stepOf(secret, String(code ?? '').trim(), now);
  if (step === undefined) throw new AccountError('That code does not match. Type the six digits the app shows now.');
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  const recovery = await hashTogether(codes.map(readRecoveryCode));
  await accounts.changePerson(email, (person) => {
    if (person.pendingTotp !== secret) throw new AccountError('Start setting up two-step sign-in again.');
    delete person.pendingTotp;
    // The step of the code just used counts as used: it cannot sign anyone in.
    person.totp = { secret, lastStep: step };
    person.recovery = recovery;
  });
  return codes;
}

/**
 * The second step of a sign-in: a code from the app, each step once (a code
 * seen again within its 30 seconds is refused), or a recovery code, each once.
 * `asker`: whose turn at the hash a recovery code takes (passwords.ts).
 */
export async function checkSecondStep(
  accounts: Accounts,
  email: string,
  typed: unknown,
  now = Date.now(),
  asker?: Asker,
): Promise<{ by: 'app' | 'recovery code'; left: number } | undefined> {
  const person = accounts.find(email);
  const code = typeof typed === 'string' ? typed.trim() : '';
  if (!person?.totp || !code || code.length > 64) return undefined;
  const left = () => accounts.find(email)?.recovery?.keys.length ?? 0;
  if (/^\d+$/.test(code)) {
    const step = stepOf(person.totp.secret, code, now);
    if (step === undefined) return undefined;
    const fresh = await accounts.changePerson(email, (current) => {
      if (!current.totp || step <= current.totp.lastStep) return false;
      current.totp.lastStep = step;
      return true;
    });
    return fresh ? { by: 'app', left: left() } : undefined;
  }
  if (!person.recovery) return undefined;
  const index = await matchTogether(readRecoveryCode(code), person.recovery, asker);
  if (index < 0) return undefined;
  const key = person.recovery.keys[index];
  // Taken out in the same write that checks it is still there: two tries at once cannot both use it.
  const used = await accounts.changePerson(email, (current) => {
    const at = current.recovery?.keys.indexOf(key) ?? -1;
    if (at < 0) return false;
    current.recovery!.keys.splice(at, 1);
    return true;
  });
  return used ? { by: 'recovery code', left: left() } : undefined;
}

/** For a lost phone: two-step sign-in off (the secret, a waiting setup and the codes removed); the caller ends the sessions. */
export function resetTwoStep(accounts: Accounts, email: string): Promise<void> {
  return accounts.changePerson(email, (person) => {
    delete person.totp;
    delete person.pendingTotp;
    delete person.recovery;
  });
}
