/**
 * The build's store of content documents (scripts/output/documents.ts): a
 * document handed over is never read again, one asked for first is read once,
 * and a document let go keeps only what the pictures still need.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSiteDirs } from '../../scripts/content/load.ts';
import { BuildDocuments } from '../../scripts/output/documents.ts';
import { FIXTURE_DIR } from '../support/engine-fixture.ts';

/** A page of the engine's fixture site that shows at least one picture made in several sizes, with its site. */
function pageWithPictures(): { file: string; site: { id: string; dir: string } } {
  const documents = new BuildDocuments();
  for (const dir of findSiteDirs(FIXTURE_DIR))
    for (const name of readdirSync(join(dir, 'pages'))) {
      const page = { file: join(dir, 'pages', name), site: { id: basename(dir), dir } };
      if (documents.withSources(page.file, page.site).variants.length) return page;
    }
  throw new Error('No page of the fixture shows a picture made in several sizes.');
}

/** A store that counts the files it reads itself. */
function countingStore(): { documents: BuildDocuments; reads: string[] } {
  const reads: string[] = [];
  const documents = new BuildDocuments((file) => {
    reads.push(file);
    return readFileSync(file, 'utf8');
  });
  return { documents, reads };
}

describe('the build’s documents', () => {
  it('reads a document not handed over once, and never one that was', () => {
    const { file, site } = pageWithPictures();
    const { documents, reads } = countingStore();
    documents.get(file);
    documents.withSources(file, site);
    expect(reads).toEqual([file]);

    const handed = countingStore();
    const text = readFileSync(file, 'utf8');
    handed.documents.add(file, text, JSON.parse(text));
    expect(handed.documents.get(file).hash).toBe(documents.get(file).hash);
    expect(handed.reads).toEqual([]);
  });

  it('lets a document’s data go and keeps its pictures’ variants, without reading it again', () => {
    const { file, site } = pageWithPictures();
    const { documents, reads } = countingStore();
    const variants = documents.withSources(file, site).variants;
    expect(variants.length).toBeGreaterThan(0);
    documents.release(file, site);
    expect(documents.variantsOf(file, site)).toEqual(variants);
    expect(() => documents.get(file)).toThrow(/let it go/);
    expect(reads).toEqual([file]);
  });

  it('gives the variants of a document never rendered', () => {
    const { file, site } = pageWithPictures();
    const { documents } = countingStore();
    const fresh = countingStore().documents;
    expect(documents.variantsOf(file, site)).toEqual(fresh.withSources(file, site).variants);
  });
});
