import { appendFileSync, closeSync, fstatSync, mkdirSync, openSync, readSync } from 'node:fs';
import { dirname } from 'node:path';
import { isPublishRight, PUBLISH_RIGHT_WORDS } from '../../../src/editor/publish-right.ts';
// An entry read back from the log, for the People screen, as the protocol describes it.
import type { AuditEntry as AuditRecord } from '../../../src/editor/protocol.ts';

export type AuditEvent =
  | 'sign-in'
  | 'sign-in failed'
  | 'sign-in refused (too many tries)'
  | 'sign-in closed to new devices'
  | 'sign-in refused (server busy)'
  | 'sign-out'
  | 'refused'
  | 'publish'
  | 'schedule'
  | 'review'
  | 'invitation accepted'
  | 'two-step sign-in turned on'
  | 'recovery code used'
  | 'password changed'
  | 'password change refused'
  | 'sign-in refused (account turned off)'
  | 'invitation made'
  | 'person removed'
  | 'sites changed'
  | 'publishing changed'
  | 'role changed'
  | 'account turned off'
  | 'account turned on'
  | 'sessions ended'
  | 'two-step sign-in reset'
  | 'password reset made'
  | 'password reset used'
  | 'password reset refused'
  | 'password reset mailed'
  | 'password reset mail refused'
  | 'password reset mail failed'
  | 'restore'
  | 'preview link made'
  | 'preview link revoked';

/** Each event in plain words, as the People screen shows it after who did it. */
export const EVENT_WORDS: Record<AuditEvent, string> = {
  'sign-in': 'signed in',
  'sign-in failed': 'failed to sign in',
  'sign-in refused (too many tries)': 'was stopped from signing in after too many tries',
  'sign-in closed to new devices': 'has sign-in closed to new devices after failed tries',
  'sign-in refused (server busy)': 'was told the server was busy checking other sign-ins',
  'sign-in refused (account turned off)': 'gave the right password, but the account is turned off',
  'sign-out': 'signed out',
  refused: 'was refused',
  publish: 'published',
  schedule: 'scheduled publishing',
  review: 'acted on a review',
  'invitation accepted': 'accepted an invitation',
  'two-step sign-in turned on': 'turned on two-step sign-in',
  'recovery code used': 'used a recovery code',
  'password changed': 'changed their password',
  'password change refused': 'gave a wrong current password when changing it',
  'invitation made': 'invited',
  'person removed': 'removed',
  'sites changed': 'changed the sites of',
  'publishing changed': 'changed how the changes go live of',
  'role changed': 'changed the role of',
  'account turned off': 'turned off the account of',
  'account turned on': 'turned on the account of',
  'sessions ended': 'signed out everywhere',
  'two-step sign-in reset': 'reset the two-step sign-in of',
  'password reset made': 'made a password reset address for',
  'password reset used': 'set a new password with a reset address',
  'password reset refused': 'gave a wrong code with a reset address',
  'password reset mailed': 'was mailed a password reset address',
  'password reset mail refused': 'was not mailed a password reset address',
  'password reset mail failed': 'could not be mailed a password reset address',
  restore: 'restored',
  'preview link made': 'made a preview link of',
  'preview link revoked': 'revoked a preview link of',
};

export interface AuditEntry {
  event: AuditEvent;
  /** The person's email, or what was typed as an email for a failed sign-in. */
  person?: string;
  address: string;
  /** A plain detail: the refused route, the publish result. Never a secret. */
  detail?: string;
}

/** Why a request was refused, by its status, in words: the log file keeps the method, path and status. */
function refusedWords(method: string, status: string): string {
  if (status === '401') return 'a page that needs signing in';
  if (status === '403') return method === 'GET' ? 'a page they may not open' : 'a change they may not make';
  if (status === '429') return 'a request after too many tries';
  return 'a request the server could not answer';
}

/**
 * A line's detail as the People screen shows it: no HTTP methods or status
 * codes, publishing rights in words, counts in the singular or plural, and no
 * colon after the event's words (which may end in one of their own).
 */
export function detailWords(event: string, detail: string): string {
  if (!detail) return '';
  const plain = plainDetail(event, detail);
  // After words like "turned off the account of" the detail is what was acted on; any other is a note set apart.
  return OBJECT_EVENTS.has(event) ? plain : `– ${plain}`;
}

/** Events whose detail begins with what was acted on: the words and the detail read as one sentence. */
const OBJECT_EVENTS = new Set<string>([
  'refused',
  'publish',
  'invitation made',
  'person removed',
  'sites changed',
  'publishing changed',
  'role changed',
  'account turned off',
  'account turned on',
  'two-step sign-in reset',
  'password reset made',
  'restore',
  'preview link made',
  'preview link revoked',
]);

