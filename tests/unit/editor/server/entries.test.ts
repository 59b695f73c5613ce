/**
 * New, duplicated and deleted entries: the server's rules. The site and the
 * entries are looked up in the content by what they are (a collection whose
 * entries name entries of another), never by name.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCollections, readEntry } from '../../../../scripts/editor/collections.ts';
import { listSites, readSite } from '../../../../scripts/editor/documents.ts';
import { newEntry } from '../../../../scripts/editor/entries.ts';
import { HttpError } from '../../../../scripts/editor/http-error.ts';
import { saveDocuments } from '../../../../scripts/editor/save.ts';
import { COLLECTION_TYPES, isCollectionType } from '../../../../src/content/collection-types.ts';
import { NEW_FILE_VERSION } from '../../../../src/editor/protocol.ts';
import { sectionReferences } from '../../../../src/content/named-people.ts';
import { copyFixture } from './content-copy.ts';

const content = copyFixture();
afterAll(() => content.remove());

/** An entry named by another entry's reference field, with its site and collection. */
function referencedEntry() {
  for (const { id } of listSites(content.dir)) {
    const files = readSite(content.dir, id);
    const collections = readCollections(content.dir, files.folder, files.site);
    for (const collection of collections) {
      if (!isCollectionType(collection.type)) continue;
      for (const key of COLLECTION_TYPES[collection.type].references) {
        for (const entry of collection.entries) {
          const reference = entry.data[key];
          if (typeof reference !== 'string') continue;
          const [name, slug] = reference.split('/');
          const target = collections
            .find((c) => c.name === name)
            ?.entries.find((e) => e.file.endsWith(`/${slug}.json`));
          if (target) return { site: id, folder: files.folder, collection: name, target, referrer: entry, collections };
        }
      }
    }
  }
  throw new Error('No entry in the content is named by another entry.');
}

const found = referencedEntry();

/** An entry a section of a page names (a team's people), with that page's file and title. */
function namedBySection() {
  for (const { id } of listSites(content.dir)) {
    const files = readSite(content.dir, id);
    const collections = readCollections(content.dir, files.folder, files.site);
    for (const page of files.pages) {
      const data = JSON.parse(page.text) as { title?: string };
      for (const { reference } of sectionReferences(data)) {
        const [name, slug] = reference.split('/');
        const entry = collections.find((c) => c.name === name)?.entries.find((e) => e.file.endsWith(`/${slug}.json`));
        if (entry) return { entry: entry.file, page: page.file, title: String(data.title).split(' | ')[0].trim() };
      }
    }
  }
  throw new Error('No entry in the content is named by a section of a page.');
}

/** The refusal a call makes, as status and words. */
async function refusal(call: () => unknown): Promise<{ status: number; message: string; details?: unknown }> {
  try {
    await call();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message, details: error.details };
    throw error;
  }
  throw new Error('It was not refused.');
}

const ask = (title: unknown, extra: Record<string, unknown> = {}) =>
  newEntry(content.dir, { site: found.site, collection: found.collection, title, ...extra });

