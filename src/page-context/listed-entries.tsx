import { createContext, useContext } from 'react';
import type { ListedEntry } from '@/content/entry-card';
import type { CollectionListBlock } from '@/content/types.generated';

/**
 * The entries a collection list shows, in its order: the renderer answers
 * from the entries the content core handed the page (src/render/listed-entries.tsx);
 * outside a page, a list shows none.
 */
const ListedEntriesContext = createContext<(block: CollectionListBlock) => ListedEntry[]>(() => []);
export const ListedEntriesContextProvider = ListedEntriesContext.Provider;

export const useListedEntries = () => useContext(ListedEntriesContext);