function plainDetail(event: string, detail: string): string {
  const refused = event === 'refused' ? /^([A-Z]+) (\S*) → (\d{3})$/.exec(detail) : null;
  if (refused) return `${refusedWords(refused[1], refused[3])} (${refused[2]})`;
  const publishing = event === 'publishing changed' ? /^(.*): (\w+)$/.exec(detail) : null;
  if (publishing && isPublishRight(publishing[2]))
    return `${publishing[1]} – ${PUBLISH_RIGHT_WORDS[publishing[2]].toLowerCase()}`;
  return detail
    .replace(/\b(\d+) ((?:other )?)(session|change)\(s\)/g, (_all, count: string, other: string, noun: string) =>
      count === '1' ? `1 ${other}${noun}` : `${count} ${other}${noun}s`,
    )
    .replace(/^([^:]+): /, '$1 – ');
}

/** Anything that looks like a credential is blanked before a line is written. */
// A value given to one of these names ("password=…", "token: …", '"secret":"…"'); words after them in a
// sentence ("asked for the password and the code") are not values.
const SECRET = /((?:token|password|cookie|session|secret)"?\s*[=:]\s*"?)[^\s&;"]+/gi;

/** A field as the log holds it: the separator, backslashes and control characters escaped, so no field can forge another. */
export function escapeField(text: string): string {
  return text.replace(/[\\|\p{Cc}\u2028\u2029]/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A field as it was written, its escapes undone. */
const unescapeField = (text: string) =>
  text.replace(/\\u([0-9a-f]{4})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** One line of the log as a record, or undefined for a line that is not one. */
export function parseLine(line: string): AuditRecord | undefined {
  const [time, event, person, address, ...rest] = line.split(' | ');
  if (!time || !event || !person?.startsWith('person=') || !address?.startsWith('address=')) return undefined;
  return {
    time,
    event,
    words: EVENT_WORDS[event as AuditEvent] ?? event,
    person: unescapeField(person.slice('person='.length)),
    address: unescapeField(address.slice('address='.length)),
    detail: detailWords(event, unescapeField(rest.join(' | '))),
  };
}

/** The last `count` lines of a file, newest first, read from its end in pieces: the log is never read whole. */
function lastLines(path: string, count: number): string[] {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  try {
    let end = fstatSync(fd).size;
    let carry = Buffer.alloc(0);
    const lines: string[] = [];
    while (end > 0 && lines.length < count) {
      const size = Math.min(64 * 1024, end);
      const piece = Buffer.alloc(size);
      readSync(fd, piece, 0, size, end - size);
      end -= size;
      let buffer = Buffer.concat([piece, carry]);
      // Whole lines only: what comes before the first newline waits for the next piece.
      let at = buffer.lastIndexOf(10);
      while (at >= 0 && lines.length < count) {
        const line = buffer.subarray(at + 1).toString('utf8');
        if (line) lines.push(line);
        buffer = buffer.subarray(0, at);
        at = buffer.lastIndexOf(10);
      }
      carry = buffer;
    }
    if (end === 0 && carry.length && lines.length < count) lines.push(carry.toString('utf8'));
    return lines;
  } finally {
    closeSync(fd);
  }
}

export function redact(text: string): string {
  return text.replace(SECRET, '$1[hidden]');
}

/**
 * One line per event, to the terminal (the service manager's journal) and to
 * the log file in the data folder. The entry has no field for a password,
 * token or cookie, and free text is redacted as well.
 */
export class AuditLog {
  constructor(
    private readonly file: string,
    private readonly print: (line: string) => void = (line) => console.log(line),
    private readonly now = () => new Date(),
  ) {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  }

  write(entry: AuditEntry): void {
    // The event is one of a fixed list and never a secret ("password changed" stays readable); what else a line holds is redacted.
    const parts = [
      this.now().toISOString(),
      entry.event,
      redact(`person=${escapeField(entry.person ?? '-')}`),
      redact(`address=${escapeField(entry.address)}`),
    ];
    if (entry.detail) parts.push(redact(escapeField(entry.detail)));
    const line = parts.join(' | ');
    appendFileSync(this.file, `${line}\n`, { mode: 0o600 });
    this.print(line);
  }

  /** Entries newest first: `limit` of them after skipping the newest `skip`, and whether older ones remain. */
  read(skip = 0, limit = 200): { entries: AuditRecord[]; more: boolean } {
    const lines = lastLines(this.file, skip + limit + 1);
    return {
      entries: lines
        .slice(skip, skip + limit)
        .map(parseLine)
        .filter((entry): entry is AuditRecord => !!entry),
      more: lines.length > skip + limit,
    };
  }
}