describe('a new entry', () => {
  it('is named from its title and starts as a draft with the title in it, and nothing is written', async () => {
    const made = await ask('  Ünder the Oak, No. 12 ');
    expect(made.slug).toBe('under-the-oak-no-12');
    expect(made.file).toBe(`${found.folder}/collections/${found.collection}/under-the-oak-no-12.json`);
    expect(made.data.draft).toBe(true);
    expect(Object.values(made.data)).toContain('Ünder the Oak, No. 12');
    expect(existsSync(join(content.dir, made.file))).toBe(false);
  });

  it('refuses an empty title, a title with no letters, and a name already taken, in plain words', async () => {
    expect(await refusal(() => ask('   '))).toMatchObject({ status: 400, message: 'The entry needs a title.' });
    expect(await refusal(() => ask('!!! ...'))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/no letters or digits/),
    });
    const taken = found.target.file
      .split('/')
      .pop()!
      .replace(/\.json$/, '');
    expect(await refusal(() => ask(taken.replace(/-/g, ' ').toUpperCase()))).toMatchObject({
      status: 409,
      message: expect.stringContaining(`already has an entry named "${taken}"`),
    });
  });

  it('takes a file name the person chose instead of the one from the title, checked the same way', async () => {
    const made = await ask('Spring colour trends', { slug: 'spring-colours' });
    expect(made).toMatchObject({ slug: 'spring-colours', data: { draft: true } });
    expect(made.file.endsWith('/spring-colours.json')).toBe(true);
    expect(existsSync(join(content.dir, made.file))).toBe(false);
    expect(await refusal(() => ask('Spring', { slug: 'Spring Colours' }))).toMatchObject({
      status: 400,
      message: expect.stringContaining('"Spring Colours" could be "spring-colours"'),
    });
    for (const slug of ['', '../site', 'a--b', '-a', 'x'.repeat(81)])
      expect((await refusal(() => ask('Spring', { slug }))).status, slug).toBe(400);
    const taken = found.target.file
      .split('/')
      .pop()!
      .replace(/\.json$/, '');
    expect(await refusal(() => ask('A new title', { slug: taken }))).toMatchObject({
      status: 409,
      message: expect.stringContaining(`already has an entry named "${taken}"`),
    });
    // Said in the words a client reads: the taken entry's name, never its file.
    expect((await refusal(() => ask('A new title', { slug: taken }))).message).not.toMatch(/\.json|collections\//);
  });

  it('keeps hostile titles inside the collection, and refuses hostile collections and copies', async () => {
    expect((await ask('../x')).file).toBe(`${found.folder}/collections/${found.collection}/x.json`);
    expect((await ask('../../pages/home')).file).toBe(
      `${found.folder}/collections/${found.collection}/pages-home.json`,
    );
    expect(
      (await refusal(() => newEntry(content.dir, { site: found.site, collection: '../pages', title: 'x' }))).status,
    ).toBe(404);
    expect(
      (await refusal(() => newEntry(content.dir, { site: '../x', collection: found.collection, title: 'x' }))).status,
    ).toBe(404);
    expect((await refusal(() => ask('Copy', { from: '../x' }))).status).toBe(404);
  });

  it('is written by the save only when the checker passes it, draft or not', async () => {
    const made = await ask('Entry from scratch');
    // Its schema's other required fields are still empty: the save refuses it, and nothing is on disk.
    const refused = await refusal(() =>
      saveDocuments(content.dir, [{ file: made.file, version: NEW_FILE_VERSION, data: made.data }]),
    );
    expect(refused.status).toBe(422);
    expect(existsSync(join(content.dir, made.file))).toBe(false);

    const copy = await ask('A copy of it', {
      from: found.target.file
        .split('/')
        .pop()!
        .replace(/\.json$/, ''),
    });
    const titleKey = Object.keys(copy.data).find((key) => copy.data[key] === 'A copy of it')!;
    expect(copy.data).toEqual({
      ...JSON.parse(readEntry(content.dir, found.target.file).text),
      [titleKey]: 'A copy of it',
      draft: true,
    });
    const saved = saveDocuments(content.dir, [{ file: copy.file, version: NEW_FILE_VERSION, data: copy.data }]);
    expect(saved.saved.map((s) => s.file)).toEqual([copy.file]);
    expect(JSON.parse(readFileSync(join(content.dir, copy.file), 'utf8'))).toEqual(copy.data);

    // A second "new" file of the same name is a conflict, never an overwrite.
    expect(
      (await refusal(() => saveDocuments(content.dir, [{ file: copy.file, version: NEW_FILE_VERSION, data: {} }])))
        .status,
    ).toBe(409);
    // Only entries are made this way: a new page file is refused.
    const page = `${found.folder}/pages/made-by-save.json`;
    expect(
      (await refusal(() => saveDocuments(content.dir, [{ file: page, version: NEW_FILE_VERSION, data: {} }]))).status,
    ).toBe(404);
    expect(existsSync(join(content.dir, page))).toBe(false);
  });
});

describe('deleting an entry', () => {
  it('is refused while another entry names it, and the refusal names that entry', async () => {
    const refused = await refusal(() => saveDocuments(content.dir, [], false, [found.target.file]));
    const title = String(found.referrer.data.title);
    expect(refused.status).toBe(409);
    expect(refused.message).toContain('cannot be deleted while');
    expect(refused.message).toContain(title);
    expect(refused.details).toMatchObject({
      referrers: expect.arrayContaining([{ title, file: found.referrer.file }]),
    });
    expect(existsSync(join(content.dir, found.target.file))).toBe(true);
  });

  it("is refused while a section of a page names it (a team's people), and the refusal names that page", async () => {
    const named = namedBySection();
    const refused = await refusal(() => saveDocuments(content.dir, [], false, [named.entry]));
    expect(refused.status).toBe(409);
    expect(refused.message).toContain('cannot be deleted while');
    expect(refused.details).toMatchObject({
      referrers: expect.arrayContaining([{ title: named.title, file: named.page }]),
    });
    expect(existsSync(join(content.dir, named.entry))).toBe(true);
  });

  it('deletes an entry nothing refers to, through the save, and refuses anything that is not an entry', async () => {
    const made = await ask('Soon gone', {
      from: found.target.file
        .split('/')
        .pop()!
        .replace(/\.json$/, ''),
    });
    saveDocuments(content.dir, [{ file: made.file, version: NEW_FILE_VERSION, data: made.data }]);
    const result = saveDocuments(content.dir, [], false, [made.file]);
    expect(result.deleted).toEqual([made.file]);
    expect(existsSync(join(content.dir, made.file))).toBe(false);

    const page = readSite(content.dir, found.site).pages[0].file;
    expect((await refusal(() => saveDocuments(content.dir, [], false, [page]))).status).toBe(400);
    expect(
      (await refusal(() => saveDocuments(content.dir, [], false, [`${found.folder}/collections/../site.json`]))).status,
    ).toBe(400);
    expect(existsSync(join(content.dir, page))).toBe(true);
  });
});
