/**
 * The editor reads a site's collections from the content itself: a site that
 * declares collections is looked up, never named here.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCollections } from '../../../../scripts/editor/collections.ts';
import { listSites, readSite } from '../../../../scripts/editor/documents.ts';
import { editorSchemas } from '../../../../scripts/editor/schemas.ts';
import { copyContent } from './content-copy.ts';

const content = copyContent();
afterAll(() => content.remove());

/** A site whose site.json declares at least one collection, and its settings. */
function siteWithCollections() {
  for (const { id } of listSites(content.dir)) {
    const files = readSite(content.dir, id);
    const settings = (JSON.parse(files.site.text) as { collections?: Record<string, { title: string; type: string }> })
      .collections;
    if (settings && Object.keys(settings).length) return { files, settings };
  }
  throw new Error('No site in the content declares a collection.');
}

describe("a site's collections in the editor", () => {
  it("names each collection by its setting's plain title and lists every entry file it holds", () => {
    const { files, settings } = siteWithCollections();
    const collections = readCollections(content.dir, files.folder, files.site);
    expect(collections.map((c) => c.name)).toEqual(Object.keys(settings));
    for (const collection of collections) {
      expect(collection.title).toBe(settings[collection.name].title);
      expect(collection.type).toBe(settings[collection.name].type);
      for (const entry of collection.entries) {
        expect(entry.file.startsWith(`${files.folder}/collections/${collection.name}/`)).toBe(true);
        expect(entry.text).toBe(readFileSync(join(content.dir, entry.file), 'utf8'));
      }
    }
    expect(collections.some((c) => c.entries.length > 0)).toBe(true);
  });

  it('gives a collection without entry files an empty list, and a site.json that is not JSON no collections', () => {
    const { files, settings } = siteWithCollections();
    const name = 'new-things';
    const site = JSON.parse(files.site.text) as { collections: Record<string, unknown> };
    site.collections[name] = { type: Object.values(settings)[0].type, title: 'New things' };
    writeFileSync(join(content.dir, files.site.file), JSON.stringify(site));
    const fresh = readSite(content.dir, files.id).site;
    expect(readCollections(content.dir, files.folder, fresh).find((c) => c.name === name)).toMatchObject({
      title: 'New things',
      entries: [],
    });
    expect(readCollections(content.dir, files.folder, { ...fresh, text: '{ broken' })).toEqual([]);

    // A file whose name the editor's paths refuse is left to the checker to name; the other entries still open.
    mkdirSync(join(content.dir, files.folder, 'collections', name));
    writeFileSync(join(content.dir, files.folder, 'collections', name, 'Oak Lane.json'), '{}');
    writeFileSync(join(content.dir, files.folder, 'collections', name, 'oak-lane.json'), '{}');
    expect(
      readCollections(content.dir, files.folder, fresh)
        .find((c) => c.name === name)!
        .entries.map((e) => e.file),
    ).toEqual([`${files.folder}/collections/${name}/oak-lane.json`]);
  });

  it("gives the form each collection type's schema, with its shared parts resolved in place", async () => {
    const { settings } = siteWithCollections();
    const schemas = await editorSchemas();
    for (const { type } of Object.values(settings)) {
      const schema = schemas.collections[type];
      expect(schema).toMatchObject({ type: 'object' });
      expect(JSON.stringify(schema)).not.toContain('"$ref"');
    }
  });
});
