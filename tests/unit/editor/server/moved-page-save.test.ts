import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readDocument, readSite } from '../../../../scripts/editor/documents.ts';
import { createPage } from '../../../../scripts/editor/pages.ts';
import { saveDocuments } from '../../../../scripts/editor/save.ts';
import { copyFixture } from './content-copy.ts';

const content = copyFixture();
afterAll(content.remove);
// A page of its own, which no other page links to: its move breaks no link.
const PAGE = createPage(content.dir, {
  site: 'bakery',
  path: '/spring-offer',
  title: 'Spring offer',
  description: 'A heating and cooling tune-up at a spring price, for a limited time.',
}).file;
const REDIRECTS = 'demos/bakery/redirects.json';

const open = (file: string) => {
  const doc = readDocument(content.dir, file);
  return { file, version: doc.version, data: JSON.parse(doc.text) as Record<string, unknown> };
};
const redirectsOnDisk = () =>
  (JSON.parse(readFileSync(join(content.dir, REDIRECTS), 'utf8')) as { redirects: unknown[] }).redirects;

describe('a page that changes its address in a save', () => {
  it('keeps its old address as a redirect, sent back with the save so the editor holds it and team mode commits it', () => {
    expect(existsSync(join(content.dir, REDIRECTS))).toBe(false);
    expect(readSite(content.dir, 'bakery').redirects).toBeUndefined();
    const page = open(PAGE);
    const from = page.data.path as string;
    const result = saveDocuments(content.dir, [{ ...page, data: { ...page.data, path: `${from}-old-work` } }]);
    expect(redirectsOnDisk()).toEqual([{ from, to: `${from}-old-work` }]);
    const saved = result.saved.find((entry) => entry.file === REDIRECTS);
    expect(saved?.text).toBe(readFileSync(join(content.dir, REDIRECTS), 'utf8'));
    expect(readSite(content.dir, 'bakery').redirects).toMatchObject({ file: REDIRECTS, version: saved?.version });
  });

  it('adds to the redirects edited in the same save, and a redirect removed through a save is gone', () => {
    const page = open(PAGE);
    const redirects = open(REDIRECTS);
    const to = page.data.path as string;
    saveDocuments(content.dir, [
      { ...page, data: { ...page.data, path: `${to}-again` } },
      { ...redirects, data: { ...redirects.data, redirects: [] } },
    ]);
    // The first old address was removed; only the address the page just left leads on.
    expect(redirectsOnDisk()).toEqual([{ from: to, to: `${to}-again` }]);

    const now = open(REDIRECTS);
    const result = saveDocuments(content.dir, [{ ...now, data: { ...now.data, redirects: [] } }]);
    expect(result.saved.map((entry) => entry.file)).toEqual([REDIRECTS]);
    expect(redirectsOnDisk()).toEqual([]);
  });
});
