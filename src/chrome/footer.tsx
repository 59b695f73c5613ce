import type { CSSProperties } from 'react';
import styled, { css } from 'styled-components';
import { telHref } from '@/content/href';
import type { SiteDocument } from '@/content/types.generated';
import { ActionLink } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { KeepRangesTogether } from '@/ui/keep-ranges';
import { keepLastWordsTogether } from '@/ui/keep-words';
import { Container } from '@/ui/layout';
import { SmartLink } from '@/ui/smart-link';
import { tapTarget, TAP_SIZE } from '@/ui/tap-target';
import { PostalAddress } from '@/ui/postal-address';

type Layout = NonNullable<SiteDocument['footer']['layout']>;

/** With a floating button in the corner, the last line stays clear of it; a call band replaces the top padding. */
const Shell = styled.footer<{ $clearFloating: boolean; $band: boolean }>`
  background: hsl(var(--foreground));
  color: hsl(var(--background));
  /* A rule in the colour made to stand out on dark grounds: a dark closing band never runs into the footer. */
  border-top: 0.25rem solid hsl(var(--action-on-dark));
  padding-block: ${({ $band }) => ($band ? '0' : '3.5rem')} ${({ $clearFloating }) => ($clearFloating ? '6rem' : '2rem')};
  font-size: 0.9375rem;
  a { ${tapTarget} color: inherit; text-decoration: none; opacity: 0.85; }
  a:hover { opacity: 1; text-decoration: underline; }
`;

const Brand = styled.div`
  display: grid;
  gap: 0.75rem;
  align-content: start;
  strong { font-family: var(--font-heading); font-size: 1.25rem; }
`;

/**
 * Compact: the name, then each list on one centred line (its heading kept for
 * screen readers only), the contact details centred too.
 */
const centered = css`
  && { grid-template-columns: none; justify-items: center; text-align: center; gap: 1.25rem; }
  ${Brand} { justify-items: center; max-width: 36rem; }
  h2 { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  ul { display: flex; flex-wrap: wrap; justify-content: center; column-gap: 1.25rem; }
  /*
   * On phones a longer list of links takes balanced rows of up to three (five as
   * three over two, centred), so no link is left alone on a line of its own.
   * Each link spans two of twice as many columns; a shorter row starts one column in.
   */
  @media (max-width: 639.98px) {
    nav ul[data-rows] { display: grid; grid-template-columns: repeat(var(--columns), minmax(0, 1fr)); }
    nav ul[data-rows] li { grid-column: var(--start, auto) / span 2; justify-content: center; }
  }
  /* The contact details: one under another on phones, along one line with dots between them on wide screens. */
  > div:last-child ul {
    flex-direction: column;
    align-items: center;
  }
  @media (min-width: 900px) {
    > div:last-child ul {
      flex-direction: row;
    }
    > div:last-child li + li::before {
      content: '';
      width: 0.25rem;
      height: 0.25rem;
      margin-right: 1.25rem;
      border-radius: 50%;
      background: currentColor;
      opacity: 0.5;
    }
  }
`;

/** The brand, then one column per link list (and the contact list): side by side on wide screens. */
const Columns = styled.div<{ $count: number; $layout: Layout }>`
  display: grid;
  gap: 2rem;
  @media (min-width: 640px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  @media (min-width: 900px) { grid-template-columns: minmax(0, 1.5fr) repeat(${({ $count }) => $count}, minmax(0, 1fr)); }
  h2 { font-size: 1rem; margin-bottom: 0.875rem; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; }
  /* Every row as tall as a tap target, so links and plain lines keep one rhythm. */
  li { display: flex; align-items: center; min-height: ${TAP_SIZE}; }
  li a { gap: 0.5rem; }
  p { opacity: 0.85; }
  ${({ $layout }) => $layout === 'centered' && centered}
`;

/**
 * A band across the top of the footer: a line and the phone number as a large
 * button, in the colours made to stand out on dark grounds, over a hairline.
 */
const CallBand = styled.div`
  margin-bottom: 3rem;
  padding-block: 2.5rem;
  border-bottom: 1px solid hsl(var(--background) / 0.18);
  > div { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 1.25rem 2rem; }
  p {
    max-width: 36rem;
    font-family: var(--font-heading);
    font-weight: var(--heading-weight);
    font-size: clamp(1.375rem, 1rem + 1.25vw, 1.875rem);
    line-height: 1.25;
    text-wrap: balance;
  }
  && a {
    opacity: 1;
    text-decoration: none;
    padding: 0.875rem 2rem;
    font-size: clamp(1.25rem, 1rem + 1vw, 1.625rem);
    background: hsl(var(--action-on-dark));
    border-color: hsl(var(--action-on-dark));
    color: hsl(var(--action-on-dark-foreground));
  }
`;

