import { describe, expect, it } from 'vitest';
import type { Block } from '../../src/content/types.generated.ts';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { publishedEntryData } from '../../scripts/content/core/collections.ts';
import { teamMembers } from '../../src/content/named-people.ts';

/** The people a block names: reviewers, staff (written out or person entries), and whoever a quote is from ("Jasmine Reyes, founder"). */
function peopleIn(block: Block, entries: Record<string, unknown>): string[] {
  if (block.type === 'testimonials') return block.items.map((item) => item.author);
  if (block.type === 'team') return teamMembers(block, entries).map((member) => member.name);
  if (block.type === 'text' && block.quote?.cite) return [block.quote.cite.split(',')[0]];
  return [];
}

/** First names used by more than one site, with the sites that use them. */
export function sharedFirstNames(sites: { site: string; people: string[] }[]): string[] {
  const bySite = new Map<string, Set<string>>();
  for (const { site, people } of sites)
    for (const person of people) {
      const first = person.trim().split(/\s+/)[0].toLowerCase();
      bySite.set(first, (bySite.get(first) ?? new Set()).add(site));
    }
  return [...bySite]
    .filter(([, owners]) => owners.size > 1)
    .map(([first, owners]) => `${first}: ${[...owners].join(', ')}`);
}

describe('reviewers and staff are not repeated across demos', () => {
  it('finds a first name on two sites', () => {
    expect(
      sharedFirstNames([
        { site: 'a', people: ['Priya S.', 'Tom'] },
        { site: 'b', people: ['Priya Raman'] },
      ]),
    ).toEqual(['priya: a, b']);
  });

  it('no first name of a reviewer or a member of staff is used by two demos', () => {
    const demos = loadContent()
      .sites.filter(({ site }) => site.kind === 'demo')
      .map(({ source, site, pages }) => {
        const entries = publishedEntryData(source);
        return {
          site: site.name,
          people: pages.flatMap(({ page }) => page.blocks.flatMap((b) => peopleIn(b, entries))),
        };
      });
    expect(sharedFirstNames(demos)).toEqual([]);
  });
});
