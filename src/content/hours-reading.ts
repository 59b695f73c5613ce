/**
 * Opening hours as people write them ("Mon-Fri" / "7:30 AM - 6:00 PM") read
 * as days and 24-hour times, for search engines' opening-hours data. The
 * page always shows the words as written; this only reads them. The
 * validator uses the same reading, so hours it passes always make data.
 */
import type { OpeningHours } from './types.generated.ts';

export const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEK)[number];

/** What one line of hours means. */
export type HoursReading =
  | { kind: 'open'; days: Weekday[]; opens: string; closes: string }
  | { kind: 'closed' | 'by appointment'; days: Weekday[] }
  | { kind: 'unreadable'; part: 'days' | 'hours'; text: string };

const GROUPS: Record<string, Weekday[]> = {
  daily: [...WEEK],
  'every day': [...WEEK],
  'all week': [...WEEK],
  weekdays: WEEK.slice(0, 5),
  weekends: WEEK.slice(5),
  weekend: WEEK.slice(5),
};

/** "Mon", "Tues", "thursday" -> the weekday; three letters at least, so "T" or "S" is never a guess. */
function weekday(word: string): Weekday | undefined {
  const written = word.trim().toLowerCase().replace(/\.$/, '');
  if (written.length < 3) return undefined;
  return WEEK.find((day) => day.toLowerCase().startsWith(written) || (written === 'thur' && day === 'Thursday'));
}

/** "Mon-Fri", "Tue, Thu", "Saturday", "Daily", "Tuesday-Sunday (Lunch)" -> the days, in order; undefined if unreadable. */
export function readDays(text: string): Weekday[] | undefined {
  const words = text
    .replace(/\([^)]*\)/g, '')
    .trim()
    .toLowerCase();
  if (GROUPS[words]) return GROUPS[words];
  const days = new Set<Weekday>();
  for (const part of words.split(/\s*(?:,|&|\band\b)\s*/)) {
    const [from, to, ...rest] = part.split(/\s*(?:-|–|—|\bto\b|\bthrough\b|\bthru\b)\s*/);
    const first = weekday(from);
    if (!first || rest.length) return undefined;
    if (to === undefined) {
      days.add(first);
      continue;
    }
    const last = weekday(to);
    if (!last) return undefined;
    // A range may wrap around the week: "Fri-Mon".
    for (let index = WEEK.indexOf(first); ; index = (index + 1) % 7) {
      days.add(WEEK[index]);
      if (WEEK[index] === last) break;
    }
  }
  return WEEK.filter((day) => days.has(day));
}

/** "7:30 AM", "9am", "12 noon", "17:00" -> "07:30", "09:00", "12:00", "17:00"; undefined if unreadable. */
function readTime(text: string): string | undefined {
  const written = text.trim().toLowerCase().replace(/\./g, '');
  if (written === 'noon' || written === '12 noon') return '12:00';
  if (written === 'midnight') return '00:00';
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)?$/.exec(written);
  if (!match) return undefined;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  if (minute > 59 || (match[3] ? hour < 1 || hour > 12 : hour > 23 || match[2] === undefined)) return undefined;
  if (match[3] === 'am' && hour === 12) hour = 0;
  if (match[3] === 'pm' && hour < 12) hour += 12;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

const CLOSED = /^closed$/i;
const BY_APPOINTMENT = /^by appointment( only)?$/i;
const ALL_DAY = /^(open )?24 hours$|^24\/7$/i;

/** One line of a site's hours, read; its `status`, where given, says what words of its own mean. */
export function readHours(line: OpeningHours): HoursReading {
  const days = readDays(line.days);
  if (!days) return { kind: 'unreadable', part: 'days', text: line.days };
  const hours = line.hours.trim();
  if (line.status) return { kind: line.status, days };
  if (CLOSED.test(hours)) return { kind: 'closed', days };
  if (BY_APPOINTMENT.test(hours)) return { kind: 'by appointment', days };
  if (ALL_DAY.test(hours)) return { kind: 'open', days, opens: '00:00', closes: '23:59' };
  const [from, to, ...rest] = hours.split(/\s*(?:-|–|—|\bto\b)\s*/i);
  const opens = readTime(from ?? '');
  const closes = readTime(to ?? '');
  if (!opens || !closes || rest.length) return { kind: 'unreadable', part: 'hours', text: line.hours };
  return { kind: 'open', days, opens, closes };
}
