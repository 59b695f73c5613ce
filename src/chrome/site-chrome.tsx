import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { SiteDocument } from '@/content/types.generated';
import { island } from '@/page-context/island';
import { ActionBar } from './action-bar';
import { Banner } from './banner';
import { FloatingAction } from './floating-action';
import { Footer } from './footer';
import { Header } from './header';

// The chrome's interactive parts; src/render/island-modules.ts loads them by these names.
// The header's menu opens and closes without script and its solid state follows
// html[data-scrolled]: React is needed only once the visitor reaches for it, or
// when the address names a section it has a link to (src/render/wake-islands.ts).
// The floating button shows only once the page has scrolled, so it wakes then.
const HeaderIsland = island('header', Header, 'interaction');
const FloatingActionIsland = island('floating-action', FloatingAction, 'scroll');

const SkipLink = styled.a`
  position: absolute;
  left: 1rem;
  top: -4rem;
  z-index: 100;
  padding: 0.75rem 1rem;
  border-radius: var(--radius);
  background: hsl(var(--primary));
  color: hsl(var(--primary-foreground));
  font-weight: 600;
  &:focus { top: 1rem; }
`;

/**
 * Everything around a page's blocks, configured by the site document. A page whose last section
 * is a call to action is not followed by the footer's call band as well: one call is enough.
 */
export function SiteChrome({
  site,
  endsWithCall = false,
  children,
}: {
  site: SiteDocument;
  endsWithCall?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      {site.banner && <Banner banner={site.banner} siteName={site.name} />}
      <HeaderIsland />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer site={site} callBand={!endsWithCall} />
      {site.actionBar && <ActionBar bar={site.actionBar} phone={site.contact.phone} />}
      {site.floatingAction && <FloatingActionIsland {...site.floatingAction} />}
    </>
  );
}
