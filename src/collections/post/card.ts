import type { PostEntry } from '@/content/types.generated';
import type { EntryCard } from '@/content/entry-card';
import { readableDate } from '../readable-date';

/** A post in lists: its date, title, summary and cover. */
export const postCard = (entry: PostEntry): EntryCard => ({
  title: entry.title,
  meta: readableDate(entry.date),
  text: entry.summary,
  image: entry.cover,
});
