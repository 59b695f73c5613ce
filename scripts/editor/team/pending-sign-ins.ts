import { hashToken, newToken } from './tokens.ts';

export const PENDING_COOKIE = 'editor_pending';
/** Time to find the phone and type its code. */
export const PENDING_MS = 5 * 60 * 1000;

interface Pending {
  email: string;
  next: string;
  expires: number;
}

/**
 * Sign-ins whose password was right and whose second step is still to come.
 * The browser holds a random id in a cookie only /sign-in paths receive; the
 * password step alone opens no session. Kept in memory: a restart asks for
 * the password again.
 */
export class PendingSignIns {
  private readonly waiting = new Map<string, Pending>();

  constructor(private readonly now = () => Date.now()) {}

  start(email: string, next: string): string {
    const time = this.now();
    for (const [key, entry] of this.waiting) if (entry.expires <= time) this.waiting.delete(key);
    const id = newToken();
    this.waiting.set(hashToken(id), { email, next, expires: time + PENDING_MS });
    return id;
  }

  find(id: string | undefined): Pending | undefined {
    const entry = id ? this.waiting.get(hashToken(id)) : undefined;
    return entry && entry.expires > this.now() ? entry : undefined;
  }

  end(id: string): void {
    this.waiting.delete(hashToken(id));
  }

  /** Every sign-in of the person still waiting for its second step: after a reset, or when the account is turned off. */
  endAllFor(email: string): void {
    for (const [key, entry] of this.waiting) if (entry.email === email) this.waiting.delete(key);
  }
}

export function pendingCookie(id: string, secure: boolean): string {
  return `${PENDING_COOKIE}=${id}; HttpOnly; SameSite=Strict; Path=/sign-in; Max-Age=${PENDING_MS / 1000}${secure ? '; Secure' : ''}`;
}

export function clearedPendingCookie(secure: boolean): string {
  return `${PENDING_COOKIE}=; HttpOnly; SameSite=Strict; Path=/sign-in; Max-Age=0${secure ? '; Secure' : ''}`;
}
