import type { PublishState } from '../protocol';
import { shownAddress } from '../site-kind';
import { useEditorStore } from '../store/editor-store';

/**
 * The live address of the page at `path` ("/services") of a site live at
 * `siteUrl` (which ends with "/"). Anything that is not a path inside that
 * site (the not-found page's "*", an address of its own) gives the site's
 * home, so the link never leads off the site.
 */
export function livePageAddress(siteUrl: string, path: unknown): string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return siteUrl;
  try {
    const address = new URL(path.slice(1), siteUrl).href;
    return address.startsWith(siteUrl) ? address : siteUrl;
  } catch {
    return siteUrl;
  }
}

/** The saved address of the page open in the editor, from the documents the page editor loaded. */
function useOpenPagePath(site: string, page: string | undefined): unknown {
  const { state } = useEditorStore();
  if (!page) return undefined;
  const file = `${site}/pages/${page}.json`;
  const doc = Object.values(state.docs).find((d) => d.file === file || d.file.endsWith(`/${file}`));
  return doc?.saved.path;
}

/**
 * The published site, opened in a tab of its own so the editor stays where it
 * was: at the page being edited when one is open, else at the site's home.
 */
export function LiveSiteLink({
  live,
  site,
  page,
}: {
  live: NonNullable<PublishState['live']>;
  site: string;
  page?: string;
}) {
  const url = livePageAddress(live.url, useOpenPagePath(site, page));
  const address = shownAddress(url);
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      title={live.hostBuilds ? `${address}: the host shows the changes a few minutes after publishing` : address}
      style={{ fontWeight: 600, whiteSpace: 'nowrap' }}
    >
      View the live site<span aria-hidden="true"> ↗</span>
      <span className="ed-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
