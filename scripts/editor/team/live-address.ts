/**
 * Where a published site can be seen, for the "View the live site" link.
 *
 * A client site is live at its own `url`: its host serves its folder of the
 * build (sites/<id>/) there. The studio's site and its demos are one website,
 * live at the studio's `url`, or at PUBLISH_URL when that is set: the address
 * of the web server that serves PUBLISH_DIR (a staging host, or a studio whose
 * folder is not yet on its domain). A demo adds its base path.
 */
import { readDocument, siteFolders } from '../documents.ts';

interface SiteFacts {
  kind?: unknown;
  url?: unknown;
  basePath?: unknown;
}

function facts(contentDir: string, folder: string): SiteFacts {
  try {
    return JSON.parse(readDocument(contentDir, `${folder}/site.json`).text) as SiteFacts;
  } catch {
    return {};
  }
}

/** An http(s) address without its trailing slash, or undefined for anything else (never a link that runs something). */
function webAddress(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) ? url.href.replace(/\/+$/, '') : undefined;
  } catch {
    return undefined;
  }
}

export function liveAddress(contentDir: string, id: string, publishUrl?: string): string | undefined {
  const folders = siteFolders(contentDir);
  const folder = folders.get(id);
  if (!folder) return undefined;
  const site = facts(contentDir, folder);
  if (site.kind === 'client') return webAddress(site.url) && `${webAddress(site.url)}/`;
  const studio = [...folders.values()].map((f) => facts(contentDir, f)).find((s) => s.kind === 'studio');
  const base = webAddress(publishUrl) ?? webAddress(site.kind === 'studio' ? site.url : studio?.url);
  if (!base) return undefined;
  const path = typeof site.basePath === 'string' ? site.basePath.replace(/^\/*/, '/').replace(/\/+$/, '') : '';
  return `${base}${path}/`;
}
