/**
 * The engine's fixture site (tests/fixtures/engine-site): a small content
 * folder, laid out like site-content/, that uses every block type, every look
 * of every block, every collection type and every kind of site, so tests of
 * the engine can build it instead of the studio's own content. What the engine
 * offers is read from the schemas; `unusedInFixture` names each offer the
 * fixture does not use yet.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteSource } from '../../scripts/content/load.ts';
import { PROJECT_ROOT, SCHEMA_DIR } from '../../scripts/paths.ts';

export const FIXTURE_DIR = join(PROJECT_ROOT, 'tests', 'fixtures', 'engine-site');

/**
 * A block's choices that are looks: every enum at the top of a block's schema
 * except these, which choose what is shown or how it behaves, not how it is
 * laid out (the order of a list's entries, the point of a photo kept in view,
 * the way a form's mistakes are told).
 */
const NOT_LOOKS = new Set(['sort', 'focus', 'validation']);

type Json = Record<string, unknown>;
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Json;
const schemaFiles = (folder: string) =>
  readdirSync(join(SCHEMA_DIR, folder))
    .filter((name) => name.endsWith('.schema.json'))
    .sort()
    .map((name) => ({ name: name.slice(0, -'.schema.json'.length), schema: readJson(join(SCHEMA_DIR, folder, name)) }));

export interface Offer {
  /**
   * How a missing use is named: 'block "faq"', 'look "faq" variant "side"', 'collection type "post"',
   * 'site kind "client"', 'look footer layout "centered"', 'footer option "callBand"'.
   */
  name: string;
  used: (uses: Uses) => boolean;
}

/** What a content folder uses, gathered from its documents as written. */
interface Uses {
  blocks: Json[];
  collectionTypes: Set<string>;
  kinds: Set<string>;
  /** Each site's site.json. */
  sites: Json[];
}

/** A site's header and footer: each of their enums is a look, and these options are drawn as parts of their own. */
const CHROME_PARTS = { header: [], footer: ['callBand'] } as const;

/** Everything the schemas offer that a fixture must use. */
export function engineOffers(): Offer[] {
  const offers: Offer[] = [];
  for (const { schema } of schemaFiles('blocks')) {
    const properties = schema.properties as Record<string, Json>;
    const type = properties.type.const as string;
    offers.push({ name: `block "${type}"`, used: ({ blocks }) => blocks.some((block) => block.type === type) });
    for (const [field, property] of Object.entries(properties)) {
      if (NOT_LOOKS.has(field) || !Array.isArray(property.enum)) continue;
      for (const value of property.enum as unknown[])
        offers.push({
          name: `look "${type}" ${field} ${JSON.stringify(value)}`,
          // A block that leaves the field out is shown in its default look.
          used: ({ blocks }) =>
            blocks.some((block) => block.type === type && (block[field] ?? property.default) === value),
        });
    }
  }
  for (const { name } of schemaFiles('collections'))
    offers.push({ name: `collection type "${name}"`, used: ({ collectionTypes }) => collectionTypes.has(name) });
  const site = readJson(join(SCHEMA_DIR, 'site.schema.json'));
  const kinds = ((site.properties as Record<string, Json>).kind.enum as string[]) ?? [];
  for (const kind of kinds) offers.push({ name: `site kind "${kind}"`, used: (uses) => uses.kinds.has(kind) });
  for (const [part, options] of Object.entries(CHROME_PARTS)) {
    const properties = ((site.properties as Record<string, Json>)[part].properties ?? {}) as Record<string, Json>;
    const chromeOf = (data: Json) => (data[part] ?? {}) as Json;
    for (const [field, property] of Object.entries(properties)) {
      if (!Array.isArray(property.enum)) continue;
      for (const value of property.enum as unknown[])
        offers.push({
          name: `look ${part} ${field} ${JSON.stringify(value)}`,
          used: ({ sites }) => sites.some((data) => (chromeOf(data)[field] ?? property.default) === value),
        });
    }
    for (const option of options as readonly string[])
      offers.push({
        name: `${part} option "${option}"`,
        used: ({ sites }) => sites.some((data) => chromeOf(data)[option] !== undefined),
      });
  }
  return offers;
}

/** What the documents use: every page's blocks, each collection type with an entry, each kind of site with a page. */
function usesOf(sources: SiteSource[]): Uses {
  const uses: Uses = { blocks: [], collectionTypes: new Set(), kinds: new Set(), sites: [] };
  for (const source of sources) {
    const site = (source.site.data ?? {}) as Json;
    const pages = source.pages.map((page) => (page.data ?? {}) as Json);
    for (const page of pages) if (Array.isArray(page.blocks)) uses.blocks.push(...(page.blocks as Json[]));
    if (pages.length && typeof site.kind === 'string') uses.kinds.add(site.kind);
    uses.sites.push(site);
    const declared = (site.collections ?? {}) as Record<string, Json>;
    for (const { name, entries } of source.collections) {
      const type = declared[name]?.type;
      if (typeof type === 'string' && entries.length) uses.collectionTypes.add(type);
    }
  }
  return uses;
}

/** Each offer of the engine that no document of the content uses, by name. */
export function unusedInFixture(sources: SiteSource[]): string[] {
  const uses = usesOf(sources);
  return engineOffers()
    .filter((offer) => !offer.used(uses))
    .map((offer) => offer.name);
}
