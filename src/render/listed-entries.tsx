import type { ReactNode } from 'react';
import { entriesInList } from '@/collections/entries-in-list';
import { ListedEntriesContextProvider } from '@/page-context/listed-entries';
import { useSite } from '@/page-context/site-context';

/** Gives a page's collection lists their entries, from those handed to it by reference ("posts/speed" -> its document). */
export function ListedEntries({ entries, children }: { entries: Record<string, unknown>; children: ReactNode }) {
  const { site } = useSite();
  return (
    <ListedEntriesContextProvider value={(block) => entriesInList(block, site, entries)}>
      {children}
    </ListedEntriesContextProvider>
  );
}
