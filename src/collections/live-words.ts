/**
 * When an entry goes live, in words: "Tuesday 3 March at 9:00". The date and
 * time are the wall clock of the place the site is published from, so they are
 * read as they are written, with no time zone to convert (formatted as UTC).
 */
export function liveWords(date: string, time?: string, thisYear = new Date().getFullYear()): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return undefined;
  const part = (options: Intl.DateTimeFormatOptions) =>
    day.toLocaleDateString('en-GB', { timeZone: 'UTC', ...options });
  const year = day.getUTCFullYear() === thisYear ? '' : ` ${day.getUTCFullYear()}`;
  const words = `${part({ weekday: 'long' })} ${day.getUTCDate()} ${part({ month: 'long' })}${year}`;
  const clock = time && /^(\d{2}):(\d{2})/.exec(time);
  return clock ? `${words} at ${Number(clock[1])}:${clock[2]}` : words;
}