const Bottom = styled.div<{ $layout: Layout }>`
  margin-top: 2.5rem;
  padding-top: 1.5rem;
  border-top: 1px solid hsl(var(--background) / 0.18);
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  justify-content: space-between;
  opacity: 0.85;
  ul { list-style: none; margin: 0; padding: 0; display: flex; gap: 1.25rem; }
  ${({ $layout }) => $layout === 'centered' && 'justify-content: center; text-align: center;'}
`;

/** Up to this many links share a line; a longer list is laid out in balanced rows on phones. */
const MOST_IN_A_ROW = 3;

function rowShape(count: number) {
  const rows = Math.ceil(count / MOST_IN_A_ROW);
  const perRow = Math.ceil(count / rows);
  /* The rows one short of perRow, placed last. */
  const shortRows = rows * perRow - count;
  return { rows, perRow, firstShortRow: rows - shortRows };
}

/** The list's grid of columns, for a list too long for one row. */
function linkRows(count: number) {
  if (count <= MOST_IN_A_ROW) return {};
  return { 'data-rows': '', style: { '--columns': 2 * rowShape(count).perRow } as CSSProperties };
}

/** The column a link starts in when it opens a shorter row, so that row stays centred. */
function rowStart(count: number, index: number): CSSProperties | undefined {
  if (count <= MOST_IN_A_ROW) return undefined;
  const { perRow, firstShortRow } = rowShape(count);
  const fullLinks = firstShortRow * perRow;
  if (index < fullLinks || (index - fullLinks) % (perRow - 1) !== 0) return undefined;
  return { '--start': 2 } as CSSProperties;
}

function Copyright({ text }: { text: string }) {
  const at = text.indexOf('{year}');
  if (at === -1) return <p>{text}</p>;
  return (
    <p>
      {text.slice(0, at)}
      {/* The build's year here; the visitor's once the page runs (src/render/current-year.ts). */}
      <span data-current-year>{new Date().getFullYear()}</span>
      {text.slice(at + '{year}'.length)}
    </p>
  );
}

/** The site's footer; `callBand` false leaves out the call band the site may set. */
export function Footer({ site, callBand = true }: { site: SiteDocument; callBand?: boolean }) {
  const { footer, contact } = site;
  const layout = footer.layout ?? 'columns';
  const band = callBand && footer.callBand && contact.phone ? footer.callBand : undefined;
  return (
    <Shell $clearFloating={Boolean(site.floatingAction)} $band={Boolean(band)}>
      {band && (
        <CallBand>
          <Container>
            <p>{keepLastWordsTogether(band)}</p>
            <ActionLink action={{ label: contact.phone!, href: telHref(contact.phone!), icon: 'phone' }} />
          </Container>
        </CallBand>
      )}
      <Container>
        <Columns $count={(footer.columns?.length ?? 0) + (footer.contactHeading ? 1 : 0)} $layout={layout}>
          <Brand>
            <strong>{site.name}</strong>
            <p>
              <KeepRangesTogether text={site.tagline} />
            </p>
            {footer.showEmail && contact.email && (
              <p>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </p>
            )}
          </Brand>
          {footer.columns?.map((column) => (
            <nav key={column.heading} aria-label={column.heading}>
              <h2>{column.heading}</h2>
              <ul {...linkRows(column.links.length)}>
                {column.links.map((link, index) => (
                  <li key={link.label} style={rowStart(column.links.length, index)}>
                    <SmartLink href={link.href} newTab={link.newTab}>
                      {link.icon && <Icon name={link.icon} size={18} />}
                      {link.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          {footer.contactHeading && (
            <div>
              <h2>{footer.contactHeading}</h2>
              <ul>
                <li>{site.name}</li>
                {contact.phone && (
                  <li>
                    <a href={telHref(contact.phone)}>{contact.phone}</a>
                  </li>
                )}
                {contact.email && (
                  <li>
                    <a href={`mailto:${contact.email}`}>{contact.email}</a>
                  </li>
                )}
                {contact.address && (
                  <li>
                    <PostalAddress text={contact.address} />
                  </li>
                )}
              </ul>
            </div>
          )}
        </Columns>
        <Bottom $layout={layout}>
          <Copyright text={footer.copyright} />
          {footer.note && (
            <p>
              <KeepRangesTogether text={footer.note} />
            </p>
          )}
          {footer.legal && footer.legal.length > 0 && (
            <ul aria-label="Legal">
              {footer.legal.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </Bottom>
      </Container>
    </Shell>
  );
}
