import styled from 'styled-components';
import type { CardGridBlock } from '@/content/types.generated';
import { ActionLink, SectionAction } from '@/ui/button';
import { Card, CardText, CardTitle, Grid, IconBadge } from '@/ui/card';
import { CheckList } from '@/ui/check-list';
import { Icon } from '@/ui/icon';
import { Section } from '@/ui/layout';
import { Picture as Image } from '@/ui/picture';
import { SmartLink } from '@/ui/smart-link';
import { tapTarget } from '@/ui/tap-target';
import { CARD_VARIANTS, type CardVariant } from './variants';

const Picture = styled(Image)`
  width: calc(100% + 3rem);
  max-width: none;
  margin: -1.5rem -1.5rem 0.25rem;
  aspect-ratio: 16 / 10;
  object-fit: cover;
  border-radius: var(--radius) var(--radius) 0 0;
  border-bottom: 1px solid var(--border);
`;

const Item = styled(Card)<{ $variant: CardVariant }>`
  ${({ $variant }) => CARD_VARIANTS[$variant]}
`;

const Label = styled.p`
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
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

export default function CardGrid({ anchor, eyebrow, heading, intro, tone, columns = 3, variant = 'cards', cards, action }: CardGridBlock) {
  return (
    <Section anchor={anchor} tone={tone} eyebrow={eyebrow} heading={heading} intro={intro}>
      <Grid $columns={columns}>
        {cards.map((card, index) => (
          <Item key={index} $variant={variant}>
            {card.image && (
              <Picture image={card.image} sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw" />
            )}
            {card.icon && (
              <IconBadge data-icon>
                <Icon name={card.icon} />
              </IconBadge>
            )}
            {card.label && <Label>{card.label}</Label>}
            <CardTitle>{card.title}</CardTitle>
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
