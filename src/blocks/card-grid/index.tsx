import styled, { css } from 'styled-components';
import type { CardGridBlock } from '@/content/types.generated';
import { ActionLink, SectionAction } from '@/ui/button';
import { Card, CardText, CardTitle, Grid, IconBadge } from '@/ui/card';
import { CheckList } from '@/ui/check-list';
import { Icon } from '@/ui/icon';
import { Section } from '@/ui/layout';
import { Picture as Image } from '@/ui/picture';
import { SmartLink } from '@/ui/smart-link';
import { tapTarget } from '@/ui/tap-target';
import { BREAKPOINTS } from '@/theme/theme';
import { CARD_VARIANTS, type CardVariant } from './variants';
import { keepLastWordsTogether } from '@/ui/keep-words';
import { KeepRangesTogether } from '@/ui/keep-ranges';
import pictures from './pictures';

const Picture = styled(Image)`
  width: calc(100% + 3rem);
  max-width: none;
  margin: -1.5rem -1.5rem 0.25rem;
  aspect-ratio: 16 / 10;
  object-fit: cover;
  border-radius: var(--radius) var(--radius) 0 0;
  border-bottom: 1px solid var(--border);
`;

/** The parts a card may have, in the order they stand. */
const PARTS = ['picture', 'icon', 'label', 'title', 'text', 'price', 'features', 'link'] as const;
type Part = (typeof PARTS)[number];

function partsOf(card: CardGridBlock['cards'][number]): Part[] {
  const has: Record<Part, unknown> = {
    picture: card.image,
    icon: card.icon,
    label: card.label,
    title: true,
    text: card.text,
    price: card.price,
    features: card.features?.length,
    link: card.link,
  };
  return PARTS.filter((part) => has[part]);
}

/**
 * Where cards stand side by side, each card is a subgrid of the grid's rows,
 * one row per part any card of the block has: a two-line title in one card
 * moves every card's text down alike, and prices and links line up along the
 * row however long the sentences above them are. A list's rows keep their own
 * grid (icon beside the words), and a phone's single column has nothing to align.
 */
const aligned = (parts: Part[]) => css`
  @media (min-width: ${BREAKPOINTS.sm}px) {
    display: grid;
    grid-row: span ${parts.length};
    grid-template-rows: subgrid;
    row-gap: 0.875rem;
    align-items: start;
    /* A photo's img sits inside a <picture> (display: contents), so the picture is found by its own class. */
    ${parts.map((part, index) => `${part === 'picture' ? Picture : `> [data-part='${part}']`} { grid-row: ${index + 1}; }`).join('\n')}
  }
`;

/**
 * On phones a card with a picture is a compact row: a small picture at the
 * start, the words beside it, the sentence cut to three lines, so a long list
 * of such cards (the studio's eight demos) stays a few screens long.
 */
const Item = styled(Card)<{ $variant: CardVariant; $pictured: boolean; $parts: Part[] }>`
  ${({ $variant }) => CARD_VARIANTS[$variant]}
  ${({ $variant, $parts }) => $variant !== 'list' && aligned($parts)}
  ${({ $pictured }) =>
    $pictured &&
    css`
      @media (max-width: ${BREAKPOINTS.sm - 1}px) {
        display: grid;
        grid-template-columns: 6.5rem minmax(0, 1fr);
        gap: 0.375rem 1rem;
        align-content: start;
        padding: 1rem;
        > * { grid-column: 2; }
        /* Not a child selector: a photo's img sits inside a <picture> (display: contents). */
        ${Picture} { grid-column: 1; grid-row: span 5; align-self: start; width: 100%; margin: 0; aspect-ratio: 4 / 3; border: 1px solid var(--border); border-radius: calc(var(--radius) * 0.75); }
        > ${CardText} { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 3; overflow: hidden; font-size: 0.9375rem; }
      }
    `}
`;

const Label = styled.p`
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  text-wrap: balance;
  color: hsl(var(--primary));
`;

const Price = styled.p`
  font-weight: 700;
  font-size: 1.125rem;
`;

const CardLink = styled(SmartLink)`
  ${tapTarget}
  gap: 0.3em;
  align-self: flex-start;
  margin-top: auto;
  font-weight: 650;
  color: hsl(var(--primary));
  text-underline-offset: 0.2em;
`;

export default function CardGrid({
  anchor,
  eyebrow,
  heading,
  intro,
  tone,
  columns = 3,
  variant = 'cards',
  cards,
  action,
}: CardGridBlock) {
  const parts = PARTS.filter((part) => cards.some((card) => partsOf(card).includes(part)));
  return (
    <Section anchor={anchor} tone={tone} eyebrow={eyebrow} heading={heading} intro={intro}>
      <Grid $columns={columns}>
        {cards.map((card, index) => (
          <Item key={index} $variant={variant} $pictured={Boolean(card.image)} $parts={parts}>
            {card.image && <Picture image={card.image} sizes={pictures.sizes.card} />}
            {card.icon && (
              <IconBadge data-icon data-part="icon">
                <Icon name={card.icon} />
              </IconBadge>
            )}
            {card.label && <Label data-part="label">{keepLastWordsTogether(card.label)}</Label>}
            <CardTitle data-part="title">{keepLastWordsTogether(card.title)}</CardTitle>
            {card.text && (
              <CardText data-part="text">
                <KeepRangesTogether text={card.text} />
              </CardText>
            )}
            {card.price && (
              <Price data-part="price">
                <KeepRangesTogether text={card.price} />
              </Price>
            )}
            {card.features && card.features.length > 0 && (
              <div data-part="features">
                <CheckList items={card.features} />
              </div>
            )}
            {card.link && (
              <CardLink data-part="link" href={card.link.href} aria-label={`${card.link.label}: ${card.title}`}>
                {card.link.label} <span aria-hidden="true">→</span>
              </CardLink>
            )}
          </Item>
        ))}
      </Grid>
      {action && (
        <SectionAction>
          <ActionLink action={action} />
        </SectionAction>
      )}
    </Section>
  );
}
