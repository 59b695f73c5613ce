import type { ReactNode } from 'react';
import { entriesInList } from '@/collections/entries-in-list';
import { HandedEntriesContextProvider } from '@/page-context/handed-entries';
import { ListedEntriesContextProvider } from '@/page-context/listed-entries';
import { useSite } from '@/page-context/site-context';

/**
 * Gives a page's sections the entries handed to it by reference ("posts/speed" -> its document):
 * collection lists pick theirs, sections that name entries (a team's people) look theirs up.
 */
export function ListedEntries({ entries, children }: { entries: Record<string, unknown>; children: ReactNode }) {
  const { site } = useSite();
  return (
    <HandedEntriesContextProvider value={entries}>
      <ListedEntriesContextProvider value={(block) => entriesInList(block, site, entries)}>
        {children}
      </ListedEntriesContextProvider>
    </HandedEntriesContextProvider>
  );
}
