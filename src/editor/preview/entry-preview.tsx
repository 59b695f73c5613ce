import type { MouseEvent } from 'react';
import { ThemeProvider } from 'styled-components';
import { registry } from '@/blocks/registry';
import { SiteChrome } from '@/chrome/site-chrome';
import { collectionPage } from '@/collections/collection-page';
import type { SiteDocument } from '@/content/types.generated';
import { SiteProvider } from '@/page-context/site-context';
import { GlobalStyle } from '@/theme/global-style';
import type { JsonObject } from '../store/state';
import { RenderGuard } from './render-guard';

interface Props {
  siteId: string;
  site: JsonObject;
  collection: string;
  type: string;
  slug: string;
  entry: JsonObject;
  /** The site's published entries by reference: the ones this entry names (a listing's agent) are drawn from here. */
  entries: Record<string, unknown>;
}

/** Links in the preview are for looking at, not for leaving the editor. */
const stayHere = (event: MouseEvent) => {
  if ((event.target as Element).closest('a, form')) event.preventDefault();
};

/** The entry's own page, drawn by the very code the build uses for it, in the site's theme and chrome. */
export function EntryPreview({ siteId, site, collection, type, slug, entry, entries }: Props) {
  const siteDoc = site as unknown as SiteDocument;
  return (
    <SiteProvider site={siteDoc} siteId={siteId}>
      <ThemeProvider theme={siteDoc.theme}>
        <GlobalStyle $preview />
        <div onClickCapture={stayHere}>
          <RenderGuard label="The site's header and footer" data={site}>
            <SiteChrome site={siteDoc} endsWithCall={false}>
              <RenderGuard label="This entry's page" data={entry}>
                <EntryBody
                  view={{ kind: 'entry', collection, type, slug }}
                  site={siteDoc}
                  entry={entry}
                  named={entries}
                />
              </RenderGuard>
            </SiteChrome>
          </RenderGuard>
        </div>
      </ThemeProvider>
    </SiteProvider>
  );
}

/** Made while drawing, so an entry that cannot be drawn yet is caught by its guard. */
function EntryBody({
  view,
  site,
  entry,
  named,
}: {
  view: Parameters<typeof collectionPage>[0];
  site: SiteDocument;
  entry: JsonObject;
  named: Record<string, unknown>;
}) {
  return collectionPage(view, site, entry, named, registry.gallery).body;
}
