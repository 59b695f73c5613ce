export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed sign-ins per email and per address. After MAX_FAILURES within
 * WINDOW_MS, every try from that email or address is refused until the
 * oldest failure is WINDOW_MS old. Kept in memory: a restart forgets, which
 * costs an attacker a restart they cannot cause.
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

  /** Milliseconds until a try is allowed again, or 0 when it is allowed now. */
  waitFor(email: string, address: string): number {
    const waits = [`email:${email.trim().toLowerCase()}`, `address:${address}`].map((key) => {
      const list = this.recent(key);
      return list.length >= MAX_FAILURES ? list[list.length - MAX_FAILURES] + WINDOW_MS - this.now() : 0;
    });
    return Math.max(0, ...waits);
  }

  fail(email: string, address: string): void {
    for (const key of [`email:${email.trim().toLowerCase()}`, `address:${address}`])
      this.failures.set(key, [...this.recent(key), this.now()]);
  }
}

export function tooManyTriesMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
