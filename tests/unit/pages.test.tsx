import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH, routeOf } from '../../scripts/content/core/route.ts';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { renderBlocks } from '../support/render.tsx';

const report = loadContent();

describe('site-content', () => {
  it('is valid', () => {
    expect(report.problems).toEqual([]);
  });

  const pages = report.sites.flatMap(({ source, site, pages }) =>
    pages.map(({ source: file, page }) => ({ file: file.file, site, siteId: source.id, page })),
  );

  it.each(pages.map((p) => [p.file, p] as const))('%s renders on the server', (_file, { site, siteId, page }) => {
    const route = page.path === NOT_FOUND_PATH ? '/missing' : routeOf(site, page);
    // A heading's last two words may be joined by a no-break space, and a compound kept whole
    // in a span of its own (src/ui/keep-words.ts): the same text.
    const html = renderBlocks(page.blocks, site, siteId, route)
      .replace(/\u00a0/g, ' ')
      .replace(/<span class="[^"]*">([^<]*)<\/span>/g, '$1');
    const first = page.blocks[0];
    const heading = 'heading' in first ? first.heading : undefined;
    if (heading) expect(html).toContain(heading.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;'));
    expect(html).not.toContain('undefined');
  });
});
