import { Fragment } from 'react';
import styled from 'styled-components';
import { telHref } from '@/content/href';
import type { FormAside } from '@/content/types.generated';
import { useSite } from '@/page-context/site-context';
import { Icon } from '@/ui/icon';
import { TAP_SIZE, tapTarget } from '@/ui/tap-target';
import { KeepRangesTogether } from '@/ui/keep-ranges';
import { keepLastWordsTogether } from '@/ui/keep-words';
import { PostalAddress } from '@/ui/postal-address';
import { NotesRow } from './notes';

/*
 * Icons and links take the brand colour, unless the details stand on a band of
 * that colour (the panel layout), which sets --detail-accent to its text colour.
 */
const Panel = styled.aside`
  display: grid;
  gap: 1.5rem;
  align-content: start;
  h3 { font-size: 1.25rem; }
  /* The rows are a line of text apart whatever they hold; the gap leaves room for the links' reach (below). */
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem; }
  li { display: flex; gap: 0.875rem; align-items: flex-start; }
  li > svg { flex: none; margin-top: 0.2rem; color: var(--detail-accent, hsl(var(--primary))); }
  dl { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 0.375rem 1.25rem; }
  dt { font-weight: 600; }
  /* Hours such as "5:00 PM - 10:00 PM" read as one: they never break. */
  dd { margin: 0; color: var(--muted); white-space: nowrap; }
  /*
   * A link is a full tap target, but it reaches into the gaps above and below
   * its line instead of making its row taller: a row of a link and a row of
   * plain words then stand the same distance from their neighbours.
   */
  a { ${tapTarget} color: var(--detail-accent, hsl(var(--primary))); font-weight: 600; overflow-wrap: anywhere; }
  li > a { margin-block: calc((1lh - ${TAP_SIZE}) / 2); }
`;

/** The heading, contact list and hours: the part a panel sets beside the form, apart from the notes. */
const Details = styled.div`
  display: grid;
  gap: 1.5rem;
  align-content: start;
`;

const HoursTitle = styled.h3`
  font-size: 1.0625rem;
  margin-bottom: 0.5rem;
`;

/** The site's contact details, hours and notes beside a form. */
export function Aside({
  heading,
  showContact = true,
  showHours = true,
  hoursHeading = 'Business Hours',
  notes,
}: FormAside) {
  const { site } = useSite();
  const { phone, email, address, hours, responseTime } = site.contact;
  return (
    <Panel aria-label={heading ?? 'Contact details'}>
      <Details data-form-details="">
        {heading && <h3>{keepLastWordsTogether(heading)}</h3>}
        {showContact && (
          <ul>
            {phone && (
              <li>
                <Icon name="phone" size={20} />
                <a href={telHref(phone)}>{phone}</a>
              </li>
            )}
            {email && (
              <li>
                <Icon name="mail" size={20} />
                <a href={`mailto:${email}`}>{email}</a>
              </li>
            )}
            {address && (
              <li>
                <Icon name="map-pin" size={20} />
                <PostalAddress text={address} />
              </li>
            )}
            {responseTime && (
              <li>
                <Icon name="clock" size={20} />
                <span>
                  <KeepRangesTogether text={responseTime} />
                </span>
              </li>
            )}
          </ul>
        )}
        {showHours && hours && hours.length > 0 && (
          <div>
            <HoursTitle>{hoursHeading}</HoursTitle>
            <dl>
              {hours.map((line, index) => (
                <Fragment key={index}>
                  <dt>
                    <KeepRangesTogether text={line.days} />
                  </dt>
                  <dd>{line.hours}</dd>
                </Fragment>
              ))}
            </dl>
          </div>
        )}
      </Details>
      <NotesRow notes={notes} />
    </Panel>
  );
}
