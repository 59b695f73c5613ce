import type { ComponentType, ReactNode } from 'react';
import { collectionRoute, entryRoute, listRoute, type CollectionView } from '@/content/collections';
import type { SiteDocument } from '@/content/types.generated';
import type { EntryCard, EntryPageProps } from './entry-props';
import { collectionRegistry } from './registry';
import { entryCards } from './cards';
import type { CollectionType, EntryOf } from '@/content/collection-types';
import { ListPage } from './list-page';

export interface CollectionPageParts {
  body: ReactNode;
  title: string;
  description: string;
}

/**
 * A page a collection makes, from its view (an entry, or a page of a list),
 * the entry it shows and the entries it names or lists, by reference.
 */
export function collectionPage(
  view: CollectionView,
  site: SiteDocument,
  entry: unknown,
  named: Record<string, unknown>,
  Gallery: EntryPageProps<CollectionType>['Gallery'],
): CollectionPageParts {
  const setting = site.collections?.[view.collection];
  if (!setting?.path) throw new Error(`The collection "${view.collection}" has no address in site.json.`);
  const at = collectionRoute(site.basePath, setting.path);
  const type = view.type as CollectionType;
  // The view's type and its entries come from the same checked collection, so the entry fits the type.
  const { Page } = collectionRegistry[type] as unknown as {
    Page: ComponentType<Omit<EntryPageProps<CollectionType>, 'entry'> & { entry: unknown }>;
  };
  const card = entryCards[type] as (entry: unknown) => EntryCard;
  const tagHref = (tag: string) => listRoute(at, 1, tag);
  const pageOf = (reference: string) => {
    const [name, slug] = reference.split('/');
    const path = site.collections?.[name]?.path;
    return path === undefined || slug === undefined
      ? undefined
      : entryRoute(collectionRoute(site.basePath, path), slug);
  };
  if (view.kind === 'entry') {
    const own = entry as EntryOf<'post'>;
    const facts = card(entry);
    return {
      body: (
        <Page
          entry={entry}
          slug={view.slug}
          named={named}
          pageOf={pageOf}
          Gallery={Gallery}
          collection={{ title: setting.title, href: at, tagHref }}
          waiting={view.waiting}
        />
      ),
      title: `${own.title ?? facts.title} | ${site.name}`,
      description: own.description ?? facts.text ?? site.tagline,
    };
  }
  const heading = view.tag ? `${setting.title}: ${view.tag}` : setting.title;
  const page = view.pages > 1 ? ` (page ${view.page} of ${view.pages})` : '';
  return {
    body: (
      <ListPage
        view={view}
        title={setting.title}
        description={setting.description}
        cards={view.listed.map((reference) => ({
          href: entryRoute(at, reference.slice(reference.indexOf('/') + 1)),
          card: card(named[reference]),
        }))}
        tags={(setting.tags ?? []).map((tag) => ({ tag, href: tagHref(tag) }))}
        pageHref={(n) => listRoute(at, n, view.tag)}
      />
    ),
    title: `${heading}${page} | ${site.name}`,
    description: setting.description ?? site.tagline,
  };
}
