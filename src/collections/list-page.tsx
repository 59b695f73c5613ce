import styled from 'styled-components';
import type { CollectionView } from '@/content/collections';
import { Container } from '@/ui/layout';
import { Picture } from '@/ui/picture';
import { SmartLink } from '@/ui/smart-link';
import { Card, CardText } from '@/ui/card';
import { Lead } from '@/ui/layout';
import { media } from '@/theme/theme';
import { Meta, PageTop, TagList, Title } from './entry-parts';
import type { EntryCard } from './entry-props';

const Head = styled.header`
  display: grid;
  gap: 1rem;
  margin-bottom: 2.5rem;
`;

const Cards = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 1.5rem;
  ${media.md} { grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr)); }
`;

const EntryCardFrame = styled(Card)`
  height: 100%;
  padding-inline: 0;
  overflow: hidden;
  > :not(img, picture) { padding-inline: 1.5rem; }
  h2 { font-size: 1.25rem; line-height: 1.3; }
  h2 a { color: inherit; }
  /* The whole card is the link's target, for a finger as for a pointer. */
  h2 a::after { content: ''; position: absolute; inset: 0; }
  position: relative;
`;

const Cover = styled(Picture)`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  /* The cover reaches the card's top edge. */
  margin-top: -1.5rem;
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
        {cards.length ? (
          <Cards>
            {cards.map(({ href, card }) => (
              <li key={href}>
                <EntryCardFrame>
                  {card.image && <Cover image={card.image} sizes="(min-width: 768px) 24rem, 100vw" />}
                  {card.meta && <Meta>{card.meta}</Meta>}
                  <h2>
                    <SmartLink href={href}>{card.title}</SmartLink>
                  </h2>
                  {card.text && <CardText>{card.text}</CardText>}
                </EntryCardFrame>
              </li>
            ))}
          </Cards>
        ) : (
          <p>Nothing is published here yet.</p>
        )}
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
