/**
 * The engine's fixture site (tests/fixtures/engine-site) is valid content that
 * uses everything the schemas offer: every block type, every look of every
 * block, every collection type and every kind of site. A new block, look or
 * collection type fails here, by name, until the fixture uses it; and taking
 * a use away from the fixture is seen.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { findSiteDirs } from '../../scripts/content/load.ts';
import { SCHEMA_DIR } from '../../scripts/paths.ts';
import { FIXTURE_DIR, engineOffers, unusedInFixture } from '../support/engine-fixture.ts';

type Json = Record<string, unknown>;

const content = loadContent(FIXTURE_DIR);
const pageFiles = content.sources.flatMap(({ dir, pages }) =>
  pages.map(({ file }) => join(dir, 'pages', file.split('/').pop()!)),
);
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Json;

/** The fixture with every page's blocks changed: a block left out when `change` gives undefined. */
function withBlocks(change: (block: Json) => Json | undefined) {
  const overrides = new Map(
    pageFiles.map((file) => {
      const page = read(file);
      const blocks = (page.blocks as Json[]).map(change).filter((block) => block !== undefined);
      return [file, JSON.stringify({ ...page, blocks }, null, 2)];
    }),
  );
  return unusedInFixture(loadContent(FIXTURE_DIR, undefined, overrides).sources);
}

/** The fixture with the site.json of the (first) site of one kind changed. */
function withSite(kind: string, change: (site: Json) => Json) {
  const source = content.sources.find(({ site }) => (site.data as Json).kind === kind)!;
  const file = join(source.dir, 'site.json');
  const overrides = new Map([[file, JSON.stringify(change(read(file)), null, 2)]]);
  return unusedInFixture(loadContent(FIXTURE_DIR, undefined, overrides).sources);
}

describe('the engine fixture site', () => {
  it('is valid content: no problem, not even a warning', () => {
    expect(content.problems).toEqual([]);
    expect(content.warnings).toEqual([]);
    expect(content.sites.length).toBe(findSiteDirs(FIXTURE_DIR).length);
  });

  it("uses every block type, every look (a site's header and footer too), every collection type and every kind of site the schemas offer", () => {
    expect(unusedInFixture(content.sources)).toEqual([]);
  });

  it('reads what it must use from the schemas', () => {
    const names = engineOffers().map(({ name }) => name);
    // A block's look is every value of its enums (its default included); the kinds are the site schema's.
    const gallery = read(join(SCHEMA_DIR, 'blocks', 'gallery.schema.json')) as {
      properties: { variant: { enum: string[] } };
    };
    for (const look of gallery.properties.variant.enum) expect(names).toContain(`look "gallery" variant "${look}"`);
    expect(names).toContain('site kind "client"');
    expect(names).toContain('look header layout "centered"');
    expect(names).toContain('look footer layout "columns"');
    expect(names).toContain('collection type "listing"');
    expect(names.filter((name) => name.startsWith('look "collection-list" sort'))).toEqual([]);
  });

  it('names a block type none of its pages uses any more', () => {
    const types = engineOffers()
      .map(({ name }) => /^block "(.+)"$/.exec(name)?.[1])
      .filter((type) => type !== undefined);
    for (const type of types)
      expect(withBlocks((block) => (block.type === type ? undefined : block))).toContain(`block "${type}"`);
  });

  it('names a look no block is drawn in any more, and a default look as well as a written one', () => {
    const noMosaic = withBlocks((block) =>
      block.type === 'gallery' && block.variant === 'mosaic' ? { ...block, variant: 'tiles' } : block,
    );
    expect(noMosaic).toEqual(['look "gallery" variant "mosaic"']);
    // A hero without "size" is a full hero: writing "compact" on every hero leaves "full" unused.
    expect(withBlocks((block) => (block.type === 'hero' ? { ...block, size: 'compact' } : block))).toEqual([
      'look "hero" size "full"',
    ]);
  });

  it('names a collection type no site keeps entries of, and a kind of site it no longer has', () => {
    const withoutPosts = withSite('studio', (site) => {
      const { posts: _posts, ...others } = site.collections as Json;
      return { ...site, collections: others };
    });
    expect(withoutPosts).toContain('collection type "post"');
    expect(withSite('client', (site) => ({ ...site, kind: 'demo' }))).toContain('site kind "client"');
  });

  it("names a part of a site's footer no site shows any more", () => {
    const withoutBand = withSite('demo', (site) => {
      const { callBand: _callBand, ...footer } = site.footer as Json;
      return { ...site, footer };
    });
    expect(withoutBand).toEqual(['footer option "callBand"']);
  });
});
