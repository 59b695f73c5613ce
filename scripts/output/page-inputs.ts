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

/**
 * Each route's input hash. `pictures` holds the picture hashes of the last
 * build; it is updated in place with every picture hashed now, and keeps only those.
 */
export function pageInputs(
  routes: readonly ContentRoute[],
  shared: string,
  pictures: Record<string, PictureStamp>,
): Map<string, string> {
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
  const seen: Record<string, PictureStamp> = {};
  const pictureHash = (file: string): string => {
    let stamp = seen[file];
    if (!stamp) {
      const { size, mtimeMs } = statSync(file);
      const earlier = pictures[file];
      stamp =
        earlier && earlier[0] === size && earlier[1] === mtimeMs
          ? earlier
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
        hash.update(`\0${image.src}\0${pictureHash(picture)}`);
      });
    }
    inputs.set(route.path, hash.digest('hex'));
  }
  for (const file of Object.keys(pictures)) delete pictures[file];
  Object.assign(pictures, seen);
  return inputs;
}
