import styled, { css } from 'styled-components';
import type { CardGridBlock } from '@/content/types.generated';
import { ActionLink, SectionAction } from '@/ui/button';
import { Card, CardText, CardTitle, Grid, IconBadge } from '@/ui/card';
import { CheckList } from '@/ui/check-list';
import { Icon } from '@/ui/icon';
import { OPENS_WITH_RULE, Section } from '@/ui/layout';
import { Picture as Image } from '@/ui/picture';
import { SmartLink } from '@/ui/smart-link';
import { tapTarget } from '@/ui/tap-target';
import { BREAKPOINTS, below, media } from '@/theme/theme';
import { CARD_VARIANTS, FILLED, UNALIGNED, featurePanel, type CardVariant } from './variants';
import { planRows } from './tracks';
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

/** The parts a card may have, in the order they stand (the number only in the numbered look). */
const PARTS = ['number', 'picture', 'icon', 'label', 'title', 'text', 'price', 'features', 'link'] as const;
type Part = (typeof PARTS)[number];
type CardContent = CardGridBlock['cards'][number];

function partsOf(card: CardContent, variant: CardVariant): Part[] {
  const has: Record<Part, unknown> = {
    number: variant === 'numbered',
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
 * of such cards (the studio's eight demos) stays a few screens long. In the
 * rows look the picture heads its row instead, full width.
 */
const Item = styled(Card)<{
  $variant: CardVariant;
  $pictured: boolean;
  $parts: Part[];
  $featured: boolean;
  /** How many parts stand in the words' column (in the rows look the side, the picture or else the check list, is not counted). */
  $mainParts: number;
}>`
  ${({ $variant }) => CARD_VARIANTS[$variant]}
  ${({ $variant, $parts, $featured }) => !UNALIGNED.includes($variant) && !$featured && aligned($parts)}
  ${({ $featured, $parts }) =>
    $featured &&
    css`
      ${featurePanel}
      /* One row of the neighbours' parts tall; its own parts in a column. */
      @media (min-width: ${BREAKPOINTS.sm}px) {
        grid-row: span ${$parts.length};
        ${Picture} { flex: 1 1 12rem; aspect-ratio: auto; min-height: 12rem; }
      }
    `}
  ${({ $variant, $mainParts }) =>
    $variant === 'numbered' &&
    css`
      ${below.sm} {
        > [data-part='number'] { grid-row: 1 / span ${$mainParts - 1}; }
      }
    `}
  ${({ $variant, $mainParts, $pictured }) =>
    $variant === 'rows' &&
    css`
      ${Picture} { width: 100%; margin: 0 0 0.5rem; aspect-ratio: 16 / 10; border: 1px solid var(--border); border-radius: var(--radius); }
      @media (min-width: ${BREAKPOINTS.md}px) {
        grid-template-rows: repeat(${$mainParts}, auto) 1fr;
        > [data-side], ${Picture} { grid-row: 1 / span ${$mainParts + 1}; }
        ${Picture} { grid-column: 2; align-self: center; margin: 0; aspect-ratio: 4 / 3; }
        /* Pictures alternate sides down the page; check lists stay on the right, like a price board. */
        ${
          $pictured &&
          css`
          &:nth-child(even) {
            grid-template-columns: minmax(0, 6fr) minmax(0, 5fr);
            > * { grid-column: 2; }
            ${Picture} { grid-column: 1; }
          }
        `
        }
      }
    `}
  ${({ $pictured, $variant }) =>
    $pictured &&
    $variant !== 'rows' &&
    css`
      ${below.sm} {
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

/** Where the grid's columns come in: two from small tablets, all of them from laptops (as in the shared grid). */
const WIDE = 1024;

/** The shared grid, cut into narrow tracks where the look fills its last row (see tracks.ts). */
const CardsGrid = styled(Grid)<{ $variant: CardVariant; $count: number }>`
  ${({ $variant }) => $variant === 'rows' && css`gap: 0;`}
  ${({ $variant, $count, $columns }) =>
    FILLED.includes($variant) &&
    [
      [BREAKPOINTS.sm, Math.min($columns, 2)],
      [WIDE, $columns],
    ].map(([width, columns]) => {
      const { tracks, spans } = planRows($count, columns, $variant === 'feature');
      return css`
        @media (min-width: ${width}px) {
          grid-template-columns: repeat(${tracks}, minmax(0, 1fr));
          ${spans.map((span, index) => `> :nth-child(${index + 1}) { grid-column: span ${span}; }`).join('\n')}
        }
      `;
    })}
  ${({ $variant }) =>
    $variant === 'numbered' &&
    css`
      row-gap: 0;
      ${media.sm} { row-gap: 2.5rem; }
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
  // The rows the cards share: the parts any card has (a feature panel lays out its own, so its parts do not count).
  const peers = variant === 'feature' && cards.length > 1 ? cards.slice(1) : cards;
  const parts = PARTS.filter((part) => peers.some((card) => partsOf(card, variant).includes(part)));
  return (
    <Section anchor={anchor} tone={tone} eyebrow={eyebrow} heading={heading} intro={intro}>
      {/* Rows are a single column at every width: each card is a row of its own. */}
      <CardsGrid
        $columns={variant === 'rows' ? 1 : columns}
        $variant={variant}
        $count={cards.length}
        {...(variant === 'rows' ? OPENS_WITH_RULE : {})}
      >
        {cards.map((card, index) => {
          const own = partsOf(card, variant);
          // A row's side: its picture, else its check list.
          const side =
            variant !== 'rows' ? undefined : (['picture', 'features'] as const).find((part) => own.includes(part));
          return (
            <Item
              key={index}
              $variant={variant}
              $pictured={Boolean(card.image)}
              $parts={parts}
              $featured={variant === 'feature' && index === 0}
              $mainParts={own.length - (side ? 1 : 0)}
            >
              {variant === 'numbered' && (
                <span data-part="number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
              )}
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
                <div data-part="features" data-side={variant === 'rows' && side === 'features' ? '' : undefined}>
                  <CheckList items={card.features} />
                </div>
              )}
              {card.link && (
                <CardLink data-part="link" href={card.link.href} aria-label={`${card.link.label}: ${card.title}`}>
                  {card.link.label} <span aria-hidden="true">→</span>
                </CardLink>
              )}
            </Item>
          );
        })}
      </CardsGrid>
      {action && (
        <SectionAction>
          <ActionLink action={action} />
        </SectionAction>
      )}
    </Section>
  );
}
