import styled from 'styled-components';
import { telHref } from '@/content/href';
import type { SiteDocument } from '@/content/types.generated';
import { Icon } from '@/ui/icon';
import { KeepRangesTogether } from '@/ui/keep-ranges';
import { Container } from '@/ui/layout';
import { SmartLink } from '@/ui/smart-link';
import { tapTarget, TAP_SIZE } from '@/ui/tap-target';

/** With a floating button in the corner, the last line stays clear of it. */
const Shell = styled.footer<{ $clearFloating: boolean }>`
  background: hsl(var(--foreground));
  color: hsl(var(--background));
  /* A rule in the colour made to stand out on dark grounds: a dark closing band never runs into the footer. */
  border-top: 0.25rem solid hsl(var(--action-on-dark));
  padding-block: 3.5rem ${({ $clearFloating }) => ($clearFloating ? '6rem' : '2rem')};
  font-size: 0.9375rem;
  a { ${tapTarget} color: inherit; text-decoration: none; opacity: 0.85; }
  a:hover { opacity: 1; text-decoration: underline; }
`;

/** The brand, then one column per link list (and the contact list): side by side on wide screens. */
const Columns = styled.div<{ $count: number }>`
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
`;

const Brand = styled.div`
  display: grid;
  gap: 0.75rem;
  align-content: start;
  strong { font-family: var(--font-heading); font-size: 1.25rem; }
`;

const Bottom = styled.div`
  margin-top: 2.5rem;
  padding-top: 1.5rem;
  border-top: 1px solid hsl(var(--background) / 0.18);
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  justify-content: space-between;
  opacity: 0.85;
  ul { list-style: none; margin: 0; padding: 0; display: flex; gap: 1.25rem; }
`;

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

export function Footer({ site }: { site: SiteDocument }) {
  const { footer, contact } = site;
  return (
    <Shell $clearFloating={Boolean(site.floatingAction)}>
      <Container>
        <Columns $count={(footer.columns?.length ?? 0) + (footer.contactHeading ? 1 : 0)}>
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
              <ul>
                {column.links.map((link) => (
                  <li key={link.label}>
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
                {contact.address && <li>{contact.address}</li>}
              </ul>
            </div>
          )}
        </Columns>
        <Bottom>
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
