import type { Content } from '../../../scripts/content/core/load-content.ts';
import { routeOf } from '../../../scripts/content/core/route.ts';
import { teamMembers } from '../../../src/content/named-people.ts';
import type { Block, PageDocument, SiteDocument, TeamBlock } from '../../../src/content/types.generated.ts';

/** The entries the content core hands a page, by reference ("stylists/jasmine-reyes" -> its document). */
export function handedTo(content: Content, site: SiteDocument, page: PageDocument): Record<string, unknown> {
  const route = content.routes.find((candidate) => candidate.path === routeOf(site, page) && !candidate.view);
  const entryAt = new Map(
    content.sources.flatMap(({ collections }) =>
      collections.flatMap(({ entries }) => entries.map(({ path, source }) => [path, source.data] as const)),
    ),
  );
  return Object.fromEntries(
    Object.entries(route?.entries ?? {}).map(([reference, file]) => [reference, entryAt.get(file)]),
  );
}

/** A team as a visitor sees it: the people it names are its members, as written ones are. */
export function shownTeam<B extends Block>(block: B, handed: Record<string, unknown>): B {
  if (block.type !== 'team' || !block.people) return block;
  const members = teamMembers(block, handed) as TeamBlock['members'];
  return { ...block, members, people: undefined } as B;
}
