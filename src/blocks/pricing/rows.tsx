import styled, { css } from 'styled-components';
import type { PricingTier } from '@/content/types.generated';
import { ActionLink } from '@/ui/button';
import { tierAction } from './tier-action';
import { CheckList } from '@/ui/check-list';
import { KeepRangesTogether } from '@/ui/keep-ranges';
import { keepLastWordsTogether } from '@/ui/keep-words';
import { media } from '@/theme/theme';
import { Pill } from '@/ui/pill';
import { OPENS_WITH_RULE } from '@/ui/layout';

const List = styled.div`
  display: grid;
  border-top: 1px solid var(--border);
`;

/** Name and price, then what it includes, then its button: one row on wide screens, stacked on phones. */
const Row = styled.article<{ $highlighted: boolean }>`
  display: grid;
  gap: 1rem;
  padding: 1.75rem 1rem;
  border-bottom: 1px solid var(--border);
  ${media.md} {
    grid-template-columns: minmax(0, 15rem) minmax(0, 1fr) auto;
    align-items: center;
    gap: 2.5rem;
    padding: 2rem 1.5rem;
  }
  ${({ $highlighted }) =>
    $highlighted &&
    css`
      background: hsl(var(--primary) / 0.06);
      box-shadow: inset 4px 0 0 hsl(var(--primary));
    `}
`;

const Head = styled.div`
  display: grid;
  gap: 0.4rem;
  align-content: start;
  h3 { font-size: 1.25rem; }
`;

const Price = styled.p`
  font-family: var(--font-heading);
  font-weight: var(--heading-weight);
  font-size: 2.25rem;
  line-height: 1;
  font-variant-numeric: lining-nums;
  color: hsl(var(--primary-text));
  small { font-family: var(--font-body); font-size: 0.9375rem; font-weight: 500; color: var(--muted); }
`;

const Body = styled.div`
  display: grid;
  gap: 0.75rem;
  p { color: var(--muted); }
`;

/* The features run in two columns beside the name, so a row stays a row. */
const Features = styled(CheckList)`
  ${media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); column-gap: 1.5rem; }
`;

/** The tiers as a price list: one row each, the highlighted one marked and tinted. */
export function RowTiers({ tiers }: { tiers: PricingTier[] }) {
  return (
    <List {...OPENS_WITH_RULE}>
      {tiers.map((tier, index) => (
        <Row key={index} $highlighted={Boolean(tier.highlighted)} aria-label={`${tier.name} plan`}>
          <Head>
            {tier.highlighted && <Pill>Most Popular</Pill>}
            <h3>{keepLastWordsTogether(tier.name)}</h3>
            <Price>
              {tier.price}
              {tier.period && <small>{tier.period}</small>}
            </Price>
          </Head>
          <Body>
            {tier.description && (
              <p>
                <KeepRangesTogether text={tier.description} />
              </p>
            )}
            <Features items={tier.features} />
          </Body>
          <ActionLink action={tierAction(tier)} />
        </Row>
      ))}
    </List>
  );
}
