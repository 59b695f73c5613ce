// @vitest-environment jsdom
/**
 * An entry card's title link is a tap target, whose box lays its children out
 * as flex items. A title with parts kept together ("small-business", its last
 * two words) must reach it as one child, or the parts stand side by side, out
 * of their reading order, and can push a phone's page sideways.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteProvider } from '../../../src/page-context/site-context.tsx';
import { EntryCards } from '../../../src/ui/entry-cards.tsx';
import { exampleSite } from '../../support/render.tsx';

describe('an entry card', () => {
  it('hands its title link one child, whatever the title keeps together', () => {
    const html = renderToStaticMarkup(
      <SiteProvider site={exampleSite} siteId="example">
        <EntryCards
          level="h2"
          cards={[{ href: '/journal/home-page', card: { title: 'What goes on a small-business home page' } }]}
        />
      </SiteProvider>,
    );
    const link = new DOMParser().parseFromString(html, 'text/html').querySelector('h2 a')!;
    expect(link.textContent).toBe('What goes on a\u00a0small-business home\u00a0page');
    expect([...link.childNodes].map((node) => node.nodeName)).toEqual(['SPAN']);
  });
});
