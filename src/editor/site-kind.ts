/** What a site is, as its site.json says: the studio's own, a demo in its portfolio, or a client's. */
export type SiteKind = 'studio' | 'demo' | 'client';

/** The order the site list shows them in, with each group's heading. */
export const KIND_GROUPS: { kind: SiteKind; heading: string }[] = [
  { kind: 'studio', heading: "The studio's site" },
  { kind: 'client', heading: 'Client sites' },
  { kind: 'demo', heading: 'Demos' },
];

/** "https://www.joesplumbing.com" -> "www.joesplumbing.com": an address as people say it. */
export function shownAddress(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/** "Studio site", "Demo · /demo-bakery" (for a client "Demo": a base path is the studio's word), "Client site · www.joesplumbing.com". */
export function kindWords(site: { kind?: string; url?: string; basePath?: string }, plain = false): string {
  if (site.kind === 'client') return `Client site${site.url ? ` · ${shownAddress(site.url)}` : ''}`;
  if (site.kind === 'studio') return `Studio site${site.url ? ` · ${shownAddress(site.url)}` : ''}`;
  if (site.kind === 'demo') return `Demo${site.basePath && !plain ? ` · ${site.basePath}` : ''}`;
  return 'A site whose kind is not set';
}
