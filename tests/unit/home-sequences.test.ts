import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Block, PageDocument } from '../../src/content/types.generated.ts';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { PROJECT_ROOT } from '../../scripts/paths.ts';

/** A block's look: its variant or layout, or the schema's default for it; blocks with no look option have none. */
function lookOf(block: Block): string {
  const schema = JSON.parse(readFileSync(join(PROJECT_ROOT, 'schema/blocks', `${block.type}.schema.json`), 'utf8'));
  for (const option of ['variant', 'layout'] as const)
    if (schema.properties?.[option])
      return String((block as unknown as Record<string, unknown>)[option] ?? schema.properties[option].default ?? '');
  return '';
}

/** A home page's sections as "type:look", in order. */
const sequenceOf = (page: PageDocument) =>
  page.blocks.map((block) => (lookOf(block) ? `${block.type}:${lookOf(block)}` : block.type));

/** The places after the first two sections taken by one section type and look on more than `most` homes. */
export function crowdedPlaces(homes: Record<string, PageDocument>, most = 3): string[] {
  const byPlace = new Map<string, string[]>();
  for (const [site, page] of Object.entries(homes))
    sequenceOf(page).forEach((section, index) => {
      if (index < 2) return;
      const place = `${section} at place ${index + 1}`;
      byPlace.set(place, [...(byPlace.get(place) ?? []), site]);
    });
  return [...byPlace]
    .filter(([, sites]) => sites.length > most)
    .map(([place, sites]) => `${place}: ${sites.join(', ')}`);
}

/** Homes with the same sequence of sections and looks. */
export function sharedSequences(homes: Record<string, PageDocument>): string[] {
  const bySequence = new Map<string, string[]>();
  for (const [site, page] of Object.entries(homes)) {
    const key = sequenceOf(page).join(' > ');
    bySequence.set(key, [...(bySequence.get(key) ?? []), site]);
  }
  return [...bySequence.values()].filter((sites) => sites.length > 1).map((sites) => sites.join(' = '));
}

const home = (...types: string[]): PageDocument =>
  ({
    path: '/',
    title: 'Home',
    description: 'A home page.',
    blocks: types.map((type) => ({ type })),
  }) as unknown as PageDocument;

describe("each demo home's lower half is its own", () => {
  it('finds a section standing at one place on more than three homes, and two homes with one sequence', () => {
    const same = home('hero', 'stats', 'faq', 'cta');
    const homes = { a: same, b: home('hero', 'logo-list', 'faq', 'cta'), c: same, d: home('hero', 'text', 'faq') };
    expect(crowdedPlaces(homes)).toEqual(['faq:accordion at place 3: a, b, c, d']);
    expect(sharedSequences(homes)).toEqual(['a = c']);
  });

  const homes = Object.fromEntries(
    loadContent()
      .sites.filter(({ site }) => site.kind === 'demo')
      .map(({ site, pages }) => [site.name, pages.find(({ page }) => page.path === '/')!.page]),
  );

  it('no section of one type and look stands at the same place (after the first two) on more than three demo homes', () => {
    expect(crowdedPlaces(homes)).toEqual([]);
  });

  it('no two demo homes share a sequence of sections and looks', () => {
    expect(sharedSequences(homes)).toEqual([]);
  });
});
