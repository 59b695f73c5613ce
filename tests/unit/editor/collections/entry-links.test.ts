import { describe, expect, it } from 'vitest';
import { readCollections, readEntry } from '../../../../scripts/editor/collections.ts';
import { readSite } from '../../../../scripts/editor/documents.ts';
import { checkEdited } from '../../../../scripts/editor/validation.ts';
import { toStoredForm } from '../../../../src/editor/rich-text/stored-form.ts';
import { entryLinks } from '../../../../src/editor/site-links.ts';
import type { EditedDoc } from '../../../../src/editor/store/state.ts';
import { FIXTURE_DIR } from '../../../support/engine-fixture.ts';

// The engine's fixture site, read only: nothing here writes, and the checks take edits as overrides.
const CONTENT = FIXTURE_DIR;
const files = readSite(CONTENT, 'bakery');
const collections = readCollections(CONTENT, files.folder, files.site);
const asDoc = (file: { file: string; version: string }) => {
  const { text, version } = readEntry(CONTENT, file.file);
  return { file: file.file, version, data: JSON.parse(text), saved: JSON.parse(text) } as EditedDoc;
};
const entryDocs = collections.flatMap((collection) => collection.entries.map(asDoc));
const listings = entryDocs.filter((doc) => doc.file.includes('/collections/listings/'));

/** The body as the writing area stores it after the link panel put a link on the words "see this one". */
const bodyLinkingTo = (href: string) =>
  toStoredForm({
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Also ' },
          { type: 'text', text: 'see this one', marks: [{ type: 'link', attrs: { href } }] },
          { type: 'text', text: '.' },
        ],
      },
    ],
  });

/** The problems the editor's checks find in one listing whose body is changed. */
function problemsWithBody(doc: EditedDoc, body: string[]) {
  const edited = { file: doc.file, version: doc.version, data: { ...doc.data, body } };
  return checkEdited(CONTENT, { docs: [edited] }).filter((problem) => problem.doc === doc.file);
}

describe("the site's entries as link choices", () => {
  const links = entryLinks(files.folder, collections, entryDocs);

  it('offers each entry with a page by its title and its collection’s plain name, stored as "~" and its address', () => {
    const [first] = listings;
    const title = String(first.data.title);
    const slug = first.file
      .split('/')
      .pop()!
      .replace(/\.json$/, '');
    const listingsTitle = collections.find((c) => c.name === 'listings')!.title;
    const choice = links.find((link) => link.name === title);
    expect(choice).toEqual({ href: `~/listings/${slug}`, label: `${title}, in ${listingsTitle}`, name: title });
    // Every entry of a collection with pages is offered once; a collection without pages offers none.
    const withPages = collections.filter((c) => c.path).flatMap((c) => c.entries);
    expect(new Set(links.map((link) => link.href)).size).toBe(withPages.length);
    expect(entryLinks(files.folder, [{ name: 'listings', title: 'Listings' }], entryDocs)).toEqual([]);
    // Another site's entries are not this site's choices.
    expect(entryLinks('demos/elsewhere', collections, entryDocs)).toEqual([]);
  });

  it('gives a link the validator accepts, and it checks entry links as it checks any other', () => {
    const [from, to] = listings;
    const choice = links.find((link) => link.name === to.data.title)!;
    const body = bodyLinkingTo(choice.href);
    expect(body.join('\n')).toContain(`](${choice.href})`);
    expect(problemsWithBody(from, body)).toEqual([]);
    // The same check refuses an entry the site does not have.
    const missing = problemsWithBody(from, bodyLinkingTo(`${choice.href}-gone`));
    expect(missing.map((problem) => problem.code)).toContain('link-to-missing-page');
  });
});
