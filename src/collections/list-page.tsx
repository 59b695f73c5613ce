import styled from 'styled-components';
import type { CollectionView } from '@/content/collections';
import { Container } from '@/ui/layout';
import { SmartLink } from '@/ui/smart-link';
import { Lead } from '@/ui/layout';
import { Meta, PageTop, TagList, Title } from './entry-parts';
import type { EntryCard } from './entry-props';
import { EntryCards } from '@/ui/entry-cards';

const Head = styled.section`
  display: grid;
  gap: 1rem;
  margin-bottom: 2.5rem;
`;

const Pages = styled.nav`
  display: flex;
  justify-content: space-between;
  gap: 1rem;
  margin-top: 2.5rem;
  a { font-weight: 600; color: hsl(var(--primary)); padding-block: 0.75rem; }
`;

export interface ListPageProps {
  view: Extract<CollectionView, { kind: 'list' }>;
  title: string;
  description?: string;
  cards: { href: string; card: EntryCard }[];
  /** Each tag with its page's address; the address of each page of this list. */
  tags: { tag: string; href: string }[];
  pageHref: (page: number) => string;
}

/** A page of a collection's index, or of one tag's: its entries as cards, newest first, with links to the other pages. */
export function ListPage({ view, title, description, cards, tags, pageHref }: ListPageProps) {
  return (
    <PageTop>
      <Container>
        <Head>
          <Title>{view.tag ? `${title}: ${view.tag}` : title}</Title>
          {description && <Lead>{description}</Lead>}
          {view.pages > 1 && (
            <Meta>
              Page {view.page} of {view.pages}
            </Meta>
          )}
          {tags.length > 0 && (
            <nav aria-label="Topics">
              <TagList>
                {tags.map(({ tag, href }) => (
                  <li key={tag}>
                    <SmartLink href={href} aria-current={tag === view.tag ? 'page' : undefined}>
                      {tag}
                    </SmartLink>
                  </li>
                ))}
              </TagList>
            </nav>
          )}
        </Head>
        {cards.length ? <EntryCards cards={cards} level="h2" /> : <p>Nothing is published here yet.</p>}
        {view.pages > 1 && (
          <Pages aria-label="Pages">
            {view.page > 1 ? <SmartLink href={pageHref(view.page - 1)}>Newer</SmartLink> : <span />}
            {view.page < view.pages ? <SmartLink href={pageHref(view.page + 1)}>Older</SmartLink> : <span />}
          </Pages>
        )}
      </Container>
    </PageTop>
  );
}
