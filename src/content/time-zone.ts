/**
 * A site's time zone (site.json "timeZone", an IANA name such as
 * "America/Chicago"): the wall clock its entries' dates and times are written
 * on. Without one, the clock of the process that builds or schedules (its TZ).
 * Browser-safe: Intl alone.
 */

/** Whether `name` is a time zone this runtime knows ("Europe/London", "UTC"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The time zone a site.json names, when it names one. */
export function siteTimeZone(site: unknown): string | undefined {
  const zone = site && typeof site === 'object' ? (site as { timeZone?: unknown }).timeZone : undefined;
  return typeof zone === 'string' ? zone : undefined;
}

const two = (n: number) => String(n).padStart(2, '0');

/** `now` as the wall clock reads in `timeZone` (the local one without a known zone): "2026-03-14T09:00:05". */
export function wallClock(now: Date, timeZone?: string): string {
  if (!timeZone || !isTimeZone(timeZone)) {
    const day = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
    return `${day}T${two(now.getHours())}:${two(now.getMinutes())}:${two(now.getSeconds())}`;
  }
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

/**
 * The instant a wall-clock moment ("2026-03-14T09:00", or a day for its
 * start) names in `timeZone` (the local one without a known zone). A time the
 * clocks skip (a spring-forward hour) is read as the same time before the change.
 */
export function momentIn(at: string, timeZone?: string): Date {
  const [y, mo, d, h = 0, mi = 0, s = 0] = at.split(/[-T:]/).map(Number);
  if (!timeZone || !isTimeZone(timeZone)) return new Date(y, mo - 1, d, h, mi, s);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  // The zone's offset at a guess, then at the answer the guess gives (they differ only near a change of clocks).
  const offsetAt = (time: number) => Date.parse(`${wallClock(new Date(time), timeZone)}Z`) - time;
  const guess = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(guess));
}
