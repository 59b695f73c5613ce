import type { ReactNode } from 'react';
import styled from 'styled-components';
import { telHref } from '@/content/href';
import type { FormAside, IconName } from '@/content/types.generated';
import { useSite } from '@/page-context/site-context';
import { Icon } from '@/ui/icon';
import { KeepRangesTogether } from '@/ui/keep-ranges';
import { HoursRows } from '@/ui/hours-rows';
import { PostalAddress } from '@/ui/postal-address';
import { media } from '@/theme/theme';
import { tapTarget } from '@/ui/tap-target';
import { narrowRow, NotesRow } from './notes';

/** As many tiles to a row as fit at about 14rem each: four on a laptop, two on a tablet, one on a phone. */
const Row = styled.ul<{ $count: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  width: 100%;
  ${({ $count }) => narrowRow($count)}
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(14rem, 100%), 1fr));
`;

/** On phones the icon stands beside its words, so four tiles take little more than a screen's third. */
const Tile = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  align-content: start;
  gap: 0.875rem;
  padding: 1rem 1.125rem;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface);
  min-width: 0;
  ${media.sm} { grid-template-columns: minmax(0, 1fr); gap: 0.75rem; padding: 1.25rem; }
`;

const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 999px;
  background: hsl(var(--primary));
  color: hsl(var(--primary-foreground));
`;

const Words = styled.div`
  display: grid;
  gap: 0.25rem;
  min-width: 0;
`;

const Label = styled.h3`
  font-family: inherit;
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: var(--muted);
`;

const Value = styled.div`
  font-weight: 600;
  overflow-wrap: anywhere;
  a { ${tapTarget} color: hsl(var(--primary)); }
  /* A link keeps its tap target by reaching into the space around its line. */
  > a { margin-block: calc((1lh - 2.75rem) / 2); }
`;

const Fine = styled.p`
  font-size: 0.875rem;
  color: var(--muted);
`;

/** Days and their hours on one line where both fit; otherwise the hours take the next line, kept to the right. */
const Hours = styled.dl`
  margin: 0;
  display: grid;
  gap: 0.375rem;
  > div { display: flex; flex-wrap: wrap; justify-content: space-between; column-gap: 0.75rem; }
  dt { font-weight: 600; }
  dd { margin: 0 0 0 auto; color: var(--muted); white-space: nowrap; }
`;

function ContactTile({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <Tile>
      <Badge aria-hidden="true">
        <Icon name={icon} size={20} />
      </Badge>
      <Words>
        <Label>{label}</Label>
        {children}
      </Words>
    </Tile>
  );
}

/** An address may break after its "@" before it breaks anywhere else. */
function Email({ address }: { address: string }) {
  const at = address.indexOf('@');
  return (
    <a href={`mailto:${address}`}>
      <span>
        {at > 0 ? (
          <>
            {address.slice(0, at + 1)}
            <wbr />
            {address.slice(at + 1)}
          </>
        ) : (
          address
        )}
      </span>
    </a>
  );
}

/** The details and their notes, one row under the other. */
const Aside = styled.aside`
  display: grid;
  gap: 1.5rem;
`;

/** The site's phone, email, address and hours as a row of tiles, its notes under them: all above a form. */
export function ContactTiles({
  heading,
  showContact = true,
  showHours = true,
  hoursHeading = 'Business Hours',
  phoneLabel = 'Phone',
  emailLabel = 'Email',
  addressLabel = 'Address',
  notes,
}: FormAside) {
  const { site } = useSite();
  const { phone, email, address, hours, responseTime } = site.contact;
  const withHours = Boolean(showHours && hours && hours.length > 0);
  const count = (showContact ? [phone, email, address].filter(Boolean).length : 0) + Number(withHours);
  if (count === 0 && !notes?.length) return null;
  return (
    <Aside aria-label={heading ?? 'Contact details'}>
      {count > 0 && (
        <Row data-form-details="" $count={count}>
          {showContact && phone && (
            <ContactTile icon="phone" label={phoneLabel}>
              <Value>
                <a href={telHref(phone)}>{phone}</a>
              </Value>
            </ContactTile>
          )}
          {showContact && email && (
            <ContactTile icon="mail" label={emailLabel}>
              <Value>
                <Email address={email} />
              </Value>
              {responseTime && (
                <Fine>
                  <KeepRangesTogether text={responseTime} />
                </Fine>
              )}
            </ContactTile>
          )}
          {showContact && address && (
            <ContactTile icon="map-pin" label={addressLabel}>
              <Value>
                <PostalAddress text={address} />
              </Value>
            </ContactTile>
          )}
          {withHours && hours && (
            <ContactTile icon="clock" label={hoursHeading}>
              <Hours>
                <HoursRows hours={hours} />
              </Hours>
            </ContactTile>
          )}
        </Row>
      )}
      <NotesRow notes={notes} keepToForm />
    </Aside>
  );
}
