import { isPublished, publishMoment } from '@/content/collections';
import { liveWords } from '@/collections/live-words';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * What an entry's date, time and draft switch mean, in words: "Goes live
 * Tuesday 3 March at 9:00", "Draft: …". The clock is the one
 * the entry is written in (the publishing server's); `on` is now on it.
 */
export function scheduleWords(data: Record<string, unknown>, on = publishMoment()): string | undefined {
  const date = text(data.date);
  const time = text(data.time);
  if (data.draft === true) return 'Draft: kept off the site, its lists and feeds until it is no longer a draft.';
  const words = date && liveWords(date, time, Number(on.slice(0, 4)));
  if (!date || !words) return undefined;
  return isPublished({ date, time }, on) ? `Dated ${words}: on the site from its next publish.` : `Goes live ${words}.`;
}
