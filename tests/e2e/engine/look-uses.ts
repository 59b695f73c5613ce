/**
 * The looks the engine's browser specs measure, each once, on the engine's
 * fixture site (tests/fixtures/engine-site) as `npm run test:engine` builds and
 * serves it: every value a schema offers for a look, with the first use of it
 * on a page the fixture serves. A look is listed whether or not the fixture
 * uses it, so its test runs and fails (`usedLook`) instead of never being made.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadContent } from '../../../scripts/content/core/load-content.ts';
import { NOT_FOUND_PATH, routeOf } from '../../../scripts/content/core/route.ts';
import { SCHEMA_DIR } from '../../../scripts/paths.ts';
import type { Block, SiteDocument } from '../../../src/content/types.generated.ts';
import { FIXTURE_DIR } from '../../support/engine-fixture.ts';
import { expect } from '../fixtures.ts';
import { handedTo, shownTeam } from '../support/handed-entries.ts';

export type BlockOf<T extends Block['type']> = Extract<Block, { type: T }>;

export interface LookUse<T extends Block['type']> {
  site: SiteDocument;
  route: string;
  /** The block as a visitor sees it (a team's people as its members). */
  block: BlockOf<T>;
  /** Its place among the blocks of its type on its page, from 0. */
  nth: number;
}

const content = loadContent(FIXTURE_DIR);

/**
 * The sites the fixture's server shows: the studio and its demos. A client
 * site is published on its own domain, so the studio's server leaves it out.
 */
export const served = content.sites.filter(({ site }) => site.kind !== 'client');

/** Each use of a block type on a served page (the not-found page aside), in the order of the content. */
function usesOf<T extends Block['type']>(type: T): LookUse<T>[] {
  return served.flatMap(({ site, pages }) =>
    pages
      .filter(({ page }) => page.path !== NOT_FOUND_PATH)
      .flatMap(({ page }) =>
        page.blocks
          .filter((block): block is BlockOf<T> => block.type === type)
          .map((block, nth) => ({
            site,
            route: routeOf(site, page),
            block: shownTeam(block, handedTo(content, site, page)),
            nth,
          })),
      ),
  );
}

/** The values a block's schema offers for one of its look fields, and the one a block that leaves it out gets. */
export function looksOffered(type: Block['type'], field: string): { looks: string[]; fallback: string } {
  const schema = JSON.parse(readFileSync(join(SCHEMA_DIR, 'blocks', `${type}.schema.json`), 'utf8')) as {
    properties: Record<string, { enum?: string[]; default?: string }>;
  };
  const property = schema.properties[field];
  if (!property?.enum) throw new Error(`The ${type} block offers no looks in "${field}".`);
  return { looks: property.enum, fallback: property.default ?? property.enum[0] };
}

/**
 * Every look a block type offers in `field`, each with the first block on a
 * served page of the fixture drawn in it. `lookOf` says which look a block is
 * drawn in when that is not just its field (a quote look without a quote).
 */
export function oneUsePerLook<T extends Block['type']>(
  type: T,
  field: string,
  lookOf?: (block: BlockOf<T>) => string,
): { look: string; use: LookUse<T> | undefined }[] {
  const { looks, fallback } = looksOffered(type, field);
  const drawnIn =
    lookOf ?? ((block: BlockOf<T>) => String((block as unknown as Record<string, unknown>)[field] ?? fallback));
  const uses = usesOf(type);
  return looks.map((look) => ({ look, use: uses.find(({ block }) => drawnIn(block) === look) }));
}

/** The use a look's test measures; the test fails, naming the look, when the fixture shows none. */
export function usedLook<T extends Block['type']>(type: T, look: string, use: LookUse<T> | undefined): LookUse<T> {
  expect(use, `a page the fixture site serves shows a ${type} block in the look "${look}"`).toBeDefined();
  return use!;
}
