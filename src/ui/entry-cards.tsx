import styled from 'styled-components';
import { media } from '@/theme/theme';
import type { ListedEntry } from '@/content/entry-card';
import { Card, CardText } from './card';
import { Facts } from './facts';
import { Picture } from './picture';
import { Pill } from './pill';
import { keepLastWordsTogether } from './keep-words';
import { SmartLink } from './smart-link';
import { tapTarget } from './tap-target';

const Cards = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 1.5rem;
  ${media.md} { grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr)); }
`;

const EntryCardFrame = styled(Card)`
  height: 100%;
  padding-inline: 0;
  overflow: hidden;
  > :not(img, picture) { padding-inline: 1.5rem; }
  h2, h3 { font-size: 1.25rem; line-height: 1.3; text-wrap: balance; }
  h2 a, h3 a { ${tapTarget} color: inherit; }
  /* The whole card is the link's target, for a finger as for a pointer. */
  h2 a::after, h3 a::after { content: ''; position: absolute; inset: 0; }
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

const Meta = styled.p`
  color: var(--muted);
`;

const Label = styled(Pill)`
  /* As wide as its words: the card is not a grid that would size it so. */
  width: fit-content;
  margin-inline: 1.5rem;
`;

/**
 * Entries as cards, each one link to its page where it has one: an index page's (titles are
 * its h2s) and a collection list's on any page (h3s, under the section's own heading).
 */
export function EntryCards({ cards, level }: { cards: Pick<ListedEntry, 'href' | 'card'>[]; level: 'h2' | 'h3' }) {
  const Heading = level;
  return (
    <Cards>
      {cards.map(({ href, card }) => (
        <li key={href ?? card.title}>
          <EntryCardFrame>
            {card.image && <Cover image={card.image} sizes="(min-width: 768px) 24rem, 100vw" />}
            {card.status && <Label>{card.status}</Label>}
            {card.meta && <Meta>{card.meta}</Meta>}
            <Heading>
              {href ? (
                // One span inside the link: its tap-target box lays its children out as a row of flex items,
                // and a title's kept-together parts would otherwise stand side by side, out of order.
                <SmartLink href={href}>
                  <span>{keepLastWordsTogether(card.title)}</span>
                </SmartLink>
              ) : (
                keepLastWordsTogether(card.title)
              )}
            </Heading>
            {card.text && <CardText>{card.text}</CardText>}
            <Facts facts={card.facts} />
          </EntryCardFrame>
        </li>
      ))}
    </Cards>
  );
}
