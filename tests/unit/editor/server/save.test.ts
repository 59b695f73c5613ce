import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readDocument } from '../../../../scripts/editor/documents.ts';
import { HttpError } from '../../../../scripts/editor/http-error.ts';
import { saveDocuments } from '../../../../scripts/editor/save.ts';
import { copyFixture } from './content-copy.ts';
import type { SaveConflict } from '../../../../src/editor/protocol.ts';

const content = copyFixture();
afterAll(content.remove);
const FILE = 'demos/bakery/pages/about.json';

function open(file = FILE) {
  const doc = readDocument(content.dir, file);
  return { doc, data: JSON.parse(doc.text) };
}

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected the save to be refused');
}

describe('saving', () => {
  it('writes one changed line and only the changed file', () => {
    const { doc, data } = open();
    const site = open('demos/bakery/site.json');
    const siteTime = statSync(join(content.dir, 'demos/bakery/site.json')).mtimeMs;
    data.blocks.find((b: { type: string }) => b.type === 'pricing').tiers[0].price = '$95';
    const result = saveDocuments(content.dir, [
      { file: FILE, version: doc.version, data },
      { file: site.doc.file, version: site.doc.version, data: site.data },
    ]);
    expect(result.saved.map((s) => s.file)).toEqual([FILE]);
    expect(result.unchanged).toEqual(['demos/bakery/site.json']);
    const after = readFileSync(join(content.dir, FILE), 'utf8').split('\n');
    const before = doc.text.split('\n');
    expect(after.filter((line, i) => line !== before[i])).toEqual([
      before.find((l) => l.includes('"$15"'))!.replace('$15', '$95'),
    ]);
    expect(statSync(join(content.dir, 'demos/bakery/site.json')).mtimeMs).toBe(siteTime);
    expect(readdirSync(join(content.dir, 'demos/bakery/pages')).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('is refused when the file changed on disk since it was opened, with both versions', () => {
    const { doc, data } = open();
    const theirs = doc.text.replace('"$95"', '"$97"');
    writeFileSync(join(content.dir, FILE), theirs);
    data.title = 'Mine';
    const error = refusal(() => saveDocuments(content.dir, [{ file: FILE, version: doc.version, data }]));
    expect(error.status).toBe(409);
    const [conflict] = (error.details as { conflicts: SaveConflict[] }).conflicts;
    expect(conflict.theirs).toBe(theirs);
    // Told in words for a person: the page by name, each differing field with both values.
    expect(conflict.place).not.toContain('.json');
    expect(conflict.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: expect.stringMatching(/title/i), after: 'Mine' }),
        expect.objectContaining({ field: 'price', before: '$97', after: '$95' }),
      ]),
    );
    expect(JSON.parse(conflict.mine).title).toBe('Mine');
    expect(readFileSync(join(content.dir, FILE), 'utf8')).toBe(theirs);
  });

  it('keeps mine over theirs when asked to', () => {
    const { doc, data } = open();
    data.title = 'Kept | Fixture Bakery';
    saveDocuments(content.dir, [{ file: FILE, version: 'outdated', data }], true);
    expect(JSON.parse(readFileSync(join(content.dir, FILE), 'utf8')).title).toBe('Kept | Fixture Bakery');
    expect(doc.text).not.toBe(readFileSync(join(content.dir, FILE), 'utf8'));
  });

  it('is refused while the page has problems, naming them, and leaves the file alone', () => {
    const { doc, data } = open();
    delete data.title;
    data.blocks[0].size = 'huge';
    const error = refusal(() => saveDocuments(content.dir, [{ file: FILE, version: doc.version, data }]));
    expect(error.status).toBe(422);
    expect(error.message).toContain('The required property "title" is missing.');
    expect(error.message).toContain('"huge" is not an allowed value');
    const problems = (error.details as { problems: { path?: unknown[] }[] }).problems;
    expect(problems.map((p) => p.path)).toContainEqual(['title']);
    expect(readFileSync(join(content.dir, FILE), 'utf8')).toBe(doc.text);
  });

  it('is refused when the change breaks a link on another page', () => {
    const file = 'demos/bakery/pages/contact.json';
    const { doc, data } = open(file);
    const cakes = data.blocks.findIndex((b: { anchor?: string }) => b.anchor === 'cakes');
    delete data.blocks[cakes].anchor;
    const error = refusal(() => saveDocuments(content.dir, [{ file, version: doc.version, data }]));
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/#cakes/);
  });
});
