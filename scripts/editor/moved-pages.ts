import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { afterMove, type RedirectsDocument } from '../../src/content/redirects.ts';
import { REDIRECTS_FILE } from '../content/load.ts';
import { SCHEMA_DIR } from '../paths.ts';

/** A new redirects.json names its schema, as every content file does, so VS Code checks it too. */
export const newRedirects = (file: string): RedirectsDocument => ({
  $schema: relative(dirname(file), join(SCHEMA_DIR, 'redirects.schema.json')).split('\\').join('/'),
  redirects: [],
});

const pathOf = (text: string): string | undefined => {
  try {
    const path = (JSON.parse(text) as { path?: unknown }).path;
    return typeof path === 'string' && path !== '*' ? path : undefined;
  } catch {
    return undefined;
  }
};

/** The folder of the site a page file belongs to: the nearest folder above it with a site.json. */
function siteDirOf(file: string): string | undefined {
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir))
    if (existsSync(join(dir, 'site.json'))) return dir;
  return undefined;
}

/**
 * The redirects.json texts a save brings (absolute path -> text): a page
 * whose address changed keeps its old one as a redirect to the new, so
 * bookmarks and search results still find it. A redirects.json edited in
 * the same save (a redirect removed) is the text the moves are added to.
 */
export function redirectsForMoves(saves: { path: string; before: string; after: string }[]): Map<string, string> {
  const texts = new Map<string, string>();
  for (const { path, before, after } of saves) {
    const from = pathOf(before);
    const to = pathOf(after);
    const siteDir = from && to && from !== to ? siteDirOf(path) : undefined;
    if (!siteDir) continue;
    const file = join(siteDir, REDIRECTS_FILE);
    const text =
      texts.get(file) ??
      saves.find((save) => save.path === file)?.after ??
      (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
    const document: RedirectsDocument = text ? (JSON.parse(text) as RedirectsDocument) : newRedirects(file);
    const redirects = afterMove(document.redirects, from!, to!);
    texts.set(file, `${JSON.stringify({ ...document, redirects }, null, 2)}\n`);
  }
  return texts;
}
