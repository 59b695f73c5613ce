import { createContext, useContext } from 'react';
import { pick, sourcePath, type LinkedItems } from '@/content/linked-items';
import type { GalleryItem } from '@/content/types.generated';
import { useSite } from './site-context';

/** The pictures a page shows from other pages of its site, found before it renders (entry-server, the editor's preview). */
const LinkedItemsContext = createContext<LinkedItems>({});
export const LinkedItemsProvider = LinkedItemsContext.Provider;

/** The gallery pictures of the page `href` leads to, named by `ids`, in that order. */
export function useLinkedItems(href: string, ids: string[]): GalleryItem[] {
  const { site } = useSite();
  const linked = useContext(LinkedItemsContext);
  return pick(linked[sourcePath(href, site.basePath)] ?? [], ids);
}
