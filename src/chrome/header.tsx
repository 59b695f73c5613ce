import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { telHref } from '@/content/href';
import type { Action, SiteDocument } from '@/content/types.generated';
import { ActionLink } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { Container } from '@/ui/layout';
import { SmartLink, useIsCurrent } from '@/ui/smart-link';
import { useScrolledPast } from './use-scrolled-past';

/** The header turns solid once the page has moved by this many pixels. */
const SOLID_AFTER = 20;

const Bar = styled.header<{ $overlay: boolean; $solid: boolean }>`
  position: ${({ $overlay }) => ($overlay ? 'fixed' : 'sticky')};
  top: 0;
  inset-inline: 0;
  z-index: 50;
  transition: background-color 200ms ease, box-shadow 200ms ease;
  ${({ $solid }) =>
    $solid
      ? css`
          background: hsl(var(--background) / 0.86);
          backdrop-filter: blur(12px);
          -webkit-backdrop-filter: blur(12px);
          box-shadow: 0 1px 0 var(--border);
        `
      : css`background: transparent;`}
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  min-height: var(--header-height);
`;

const Brand = styled(SmartLink)`
  font-family: var(--font-heading);
  font-weight: var(--heading-weight);
  font-size: 1.25rem;
  text-decoration: none;
  color: hsl(var(--foreground));
`;

const Nav = styled.nav<{ $open: boolean }>`
  ul { list-style: none; margin: 0; padding: 0; display: flex; gap: 0.25rem; align-items: center; }
  a[aria-current] { color: hsl(var(--primary)); background: hsl(var(--primary) / 0.1); }
  @media (max-width: 899px) {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    position: absolute;
    top: 100%;
    inset-inline: 0;
    padding: 0.75rem 1.25rem 1.25rem;
    background: hsl(var(--background));
    box-shadow: 0 12px 24px -12px hsl(var(--foreground) / 0.25);
    ul { flex-direction: column; align-items: stretch; }
  }
`;

const NavLink = styled(SmartLink)`
  display: block;
  padding: 0.625rem 0.875rem;
  border-radius: var(--radius);
  font-weight: 600;
  text-decoration: none;
  color: hsl(var(--foreground));
  &:hover { background: hsl(var(--foreground) / 0.06); }
`;

/** On phones the header buttons move into the menu, where there is room for them. */
const MenuAction = styled.li`
  padding-top: 0.5rem;
  a { width: 100%; }
  @media (min-width: 640px) { display: none; }
`;

const Toggle = styled.button`
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: hsl(var(--background));
  cursor: pointer;
  @media (min-width: 900px) { display: none; }
`;

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  a { min-height: 2.5rem; padding: 0.5rem 1rem; font-size: 0.9375rem; }
  @media (max-width: 639px) { .secondary-action { display: none; } }
`;

export function Header({ site }: { site: SiteDocument }) {
  const { header, contact } = site;
  const [open, setOpen] = useState(false);
  const scrolled = useScrolledPast(SOLID_AFTER);
  const isCurrent = useIsCurrent();
  const location = useLocation();

  // A new page (or section) closes the menu, whichever way the visitor got there.
  useEffect(() => setOpen(false), [location.pathname, location.hash]);

  // The phone button and the header's own button: beside the menu on wide screens, inside it on phones.
  const actions: Action[] = [
    ...(header.callLabel && contact.phone
      ? [{ label: header.callLabel, href: telHref(contact.phone), icon: 'phone' as const, style: 'outline' as const }]
      : []),
    ...(header.action ? [header.action] : []),
  ];
  const overlay = Boolean(header.overlay);
  return (
    <Bar $overlay={overlay} $solid={!overlay || scrolled || open} data-scrolled={scrolled}>
      <Row>
        <Brand href="~/">{site.name}</Brand>
        <Nav id="site-nav" aria-label="Main" $open={open}>
          <ul>
            {header.nav.map((link) => (
              <li key={link.href}>
                <NavLink href={link.href} aria-current={isCurrent(link.href) ? 'page' : undefined} onClick={() => setOpen(false)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            {actions.map((action) => (
              <MenuAction key={action.label}>
                <ActionLink action={action} />
              </MenuAction>
            ))}
          </ul>
        </Nav>
        <Actions>
          {actions.map((action) => (
            <ActionLink key={action.label} className="secondary-action" action={action} />
          ))}
          <Toggle type="button" aria-expanded={open} aria-controls="site-nav" aria-label={open ? 'Close menu' : 'Open menu'} onClick={() => setOpen(!open)}>
            <Icon name={open ? 'x' : 'menu'} />
          </Toggle>
        </Actions>
      </Row>
    </Bar>
  );
}
