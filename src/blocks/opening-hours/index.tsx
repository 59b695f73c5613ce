import styled from 'styled-components';
import { telHref } from '@/content/href';
import type { OpeningHoursBlock } from '@/content/types.generated';
import { useSite } from '@/page-context/site-context';
import { media } from '@/theme/theme';
import { ActionLink, ActionRow } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { Eyebrow, Lead, Section, SectionTitle } from '@/ui/layout';
import { HoursRows } from '@/ui/hours-rows';
import { keepLastWordsTogether } from '@/ui/keep-words';
import { tapTarget } from '@/ui/tap-target';
import { PostalAddress } from '@/ui/postal-address';

/** The invitation on one side, the hours card on the other (stacked on phones). */
const Layout = styled.div`
  display: grid;
  gap: 2rem;
  align-items: center;
  ${media.md} { grid-template-columns: minmax(0, 1fr) minmax(0, 26rem); gap: 4rem; }
  /* Wide enough that days such as "Tuesday-Sunday (Lunch)" keep to one line beside their hours. */
  ${media.lg} { grid-template-columns: minmax(0, 1fr) minmax(0, 30rem); }
`;

const Invitation = styled.div`
  display: grid;
  gap: 1rem;
  justify-items: start;
  h2 { text-wrap: balance; }
`;

/** Printed like the card by a restaurant's door: days and hours on dotted leaders. */
const HoursCard = styled.div`
  display: grid;
  gap: 1.25rem;
  padding: 1.75rem;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: hsl(var(--background));
  color: hsl(var(--foreground));
  --muted: hsl(var(--foreground) / 0.74);
  box-shadow: 0 12px 32px -18px hsl(var(--foreground) / 0.3);
  h3 { display: flex; gap: 0.5rem; align-items: center; font-size: 1.25rem; }
  h3 svg { color: hsl(var(--primary)); }
`;

const Hours = styled.dl`
  margin: 0;
  display: grid;
  gap: 0.625rem;
  div { display: grid; grid-template-columns: auto minmax(1rem, 1fr) auto; align-items: baseline; gap: 0.75rem; }
  dt { font-weight: 650; }
  /* The leader fills the space between the days and the hours. */
  div::after { content: ''; grid-area: 1 / 2; border-bottom: 2px dotted var(--border); }
  dd { grid-area: 1 / 3; margin: 0; color: var(--muted); white-space: nowrap; font-variant-numeric: tabular-nums; }
  /*
   * On a phone the leader goes, and the hours stand beside the days while both fit on the line;
   * otherwise the hours take the next line, kept to the right, rather than running into the days.
   */
  @media (max-width: 479px) {
    div { display: flex; flex-wrap: wrap; column-gap: 0.75rem; row-gap: 0.125rem; }
    div::after { display: none; }
    dd { margin-left: auto; }
  }
`;

const Contact = styled.ul`
  list-style: none;
  margin: 0;
  padding: 1rem 0 0;
  border-top: 1px solid var(--border);
  display: grid;
  gap: 0.5rem;
  li { display: flex; gap: 0.75rem; align-items: center; }
  svg { flex: none; color: hsl(var(--primary)); }
  a { ${tapTarget} color: hsl(var(--primary)); font-weight: 650; }
`;

/** When the business is open (from site.json), with the address, the phone and a call to come. */
export default function OpeningHours({
  anchor,
  eyebrow,
  heading,
  intro,
  tone,
  hoursHeading = 'Opening Hours',
  showContact = true,
  actions,
}: OpeningHoursBlock) {
  const { site } = useSite();
  const { hours = [], address, phone } = site.contact;
  return (
    <Section anchor={anchor} tone={tone} label={heading}>
      <Layout>
        <Invitation>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <SectionTitle>{keepLastWordsTogether(heading)}</SectionTitle>
          {intro && <Lead>{intro}</Lead>}
          {actions && actions.length > 0 && (
            <ActionRow>
              {actions.map((action, index) => (
                <ActionLink key={index} action={action} />
              ))}
            </ActionRow>
          )}
        </Invitation>
        <HoursCard>
          <h3>
            <Icon name="clock" size={22} />
            {hoursHeading}
          </h3>
          <Hours>
            <HoursRows hours={hours} />
          </Hours>
          {showContact && (address || phone) && (
            <Contact>
              {address && (
                <li>
                  <Icon name="map-pin" size={20} />
                  <PostalAddress text={address} />
                </li>
              )}
              {phone && (
                <li>
                  <Icon name="phone" size={20} />
                  <a href={telHref(phone)}>{phone}</a>
                </li>
              )}
            </Contact>
          )}
        </HoursCard>
      </Layout>
    </Section>
  );
}
