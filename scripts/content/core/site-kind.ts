import type { SiteDocument } from '../../../src/content/types.generated.ts';
import type { SiteSource } from '../load.ts';
import { text } from '../readable.ts';

/** What a site is: the studio's own, a demo shown from its portfolio, or a client's website. */
export type SiteKind = SiteDocument['kind'];

const SITE_KINDS: readonly SiteKind[] = ['studio', 'demo', 'client'];

/** The folder of the content folder each kind of site lives in (the studio's has no rule). */
export const KIND_FOLDERS = { demo: 'demos', client: 'clients' } as const satisfies Partial<Record<SiteKind, string>>;

/** The kind a site.json states, when it states one of the three. */
export function statedKind(site: unknown): SiteKind | undefined {
  const kind = text(site, 'kind');
  return SITE_KINDS.find((known) => known === kind);
}

/**
 * A site's kind, for grouping its pages: a client's when its site.json or its
 * folder (clients/) says so, since either way it is meant for a domain of its
 * own (a mismatch is reported by itself, without a second wave of address
 * clashes with the studio's pages); otherwise as its site.json states it, or,
 * while that is unreadable, as its place says (demos/, or the site at "/" is
 * the studio's).
 */
export function kindOf(source: SiteSource): SiteKind {
  const stated = statedKind(source.site.data);
  if (stated === 'client' || source.parentFolder === KIND_FOLDERS.client) return 'client';
  if (stated) return stated;
  if (source.parentFolder === KIND_FOLDERS.demo) return 'demo';
  return text(source.site.data, 'basePath') === '/' ? 'studio' : 'demo';
}

/** The studio's website, shared by the studio's own pages and its demos. */
export const STUDIO_WEBSITE = '';

/**
 * Which website a site's pages are published on: the studio's (the studio and
 * its demos share one), or, for a client, a website of its own, named by the
 * site's folder. Addresses are unique within a website, never across two.
 */
export function websiteOf(site: { kind: SiteKind; siteId: string }): string {
  return site.kind === 'client' ? site.siteId : STUDIO_WEBSITE;
}

/** The website a site as read from disk is published on. */
export const websiteOfSource = (source: SiteSource): string => websiteOf({ kind: kindOf(source), siteId: source.id });

/**
 * The base path a site's pages are placed under, once its site.json gives one:
 * a client site's is always "/", the root of its own domain (another one is
 * reported, and everything else is checked as if it were already fixed).
 */
export function basePathOf(source: SiteSource): string | undefined {
  const written = text(source.site.data, 'basePath');
  return written !== undefined && kindOf(source) === 'client' ? '/' : written;
}
