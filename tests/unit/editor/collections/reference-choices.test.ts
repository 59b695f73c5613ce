import { describe, expect, it } from 'vitest';
import { readReference, referenceOf } from '../../../../src/content/collections.ts';
import { prepareSchema } from '../../../../src/editor/form/prepare-schema.ts';
import {
  chosenEntry,
  matchingChoices,
  referenceChoices,
  targetCollections,
  type ReferenceSource,
} from '../../../../src/editor/form/reference-choices.ts';
import { editorSchemas } from '../../../../scripts/editor/schemas.ts';

const person = (name: string, role: string, photo?: string) => ({
  name,
  role,
  ...(photo ? { photo: { src: photo, alt: name } } : {}),
});

const source: ReferenceSource = {
  collections: [
    { name: 'agents', title: 'Our Agents', type: 'person' },
    { name: 'listings', title: 'Listings', type: 'listing' },
  ],
  entries: [
    { file: 's/collections/agents/maria-lopez.json', data: person('Maria Lopez', 'Listing agent', 'agents/maria.svg') },
    { file: 's/collections/agents/2026/theo-lee.json', data: person('Theo Lee', "Buyer's agent") },
    // Still being written: no name yet, so it is offered by its slug.
    { file: 's/collections/agents/new-hire.json', data: {} },
    { file: 's/collections/listings/oak-lane.json', data: { title: 'Oak Lane', agent: 'agents/theo-lee' } },
    // A folder site.json does not declare is no collection: nothing in it can be named.
    { file: 's/collections/drafts/stray.json', data: person('Stray', 'None') },
  ],
};

describe('the entries a reference field offers', () => {
  it('names each entry as the validator reads references, with its name, facts and picture from its card', () => {
    const choices = referenceChoices(source);
    expect(choices.map((choice) => choice.reference)).toEqual([
      'listings/oak-lane',
      'agents/maria-lopez',
      'agents/new-hire',
      'agents/theo-lee',
    ]);
    expect(choices.find((choice) => choice.reference === 'agents/maria-lopez')).toEqual({
      reference: 'agents/maria-lopez',
      collection: 'agents',
      collectionTitle: 'Our Agents',
      title: 'Maria Lopez',
      meta: 'Listing agent',
      picture: 'agents/maria.svg',
    });
    expect(choices.find((choice) => choice.reference === 'agents/new-hire')?.title).toBe('new-hire');
  });

  it('finds the entry a reference names, in any folder of its collection, and nothing for one that leads nowhere', () => {
    expect(chosenEntry('agents/theo-lee', source)).toMatchObject({ title: 'Theo Lee', meta: "Buyer's agent" });
    expect(chosenEntry('agents/nobody', source)).toBeUndefined();
    expect(chosenEntry('drafts/stray', source)).toBeUndefined();
    expect(chosenEntry(undefined, source)).toBeUndefined();
  });

  it('reads a reference back into its collection and slug, and nothing else', () => {
    expect(readReference(referenceOf('agents', 'maria-lopez'))).toEqual({ collection: 'agents', slug: 'maria-lopez' });
    for (const bad of ['agents', 'agents/', '/maria', 'a/b/c', '', 42, undefined])
      expect(readReference(bad)).toBeUndefined();
  });

  it("picks from the collection the value names, else the one the site's other entries name in that field, else all", () => {
    expect(targetCollections('agent', 'agents/maria-lopez', source)).toEqual(['agents']);
    // A new listing with no agent yet: the other listings' agents are agents.
    expect(targetCollections('agent', undefined, source)).toEqual(['agents']);
    // A reference to a folder that is no collection tells nothing; the field's use elsewhere does.
    expect(targetCollections('agent', 'drafts/stray', source)).toEqual(['agents']);
    expect(targetCollections('author', undefined, source)).toEqual(['agents', 'listings']);
  });

  it('narrows the list to the entries whose name, role or collection hold every word typed, in any case', () => {
    const choices = referenceChoices(source);
    const titles = (search: string) => matchingChoices(choices, search).map((choice) => choice.title);
    expect(titles('LOPEZ')).toEqual(['Maria Lopez']);
    expect(titles("buyer's theo")).toEqual(['Theo Lee']);
    expect(titles('agent')).toEqual(['Maria Lopez', 'new-hire', 'Theo Lee']);
    expect(titles('  ')).toHaveLength(choices.length);
    expect(titles('nobody')).toEqual([]);
  });

  it("makes every reference field of the collection types' schemas a picker, and nothing else", async () => {
    const { collections } = await editorSchemas();
    const pickers = Object.entries(collections).flatMap(([type, schema]) => {
      const ui = prepareSchema(schema as Parameters<typeof prepareSchema>[0]).uiSchema;
      return Object.entries(ui)
        .filter(([, field]) => (field as { 'ui:widget'?: string })['ui:widget'] === 'reference')
        .map(([key]) => `${type}.${key}`);
    });
    const { COLLECTION_TYPES } = await import('../../../../src/content/collection-types.ts');
    const declared = Object.entries(COLLECTION_TYPES).flatMap(([type, facts]) =>
      facts.references.map((key) => `${type}.${key}`),
    );
    expect(pickers.sort()).toEqual(declared.sort());
  });
});
