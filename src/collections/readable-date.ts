/**
 * "2026-03-14" -> "March 14, 2026", the same wherever the page is built; ""
 * for a value that is no day (a new entry's date not filled in yet, in the
 * editor's preview), so no page ever reads "Invalid Date".
 */
export function readableDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return '';
  return day.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}
