import { readFileSync } from 'node:fs';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common passwords, lower case: the 49,000 of zxcvbn-ts's common
 * list (gathered from breach corpora and kept with that password-strength
 * library, rather than a list of our own that would age), and the additions
 * in the data file beside this one, such as the trade's and the year's own.
 */
const COMMON = new Set([
  ...dictionary['passwords-common'],
  ...readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#')),
]);

/** An account's email name counts once it is this long: a three-letter name inside a passphrase is chance, not a hint. */
const SHORTEST_NAME = 4;

/**
 * Why an NFKC password is too easy to guess, or undefined: a common password,
 * alone or with digits and signs around it ("password12"), one character
 * repeated, or the account's email or its name before the "@".
 */
export function commonPasswordProblem(password: string, email: string): string | undefined {
  const lower = password.toLowerCase();
  const stem = lower.replace(/^[\p{N}\p{P}\p{S}\s]+|[\p{N}\p{P}\p{S}\s]+$/gu, '');
  if (new Set(lower.replace(/\s/g, '')).size <= 1) return 'The password may not be one character repeated.';
  if (COMMON.has(lower) || COMMON.has(stem) || COMMON.has(lower.replace(/\s/g, '')))
    return 'That password is one of the most common ones. Choose another, such as a few words only you would put together.';
  const address = email.normalize('NFKC').trim().toLowerCase();
  const name = address.split('@')[0];
  if (address && (lower.includes(address) || (name.length >= SHORTEST_NAME && lower.includes(name))))
    return 'The password may not contain your email address or the name in it.';
  return undefined;
}
