import styled from 'styled-components';
import type { PricingTier } from '@/content/types.generated';
import { tierAction } from './tier-action';
import { SmartLink } from '@/ui/smart-link';
import { tapTarget } from '@/ui/tap-target';
import { media } from '@/theme/theme';
import { keepLastWordsTogether } from '@/ui/keep-words';

/** One printed menu card holding every set menu, the way a dining room presents them. */
const MenuCard = styled.div`
  max-width: 46rem;
  margin-inline: auto;
  padding: 2.5rem 1.5rem;
  background: hsl(var(--background));
  color: hsl(var(--foreground));
  border: 1px solid hsl(var(--primary) / 0.35);
  outline: 1px solid hsl(var(--primary) / 0.35);
  outline-offset: -0.6rem;
  text-align: center;
  ${media.md} { padding: 3.5rem 4rem; }
`;

const Course = styled.article`
  display: grid;
  gap: 0.6rem;
  justify-items: center;
  & + & {
    margin-top: 2rem;
    padding-top: 2rem;
    /* A short rule with a diamond between menus. */
    background: linear-gradient(hsl(var(--primary) / 0.5), hsl(var(--primary) / 0.5)) top center / 6rem 1px no-repeat;
  }
`;

/** Name and price on one line, joined by a dotted leader. */
const Line = styled.div`
  display: flex;
  align-items: baseline;
  gap: 0.75rem;
  width: 100%;
  h3 { font-size: clamp(1.5rem, 1.2rem + 1vw, 1.875rem); text-align: left; }
  &::after { content: ''; order: 1; flex: 1; border-bottom: 2px dotted hsl(var(--foreground) / 0.35); }
`;

const Price = styled.p`
  order: 2;
  font-family: var(--font-heading);
  font-weight: var(--heading-weight);
  font-size: 1.5rem;
  font-variant-numeric: lining-nums;
  color: hsl(var(--primary));
  white-space: nowrap;
  small { font-family: var(--font-body); font-size: 0.875rem; font-weight: 500; color: var(--muted); }
`;

const Mark = styled.p`
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: hsl(var(--primary));
`;

const Description = styled.p`
  font-style: italic;
  color: var(--muted);
  max-width: 34rem;
`;

/** The courses read as a menu: one centred line each. */
const Courses = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.2rem;
`;

const Reserve = styled(SmartLink)`
  ${tapTarget}
  font-weight: 650;
  color: hsl(var(--primary-text));
  text-underline-offset: 0.25em;
`;

/** Set menus as a menu card: the highlighted one is marked, each ends with its booking link. */
export function MenuTiers({ tiers }: { tiers: PricingTier[] }) {
  return (
    <MenuCard>
      {tiers.map((tier, index) => (
        <Course key={index} aria-label={`${tier.name} plan`}>
          {tier.highlighted && <Mark>Most Popular</Mark>}
          <Line>
            <h3>{keepLastWordsTogether(tier.name)}</h3>
            <Price>
              {tier.price}
              {tier.period && <small>{tier.period}</small>}
            </Price>
          </Line>
          {tier.description && <Description>{tier.description}</Description>}
          <Courses>
            {tier.features.map((feature, line) => (
              <li key={line}>{feature}</li>
            ))}
          </Courses>
          <Reserve href={tierAction(tier).href}>{tierAction(tier).label}</Reserve>
        </Course>
      ))}
    </MenuCard>
  );
}
