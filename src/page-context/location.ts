import { createContext, useContext, useSyncExternalStore } from 'react';

export interface PageLocation {
  pathname: string;
  /** Without the "#"; empty when the address has none. */
  hash: string;
}

/**
 * The address the page was rendered for. The server renders each page for its
 * path with no hash; a hydrating island starts from the same, then follows the
 * real address (its hash, or a not-found page's actual path).
 */
const RenderedPathContext = createContext<string | undefined>(undefined);
export const RenderedPathProvider = RenderedPathContext.Provider;

/** Fired on the window when the hash is changed by script (history.pushState fires nothing). */
const HASH_SET = 'hashchange';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(HASH_SET, onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener(HASH_SET, onChange);
    window.removeEventListener('popstate', onChange);
  };
}

const browserAddress = () => `${window.location.pathname}${window.location.hash}`;

function split(address: string): PageLocation {
  const at = address.indexOf('#');
  return at === -1 ? { pathname: address, hash: '' } : { pathname: address.slice(0, at), hash: address.slice(at + 1) };
}

/** Where the visitor is: the same answer on the server and while hydrating, live afterwards. */
export function useLocation(): PageLocation {
  const rendered = useContext(RenderedPathContext);
  const address = useSyncExternalStore(subscribe, browserAddress, () => rendered ?? browserAddress());
  return split(address);
}

/** Put a section in the address without a page load, and tell everyone who follows the address. */
export function setHash(hash: string): void {
  history.pushState(history.state, '', `${window.location.pathname}${window.location.search}#${hash}`);
  window.dispatchEvent(new HashChangeEvent(HASH_SET));
}
