/** A share picture's size: the 1.91:1 card Facebook, LinkedIn and chat apps draw large. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** Where a page's share picture is published: "/" -> "/share/card.png", "/demo-x/about" -> "/share/demo-x/about/card.png". */
export function shareImagePath(route: string): string {
  return `/share${route === '/' ? '' : route}/card.png`;
}
