import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import type { LinkedItems } from '../../src/content/linked-items.ts';
import type { Block, SiteDocument } from '../../src/content/types.generated.ts';
import { LinkedItemsProvider } from '../../src/page-context/linked-items.tsx';
import { ListedEntries } from '../../src/render/listed-entries.tsx';
import { PageRenderer } from '../../src/render/page-renderer.tsx';
import { SiteScope } from '../../src/render/site-scope.tsx';

/** A plain site to render lone blocks in. */
export const exampleSite: SiteDocument = {
  name: 'Example Business',
  tagline: 'An example.',
  kind: 'demo',
  basePath: '/example',
  theme: {
    colors: {
      primary: '217 91% 45%',
      primaryForeground: '0 0% 100%',
      secondary: '160 60% 40%',
      foreground: '222 47% 11%',
      background: '0 0% 100%',
    },
    hero: { overlay: 'dark', align: 'center', headingSize: 'lg', width: 'normal' },
  },
  contact: {
    phone: '(555) 010-0000',
    email: 'hello@example.com',
    address: '1 Example Street',
    hours: [{ days: 'Mon-Fri', hours: '9-5' }],
  },
  header: { nav: [{ label: 'Home', href: '~/' }] },
  footer: { copyright: '© {year} Example Business.' },
};

/** Server-render blocks inside a site, the way a prerendered page renders them (with the pictures they show from other pages, and the entries their collection lists show). */
export function renderBlocks(
  blocks: Block[],
  site: SiteDocument = exampleSite,
  siteId = 'example',
  url = '/',
  linked: LinkedItems = {},
  listed: Record<string, unknown> = {},
): string {
  const sheet = new ServerStyleSheet();
  try {
    return renderToString(
      sheet.collectStyles(
        <SiteScope page={{ site, siteId, path: url }}>
          <LinkedItemsProvider value={linked}>
            <ListedEntries entries={listed}>
              <PageRenderer blocks={blocks} />
            </ListedEntries>
          </LinkedItemsProvider>
        </SiteScope>,
      ),
    );
  } finally {
    sheet.seal();
  }
}
