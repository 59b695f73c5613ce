import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SiteChrome } from '@/chrome/site-chrome';
import type { LinkedItems } from '@/content/linked-items';
import type { PageDocument } from '@/content/types.generated';
import { GlobalStyle } from '@/theme/global-style';
import { LinkedItemsProvider } from '@/page-context/linked-items';
import { ListedEntries } from './listed-entries';
import { PAGE_DATA_ATTRIBUTE, type PageData } from './page-data';
import { PageRenderer } from './page-renderer';
import { SiteScope } from './site-scope';

/** Carries the page's shared data for its islands; no box of its own. */
const DataRoot = styled.div`
  display: contents;
`;

/** The frame of every page, in the site's theme and chrome, whatever it shows: a page's blocks or a collection's page. */
export function PageFrame({
  data,
  endsWithCall,
  children,
}: {
  data: PageData;
  endsWithCall: boolean;
  children: ReactNode;
}) {
  return (
    <DataRoot {...{ [PAGE_DATA_ATTRIBUTE]: JSON.stringify(data) }}>
      <SiteScope page={data}>
        <GlobalStyle />
        <SiteChrome site={data.site} endsWithCall={endsWithCall}>
          {children}
        </SiteChrome>
      </SiteScope>
    </DataRoot>
  );
}

/**
 * A whole page as the server renders it: chrome, blocks, and the data its
 * islands wake up with; `linked` are the pictures it shows from other pages,
 * `listed` the entries its collection lists show, by reference.
 */
export function PageRoot({
  data,
  page,
  linked = {},
  listed = {},
}: {
  data: PageData;
  page: PageDocument;
  linked?: LinkedItems;
  listed?: Record<string, unknown>;
}) {
  return (
    <PageFrame data={data} endsWithCall={page.blocks.at(-1)?.type === 'cta'}>
      <LinkedItemsProvider value={linked}>
        <ListedEntries entries={listed}>
          <PageRenderer blocks={page.blocks} />
        </ListedEntries>
      </LinkedItemsProvider>
    </PageFrame>
  );
}
