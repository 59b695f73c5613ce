import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { SiteDocument } from '@/content/types.generated';
import { Icon } from '@/ui/icon';
import { Container } from '@/ui/layout';
import { SmartLink } from '@/ui/smart-link';

const Shell = styled.footer`
  background: hsl(var(--foreground));
  color: hsl(var(--background));
  padding-block: 3.5rem 2rem;
  font-size: 0.9375rem;
  a { color: inherit; text-decoration: none; opacity: 0.85; }
  a:hover { opacity: 1; text-decoration: underline; }
`;

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  @media (min-width: 640px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  @media (min-width: 900px) { grid-template-columns: 1.5fr repeat(auto-fit, minmax(10rem, 1fr)); }
  h2 { font-size: 1rem; margin-bottom: 0.875rem; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem; }
  li a { display: inline-flex; gap: 0.5rem; align-items: center; }
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

/**
 * The year is the build's until the page is running, then the visitor's own:
 * the prerendered HTML and the first render agree, and the copyright is never
 * frozen at the year the site was built.
 */
function useCurrentYear(): number {
  const [year, setYear] = useState(BUILD_YEAR);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}
const BUILD_YEAR = new Date().getFullYear();

export function Footer({ site }: { site: SiteDocument }) {
  const { footer, contact } = site;
  const year = useCurrentYear();
  return (
    <Shell>
      <Container>
        <Columns>
          <Brand>
            <strong>{site.name}</strong>
            <p>{site.tagline}</p>
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
                    <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
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
          <p>{footer.copyright.replace('{year}', String(year))}</p>
          {footer.note && <p>{footer.note}</p>}
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
