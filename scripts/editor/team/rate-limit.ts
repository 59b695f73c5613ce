export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;

/** A try being checked: it already counts as failed. */
export interface SignInTry {
  forget(): void;
}

/**
 * Failed sign-ins per email and per address. After MAX_FAILURES within
 * WINDOW_MS, every try from that email or address is refused until the
 * oldest failure is WINDOW_MS old. A try is counted when it starts, before the
 * slow password check, so tries sent all at once are bounded like tries sent
 * one after another. Kept in memory: a restart forgets, which costs an
 * attacker a restart they cannot cause.
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

  private keys(email: string, address: string): string[] {
    return [`email:${email.normalize('NFKC').trim().toLowerCase()}`, `address:${address}`];
  }

  /** Milliseconds until a try is allowed again, or 0 when it is allowed now. */
  waitFor(email: string, address: string): number {
    const waits = this.keys(email, address).map((key) => {
      const list = this.recent(key);
      return list.length >= MAX_FAILURES ? list[list.length - MAX_FAILURES] + WINDOW_MS - this.now() : 0;
    });
    return Math.max(0, ...waits);
  }

  fail(email: string, address: string): void {
    this.begin(email, address);
  }

  /**
   * Starts a try: the wait when it is refused, or the try, counted as failed
   * until `forget` takes it back (the password was right, or it was never checked).
   */
  begin(email: string, address: string): number | SignInTry {
    const wait = this.waitFor(email, address);
    if (wait > 0) return wait;
    const at = this.now();
    const keys = this.keys(email, address);
    for (const key of keys) this.failures.set(key, [...this.recent(key), at]);
    return {
      forget: () => {
        for (const key of keys) {
          const list = this.failures.get(key) ?? [];
          const index = list.indexOf(at);
          if (index >= 0) list.splice(index, 1);
        }
      },
    };
  }
}

export function tooManyTriesMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
