import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type AuditEvent =
  | 'sign-in'
  | 'sign-in failed'
  | 'sign-in refused (too many tries)'
  | 'sign-in closed to new devices'
  | 'sign-out'
  | 'refused'
  | 'publish'
  | 'schedule'
  | 'review'
  | 'invitation accepted'
  | 'two-step sign-in turned on'
  | 'recovery code used'
  | 'password changed'
  | 'password change refused';

export interface AuditEntry {
  event: AuditEvent;
  /** The person's email, or what was typed as an email for a failed sign-in. */
  person?: string;
  address: string;
  /** A plain detail: the refused route, the publish result. Never a secret. */
  detail?: string;
}

/** Anything that looks like a credential is blanked before a line is written. */
const SECRET = /((?:token|password|cookie|session|secret)[=:"\s]+)[^\s&;"]+/gi;

/** A field as the log holds it: the separator, backslashes and control characters escaped, so no field can forge another. */
export function escapeField(text: string): string {
  return text.replace(/[\\|\p{Cc}\u2028\u2029]/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
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
    const parts = [
      this.now().toISOString(),
      entry.event,
      `person=${escapeField(entry.person ?? '-')}`,
      `address=${escapeField(entry.address)}`,
    ];
    if (entry.detail) parts.push(escapeField(entry.detail));
    const line = redact(parts.join(' | '));
    appendFileSync(this.file, `${line}\n`, { mode: 0o600 });
    this.print(line);
  }
}
