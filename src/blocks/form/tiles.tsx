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
import { AsideNoteCard } from './aside';

/**
 * The widest a row of one or two stays: the form's own width, so a short row
 * lines up with the form under it instead of stretching two tiles across the page.
 */
export const FORM_WIDTH = '46rem';
const narrowRow = (count: number) => (count <= 2 ? `max-width: ${FORM_WIDTH}; margin-inline: auto;` : '');

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

const Label = styled.p`
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

/** The notes under the form, side by side where they fit. */
const NoteRow = styled.div<{ $count: number }>`
  display: grid;
  gap: 1rem;
  width: 100%;
  ${({ $count }) => narrowRow($count)}
  grid-template-columns: repeat(auto-fit, minmax(min(16rem, 100%), 1fr));
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

/** The site's phone, email, address and hours as a row of tiles above a form. */
export function ContactTiles({
  heading,
  showContact = true,
  showHours = true,
  hoursHeading = 'Business Hours',
  phoneLabel = 'Phone',
  emailLabel = 'Email',
  addressLabel = 'Address',
}: FormAside) {
  const { site } = useSite();
  const { phone, email, address, hours, responseTime } = site.contact;
  const withHours = Boolean(showHours && hours && hours.length > 0);
  const count = (showContact ? [phone, email, address].filter(Boolean).length : 0) + Number(withHours);
  if (count === 0) return null;
  return (
    <Row aria-label={heading ?? 'Contact details'} data-form-details="" $count={count}>
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
  );
}

/**
 * The notes of the details, in a row of their own under the form. Under a
 * centred form a row of one or two keeps to the form's width (the tiles layout);
 * on a panel the row spans both its columns.
 */
export function NotesRow({ notes, acrossPanel = false }: Pick<FormAside, 'notes'> & { acrossPanel?: boolean }) {
  if (!notes?.length) return null;
  return (
    <NoteRow data-form-notes="" $count={acrossPanel ? Infinity : notes.length}>
      {notes.map((note, index) => (
        <AsideNoteCard key={index} {...note} />
      ))}
    </NoteRow>
  );
}
