/**
 * The eight demo sites as the tests see them, read from the content itself
 * (site-content/demos/*), so every demo runs through the same loops. The fixed
 * facts of the specification are asserted literally in the specs.
 */
import { resolveHref } from '../../../src/content/href.ts';
import { routeOf } from '../../../scripts/content/core/route.ts';
import { fillFacts } from '../../../src/content/site-facts.ts';
import type { Block, PageDocument, SiteDocument } from '../../../src/content/types.generated.ts';
import { loadContent } from '../../../scripts/content/core/load-content.ts';
import { entriesInList } from '../../../src/collections/entries-in-list.ts';
import { shownBlock } from '../../../src/content/shown-block.ts';
import { handedTo, shownTeam } from './handed-entries.ts';

type BlockOf<T extends Block['type']> = Extract<Block, { type: T }>;

export interface DemoPage {
  /** The page's own path: "/", "/about", ... */
  path: string;
  /** The full address: "/demo-hvac/about". */
  route: string;
  title: string;
  /** The first heading of the page (its hero's h1). */
  heading: string;
  document: PageDocument;
}

export interface Demo {
  /** The folder name: "hvac", "auto-repair", ... */
  id: string;
  base: string;
  site: SiteDocument;
  pages: DemoPage[];
  page: (path: string) => DemoPage;
  /** All blocks of one type on one page, as shown (a collection list in the gallery look is a gallery, in the price-list look a price list). */
  blocks: <T extends Block['type']>(path: string, type: T) => BlockOf<T>[];
  /** A content href ("~/contact") as the browser sees it ("/demo-hvac/contact"). */
  href: (href: string) => string;
}

export const PAGE_PATHS = ['/', '/about', '/services', '/portfolio', '/contact'] as const;

function firstHeading(page: PageDocument): string {
  const hero = page.blocks.find((block) => block.type === 'hero');
  if (!hero) throw new Error(`${page.path} has no hero`);
  return hero.heading;
}

const content = loadContent();

/**
 * A page's blocks as a visitor sees them: a collection list in the gallery or
 * price-list look is the gallery or price list it makes from the entries the content core hands the page,
 * and a team that names its people has them as its members.
 */
export function shownBlocks(site: SiteDocument, page: PageDocument): Block[] {
  const handed = handedTo(content, site, page);
  return page.blocks.map((block) =>
    block.type === 'collection-list'
      ? shownBlock(block, (list) => entriesInList(list, site, handed))
      : shownTeam(block, handed),
  );
}

// Documents that fail the schema are left out here; the shell spec checks the specification's demos are present.
// Pages are read as visitors see them: "{phone}" and the other site facts filled in from site.json.
export const demos: Demo[] = content.sites
  .filter(({ site }) => site.basePath.startsWith('/demo-'))
  .map(({ site, pages }) => {
    const base = site.basePath;
    const demoPages = pages
      .map(({ page: written }) => fillFacts(written, site))
      .map((page) => ({
        path: page.path,
        route: routeOf(site, page),
        title: page.title,
        heading: firstHeading(page),
        document: page,
      }));
    const page = (path: string) => {
      const found = demoPages.find((p) => p.path === path);
      if (!found) throw new Error(`${base} has no page ${path}`);
      return found;
    };
    return {
      id: base.slice('/demo-'.length),
      base,
      site,
      pages: demoPages,
      page,
      blocks: <T extends Block['type']>(path: string, type: T) =>
        shownBlocks(site, page(path).document).filter((block): block is BlockOf<T> => block.type === type),
      href: (href: string) => resolveHref(href, base),
    };
  });

export function demo(id: string): Demo {
  const found = demos.find((d) => d.id === id);
  if (!found) throw new Error(`No demo ${id}`);
  return found;
}

/** "(555) 234-5678" -> "tel:5552345678", as the header, footer and aside write it. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Regex-escape a literal text. */
export const literal = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
