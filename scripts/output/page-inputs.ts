/**
 * The inputs of each page, as one hash: everything its HTML is made from.
 * A page is rendered again only when this changes. It covers the page's
 * document, its site's site.json, the pages it shows pictures from (a featured
 * block's), the pictures of all of them, its address, and `shared` (the
 * bundles' code hash and the site's settings, such as its url).
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { linkedPaths } from '../../src/content/linked-items.ts';
import type { PageDocument, SiteDocument } from '../../src/content/types.generated.ts';
import type { ContentRoute } from '../content/core/load-content.ts';
import { eachImage } from '../images/each-image.ts';
import type { PictureStamp } from './build-manifest.ts';

interface Read {
  text: string;
  data: unknown;
}

/** Picture hashes by site id, then by picture file. */
export type PictureStamps = Record<string, Record<string, PictureStamp>>;

/**
 * Each route's input hash, with the hash of every picture they show by site.
 * `earlier` holds the picture hashes of the last build: a picture whose size
 * and time are the same is not read again.
 */
export function pageInputs(
  routes: readonly ContentRoute[],
  shared: string,
  earlier: PictureStamps,
): { inputs: Map<string, string>; pictures: PictureStamps } {
  const documents = new Map<string, Read>();
  const read = (file: string): Read => {
    let known = documents.get(file);
    if (!known) {
      const text = readFileSync(file, 'utf8');
      known = { text, data: JSON.parse(text) };
      documents.set(file, known);
    }
    return known;
  };
  const pictures: PictureStamps = {};
  const pictureHash = (siteId: string, file: string): string => {
    const seen = (pictures[siteId] ??= {});
    let stamp = seen[file];
    if (!stamp) {
      const { size, mtimeMs } = statSync(file);
      const known = earlier[siteId]?.[file];
      stamp =
        known && known[0] === size && known[1] === mtimeMs
          ? known
          : [size, mtimeMs, createHash('sha256').update(readFileSync(file)).digest('hex')];
      seen[file] = stamp;
    }
    return stamp[2];
  };
  const pageFileAt = new Map(routes.map((route) => [`${route.siteId}\0${route.path}`, route.pageFile]));

  const inputs = new Map<string, string>();
  for (const route of routes) {
    const site = read(route.siteFile).data as SiteDocument;
    const page = read(route.pageFile).data as PageDocument;
    const linked = linkedPaths(page, site.basePath).flatMap((path) => {
      const file = pageFileAt.get(`${route.siteId}\0${path}`);
      return file ? [file] : [];
    });
    const hash = createHash('sha256').update(shared).update(`\0${route.path}\0`);
    for (const file of [route.siteFile, route.pageFile, ...linked]) {
      const { text, data } = read(file);
      hash.update(`\0${file}\0${text}`);
      eachImage(data, (image) => {
        const picture = join(dirname(route.siteFile), 'images', image.src);
        hash.update(`\0${image.src}\0${pictureHash(route.siteId, picture)}`);
      });
    }
    inputs.set(route.path, hash.digest('hex'));
  }
  return { inputs, pictures };
}
