/**
 * Sections that name entries instead of copying them: a team's "people" are
 * person entries by reference ("stylists/jasmine-reyes"). One place for the
 * content core (which checks the references, hands a page the entries it
 * names and counts them among its inputs) and the renderer (which draws them
 * from what it was handed). Browser-safe: no Node imports.
 */
import type { PersonEntry, TeamBlock, TeamMember } from './types.generated.ts';

/** The properties of each block type that hold a list of references, and the collection type they name. */
export const BLOCK_REFERENCES: Readonly<Record<string, { keys: readonly string[]; type: 'person' }>> = {
  team: { keys: ['people'], type: 'person' },
};

/** A reference a section makes, with where it is written in its page. */
export interface SectionReference {
  reference: string;
  /** Its place in the page document: ["blocks", 2, "people", 0]. */
  path: (string | number)[];
  /** The collection type it must name. */
  type: 'person';
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** Every reference the sections of a page document make, in order, each with its place. */
export function sectionReferences(page: unknown): SectionReference[] {
  const blocks = record(page)?.blocks;
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((block, b) => {
    const data = record(block);
    const type = data?.type;
    if (!data || typeof type !== 'string' || !Object.hasOwn(BLOCK_REFERENCES, type)) return [];
    const facts = BLOCK_REFERENCES[type];
    return facts.keys.flatMap((key) => {
      const items = data[key];
      if (!Array.isArray(items)) return [];
      return items.flatMap((reference, i) =>
        typeof reference === 'string' ? [{ reference, path: ['blocks', b, key, i], type: facts.type }] : [],
      );
    });
  });
}

/** A member as a team shows one: a person entry may have no line under its role. */
export type ShownMember = Omit<TeamMember, 'experience'> & { experience?: string };

/**
 * The members a team shows: those written out, or the person entries it names
 * in its order, from the entries handed to the page. A name handed nothing
 * (a draft, or a mistake the validator reports) is left out. The card's line
 * is the person's experience, or else the bio.
 */
export function teamMembers(
  block: Pick<TeamBlock, 'members' | 'people'>,
  handed: Record<string, unknown>,
): ShownMember[] {
  if (block.members) return block.members;
  return (block.people ?? []).flatMap((reference) => {
    const person = Object.hasOwn(handed, reference)
      ? (record(handed[reference]) as PersonEntry | undefined)
      : undefined;
    if (!person || typeof person.name !== 'string' || typeof person.role !== 'string') return [];
    const line = person.experience ?? person.bio;
    return [
      {
        name: person.name,
        role: person.role,
        ...(line === undefined ? {} : { experience: line }),
        ...(person.photo ? { image: person.photo } : {}),
      },
    ];
  });
}
