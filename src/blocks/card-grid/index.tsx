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

/**
 * On phones a card with a picture is a compact row: a small picture at the
 * start, the words beside it, the sentence cut to three lines, so a long list
 * of such cards (the studio's eight demos) stays a few screens long.
 */
const Item = styled(Card)<{ $variant: CardVariant; $pictured: boolean }>`
  ${({ $variant }) => CARD_VARIANTS[$variant]}
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
  return (
    <Section anchor={anchor} tone={tone} eyebrow={eyebrow} heading={heading} intro={intro}>
      <Grid $columns={columns}>
        {cards.map((card, index) => (
          <Item key={index} $variant={variant} $pictured={Boolean(card.image)}>
            {card.image && <Picture image={card.image} sizes={pictures.sizes.card} />}
            {card.icon && (
              <IconBadge data-icon>
                <Icon name={card.icon} />
              </IconBadge>
            )}
            {card.label && <Label>{card.label}</Label>}
            <CardTitle>{keepLastWordsTogether(card.title)}</CardTitle>
            {card.text && <CardText>{card.text}</CardText>}
            {card.price && <Price>{card.price}</Price>}
            {card.features && card.features.length > 0 && <CheckList items={card.features} />}
            {card.link && (
              <CardLink href={card.link.href} aria-label={`${card.link.label}: ${card.title}`}>
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
