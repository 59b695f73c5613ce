import styled, { createGlobalStyle, css } from 'styled-components';
import { telHref } from '@/content/href';
import type { Action, SiteDocument } from '@/content/types.generated';
import { ActionLink } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { Container } from '@/ui/layout';
import { useSite } from '@/page-context/site-context';
import { SmartLink, useIsCurrent } from '@/ui/smart-link';
import { usePopoverMenu } from './use-popover-menu';
import { tapTarget } from '@/ui/tap-target';

const MENU_ID = 'site-nav';

const solid = css`
  background: hsl(var(--background) / 0.86);
  backdrop-filter: blur(12px);
  -webkit-backdrop-filter: blur(12px);
  box-shadow: 0 1px 0 var(--border);
`;

/**
 * An overlay header is clear at the top of the page and solid once the page
 * has scrolled (html[data-scrolled], set by src/render/scroll-mark.ts) or
 * while its menu is open; any other header is always solid.
 */
const Bar = styled.header<{ $overlay: boolean }>`
  anchor-name: --site-header;
  position: ${({ $overlay }) => ($overlay ? 'fixed' : 'sticky')};
  /* Below a strip the page is shown under, such as a preview's band (0 on the live site). */
  top: var(--page-top-inset, 0px);
  inset-inline: 0;
  z-index: 50;
  transition: background-color 200ms ease, box-shadow 200ms ease;
  ${({ $overlay }) =>
    $overlay
      ? css`
          background: transparent;
          html[data-scrolled] &,
          &:has(#${MENU_ID}:popover-open) {
            ${solid}
          }
        `
      : solid}
`;

const Brand = styled(SmartLink)`
  ${tapTarget}
  font-family: var(--font-heading);
  font-weight: var(--heading-weight);
  font-size: 1.25rem;
  text-decoration: none;
  color: hsl(var(--foreground));
`;

/**
 * The menu is a popover: on phones the toggle opens and closes it with no
 * script at all (Escape and a tap outside close it too). On wide screens it is
 * an ordinary row of links, never hidden.
 */
const Nav = styled.nav`
  ul { list-style: none; margin: 0; padding: 0; display: flex; gap: 0.25rem; align-items: center; }
  a[aria-current] { color: hsl(var(--primary-text)); background: hsl(var(--primary) / 0.1); }
  @media (max-width: 899px) {
    position: fixed;
    top: calc(var(--header-height) + var(--page-top-inset, 0px));
    position-anchor: --site-header;
    top: anchor(bottom);
    inset-inline: 0;
    width: auto;
    margin: 0;
    border: 0;
    padding: 0.75rem 1.25rem 1.25rem;
    max-height: calc(100dvh - var(--header-height) - var(--page-top-inset, 0px));
    overflow: auto;
    color: inherit;
    background: hsl(var(--background));
    box-shadow: 0 12px 24px -12px hsl(var(--foreground) / 0.25);
    ul { flex-direction: column; align-items: stretch; }
    /* In the stacked menu the current page also gets a bar at its start edge and a heavier weight. */
    a[aria-current] { box-shadow: inset 4px 0 0 hsl(var(--primary)); font-weight: 700; }
  }
  @media (min-width: 900px) {
    display: block;
    position: static;
    inset: auto;
    width: auto;
    height: auto;
    margin: 0;
    border: 0;
    padding: 0;
    overflow: visible;
    color: inherit;
    background: none;
  }
`;

/** While the phone menu is open the page behind it stays still. */
const StillPage = createGlobalStyle`
  html:has(#${MENU_ID}:popover-open) { overflow: hidden; }
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

/** Shows the menu icon while the menu is closed and the cross while it is open, script or not. */
const Toggle = styled.button`
  display: grid;
  place-items: center;
  > * { grid-area: 1 / 1; }
  .when-open { display: none; }
  header:has(#${MENU_ID}:popover-open) & .when-open { display: block; }
  header:has(#${MENU_ID}:popover-open) & .when-closed { display: none; }
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

type Layout = NonNullable<SiteDocument['header']['layout']>;

/**
 * inline: the name, the menu and the buttons on one row. centered (wide screens
 * only; phones keep the name and the toggle): the name alone in the middle of
 * the first row with the buttons at its end, the menu centred under a hairline.
 */
const Row = styled(Container)<{ $layout: Layout }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  min-height: var(--header-height);
  ${({ $layout }) =>
    $layout === 'centered' &&
    css`
      @media (min-width: 900px) {
        display: grid;
        grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
        grid-template-areas: '. brand actions' 'nav nav nav';
        row-gap: 0.25rem;
        padding-top: 0.75rem;
        ${Brand} { grid-area: brand; font-size: 1.75rem; letter-spacing: 0.02em; }
        ${Actions} { grid-area: actions; justify-self: end; }
        ${Nav} { grid-area: nav; border-top: 1px solid var(--border); padding-block: 0.25rem; }
        ${Nav} ul { justify-content: center; gap: 1rem; }
      }
    `}
`;

/** Anchors scroll to below the header, so a taller header says how tall it is. */
const TallHeader = createGlobalStyle`
  @media (min-width: 900px) { :root { --header-height: 7.75rem; } }
`;

export function Header() {
  const { site } = useSite();
  const { header, contact } = site;
  const isCurrent = useIsCurrent();
  const { panel, toggle, open, keepFocusInside } = usePopoverMenu();

  // The phone button and the header's own button: beside the menu on wide screens, inside it on phones.
  const actions: Action[] = [
    ...(header.callLabel && contact.phone
      ? [{ label: header.callLabel, href: telHref(contact.phone), icon: 'phone' as const, style: 'outline' as const }]
      : []),
    ...(header.action ? [header.action] : []),
  ];
  const overlay = Boolean(header.overlay);
  const layout = header.layout ?? 'inline';
  return (
    <Bar $overlay={overlay}>
      <StillPage />
      {layout === 'centered' && <TallHeader />}
      <Row $layout={layout}>
        <Brand href="~/">{site.name}</Brand>
        <Nav id={MENU_ID} ref={panel} popover="auto" aria-label="Main" onKeyDown={keepFocusInside}>
          <ul>
            {header.nav.map((link) => (
              <li key={link.href}>
                <NavLink href={link.href} aria-current={isCurrent(link.href) ? 'page' : undefined}>
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
          <Toggle
            ref={toggle}
            type="button"
            popoverTarget={MENU_ID}
            aria-expanded={open}
            aria-controls={MENU_ID}
            aria-label={open ? 'Close menu' : 'Open menu'}
          >
            <Icon name="menu" className="when-closed" />
            <Icon name="x" className="when-open" />
          </Toggle>
        </Actions>
      </Row>
    </Bar>
  );
}
