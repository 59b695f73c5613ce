/**
 * A site's old addresses and where each now leads, as its redirects.json
 * keeps them. Paths are a page's own paths, within the site ("/about-us"),
 * as a page's "path" is written. Read by the validator, the build and the
 * editor alike.
 */
export interface Redirect {
  from: string;
  to: string;
}

export interface RedirectsDocument {
  $schema?: string;
  redirects: Redirect[];
}

/** Where an address finally leads, following redirect after redirect; undefined where they go round in a circle. */
export function finalTarget(redirects: readonly Redirect[], from: string): string | undefined {
  const next = new Map(redirects.map((redirect) => [redirect.from, redirect.to]));
  const seen = new Set<string>();
  let at = from;
  while (next.has(at)) {
    if (seen.has(at)) return undefined;
    seen.add(at);
    at = next.get(at)!;
  }
  return at;
}

/**
 * The redirects once a page moves from `from` to `to`: the old address
 * leads to the new one, addresses that led to the old one lead on to the
 * new one, and an address the page takes now is no longer redirected.
 */
export function afterMove(redirects: readonly Redirect[], from: string, to: string): Redirect[] {
  const kept = redirects
    .filter((redirect) => redirect.from !== to && redirect.from !== from)
    .map((redirect) => (redirect.to === from ? { ...redirect, to } : redirect));
  return [...kept, { from, to }];
}
