import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ContentRoute } from '../../scripts/content/core/load-content.ts';
import { loadSchemas } from '../../scripts/content/schema.ts';
import { DEFAULT_NOT_FOUND_PAGE, withNotFoundPage } from '../../scripts/output/not-found.ts';

const route = (path: string, pageFile = `/content/clients/joes/pages${path}.json`): ContentRoute => ({
  path,
  siteId: 'joes',
  kind: 'client',
  siteFile: '/content/clients/joes/site.json',
  pageFile,
});

describe("a client site's not-found page", () => {
  it("is the engine's own when the content has none, rendered with the site's own site.json", () => {
    const routes = withNotFoundPage([route('/'), route('/about')]);
    expect(routes.map((one) => one.path)).toEqual(['/', '/about', '*']);
    expect(routes[2]).toMatchObject({ siteId: 'joes', kind: 'client', siteFile: '/content/clients/joes/site.json' });
    expect(routes[2].pageFile).toBe(DEFAULT_NOT_FOUND_PAGE);
  });

  it("is the content's own when it has one", () => {
    const own = [route('/'), route('*', '/content/clients/joes/pages/not-found.json')];
    expect(withNotFoundPage(own)).toEqual(own);
  });

  it('is a valid page document that links only within its own site', () => {
    const page = JSON.parse(readFileSync(DEFAULT_NOT_FOUND_PAGE, 'utf8'));
    const validate = loadSchemas().page;
    expect(validate(page), JSON.stringify(validate.errors)).toBe(true);
    expect(page.path).toBe('*');
    expect(page.blocks[0].actions[0].href).toBe('~/');
  });
});
