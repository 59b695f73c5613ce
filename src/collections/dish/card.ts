import type { DishEntry } from '@/content/types.generated';
import type { EntryCard } from '@/content/entry-card';
import { dollarPrice } from '../price';
import { COURSE_NAMES, dietaryMarks } from './facts';

/** A dish in lists: its name, price and short line, its course (a gallery's category), what it suits and its picture. */
export const dishCard = (entry: DishEntry): EntryCard => {
  // At most five: the schema lets each of the five marks appear once.
  const marks = dietaryMarks(entry) as NonNullable<EntryCard['marks']>;
  return {
    title: entry.name,
    meta: `${COURSE_NAMES[entry.course]} · ${dollarPrice(entry.price)}`,
    text: entry.description,
    image: entry.picture,
    category: entry.course,
    price: dollarPrice(entry.price),
    ...(marks.length ? { marks, facts: marks.slice(0, 4) as EntryCard['facts'] } : {}),
  };
};
