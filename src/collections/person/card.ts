import type { PersonEntry } from '@/content/types.generated';
import type { EntryCard } from '@/content/entry-card';

/** A person in lists: their name, role, bio and photo. */
export const personCard = (entry: PersonEntry): EntryCard => ({
  title: entry.name,
  meta: entry.role,
  text: entry.bio,
  image: entry.photo,
});
