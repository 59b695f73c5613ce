import { createContext, useContext } from 'react';

/**
 * The entries handed to the page by reference ("stylists/jasmine-reyes" -> its
 * document): the ones its sections name or list, and no others. Outside a
 * page, none.
 */
const HandedEntriesContext = createContext<Record<string, unknown>>({});
export const HandedEntriesContextProvider = HandedEntriesContext.Provider;

export const useHandedEntries = () => useContext(HandedEntriesContext);
