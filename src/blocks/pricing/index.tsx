import styled, { css } from 'styled-components';
import type { PricingBlock } from '@/content/types.generated';
import { ActionLink } from '@/ui/button';
import { tierAction } from './tier-action';
import { Card, CardText, Grid } from '@/ui/card';
import { CheckList } from '@/ui/check-list';
import { Lead, Section } from '@/ui/layout';
import { Pill } from '@/ui/pill';
import { MenuTiers } from './menu';
import { RowTiers } from './rows';
import { keepLastWordsTogether } from '@/ui/keep-words';
import { KeepRangesTogether } from '@/ui/keep-ranges';

const Tiers = styled(Grid)`
  align-items: stretch;
  padding-top: 0.75rem; /* room for the badge that sits on the top edge */
`;

const Tier = styled(Card)<{ $highlighted: boolean }>`
  position: relative;
  gap: 1.25rem;
  ${({ $highlighted }) =>
    $highlighted &&
    css`
      border: 2px solid hsl(var(--primary));
      box-shadow: 0 20px 40px -20px hsl(var(--primary) / 0.45);
    `}
`;

/** The Most Popular pill, centred on the card's top edge. */
const Badge = styled(Pill)`
  position: absolute;
  top: 0;
  left: 50%;
  transform: translate(-50%, -50%);
`;

const Name = styled.h3`
  font-size: 1.25rem;
`;

const Price = styled.p`
  font-family: var(--font-heading);
  font-size: 2.5rem;
  font-weight: var(--heading-weight);
  line-height: 1;
  font-variant-numeric: lining-nums;
  small { font-size: 1rem; font-weight: 500; color: var(--muted); }
`;

/* The list takes the card's spare height, but its items keep their own rhythm at the top of it. */
const Features = styled(CheckList)`
  flex: 1;
  align-content: start;
`;

const Note = styled(Lead)`
  margin-top: 2rem;
  text-align: center;
  font-size: 0.9375rem;
`;

/**
 * Tiers side by side (or as rows of a price list, or as one menu card); a tier's button goes to #contact
 * and reads Get Started unless the content says otherwise.
 */
export default function Pricing({
  anchor,
  eyebrow,
  heading,
  intro,
  tone,
  tiers,
  note,
  variant = 'cards',
}: PricingBlock) {
  return (
    <Section anchor={anchor} tone={tone} eyebrow={eyebrow} heading={heading} intro={intro}>
      {variant === 'menu' ? (
        <MenuTiers tiers={tiers} />
      ) : variant === 'rows' ? (
        <RowTiers tiers={tiers} />
      ) : (
        <Tiers $columns={tiers.length}>
          {tiers.map((tier, index) => (
            <Tier key={index} $highlighted={Boolean(tier.highlighted)} aria-label={`${tier.name} plan`}>
              {tier.highlighted && <Badge>Most Popular</Badge>}
              <Name>{keepLastWordsTogether(tier.name)}</Name>
              <Price>
                {tier.price}
                {tier.period && <small>{tier.period}</small>}
              </Price>
              {tier.description && (
                <CardText>
                  <KeepRangesTogether text={tier.description} />
                </CardText>
              )}
              <Features items={tier.features} />
              <ActionLink action={tierAction(tier)} />
            </Tier>
          ))}
        </Tiers>
      )}
      {note && <Note>{note}</Note>}
    </Section>
  );
}
