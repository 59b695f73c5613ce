/**
 * The editor reads a site's collections from the content itself: a site that
 * declares collections is looked up, never named here.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCollections, readEntry } from '../../../../scripts/editor/collections.ts';
import { listSites, readSite, versionOf } from '../../../../scripts/editor/documents.ts';
import { editorSchemas } from '../../../../scripts/editor/schemas.ts';
import { copyFixture } from './content-copy.ts';

const content = copyFixture();
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
  it("names each collection by its setting's plain title and summarises every entry file it holds, without its rich text", () => {
    const { files, settings } = siteWithCollections();
    const collections = readCollections(content.dir, files.folder, files.site);
    expect(collections.map((c) => c.name)).toEqual(Object.keys(settings));
    for (const collection of collections) {
      expect(collection.title).toBe(settings[collection.name].title);
      expect(collection.type).toBe(settings[collection.name].type);
      for (const entry of collection.entries) {
        expect(entry.file.startsWith(`${files.folder}/collections/${collection.name}/`)).toBe(true);
        const text = readFileSync(join(content.dir, entry.file), 'utf8');
        const data = JSON.parse(text) as Record<string, unknown>;
        expect(entry.version).toBe(versionOf(text));
        const { body: _body, ...rest } = data;
        expect(entry.data).toEqual(rest);
        expect(readEntry(content.dir, entry.file)).toEqual({ file: entry.file, text, version: entry.version });
      }
    }
    expect(collections.some((c) => c.entries.some((e) => Array.isArray(e.data.body)))).toBe(false);
    expect(collections.some((c) => c.entries.length > 0)).toBe(true);
  });

  it('marks the entries the build shows today as published, drafts and later dates not', () => {
    const { files } = siteWithCollections();
    const collection = readCollections(content.dir, files.folder, files.site).find((c) => c.entries.length > 0)!;
    const [model] = collection.entries;
    const dir = join(content.dir, files.folder, 'collections', collection.name);
    const full = JSON.parse(readFileSync(join(content.dir, model.file), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(dir, 'kept-back.json'), JSON.stringify({ ...full, draft: true }));
    writeFileSync(join(dir, 'later-on.json'), JSON.stringify({ ...full, draft: false, date: '2999-01-01' }));
    writeFileSync(join(dir, 'out-now.json'), JSON.stringify({ ...full, draft: false, date: '2001-01-01' }));
    const entries = readCollections(content.dir, files.folder, files.site).find(
      (c) => c.name === collection.name,
    )!.entries;
    const published = (slug: string) => entries.find((e) => e.file.endsWith(`/${slug}.json`))?.published === true;
    expect([published('kept-back'), published('later-on'), published('out-now')]).toEqual([false, false, true]);
  });

  it('reads one entry whole only from a collection its site declares', () => {
    const { files } = siteWithCollections();
    const status = (file: string) => {
      try {
        readEntry(content.dir, file);
        return 200;
      } catch (error) {
        return (error as { status: number }).status;
      }
    };
    expect(status(`${files.folder}/site.json`)).toBe(400);
    expect(status(`${files.folder}/pages/home.json`)).toBe(400);
    expect(status(`${files.folder}/collections/undeclared/x.json`)).toBe(404);
    expect(status(`${files.folder}/collections/../site.json`)).toBe(400);
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
