/**
 * The inputs of each page, as one hash: everything its HTML is made from.
 * A page is rendered again only when this changes. It covers the page's
 * document, its site's site.json, the pages it shows pictures from (a featured
 * block's), the pictures of all of them, its address, and `shared` (the
 * bundles' code hash and the site's settings, such as its url). A home page
 * is also made from the prices of every page of its site: its structured
 * data gives the business's price range, read from them all.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { linkedPaths } from '../../src/content/linked-items.ts';
import { priceRangeOf, pricesOf } from '../../src/content/price-reading.ts';
import type { PageDocument, SiteDocument } from '../../src/content/types.generated.ts';
import type { ContentRoute } from '../content/core/load-content.ts';
import { eachImage } from '../images/each-image.ts';
import type { PictureStamp } from './build-manifest.ts';
import type { BuildDocuments } from './documents.ts';

/** Picture hashes by site id, then by picture file. */
export type PictureStamps = Record<string, Record<string, PictureStamp>>;

/**
 * Each route's input hash and the documents it is made from (its site's, its
 * own, and those it shows pictures from), with the hash of every picture they
 * show by site. `earlier` holds the picture hashes of the last build: a
 * picture whose size and time are the same is not read again.
 */
export function pageInputs(
  routes: readonly ContentRoute[],
  shared: string,
  earlier: PictureStamps,
  documents: BuildDocuments,
): { inputs: Map<string, string>; files: Map<string, string[]>; pictures: PictureStamps } {
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
  const pagesOfSite = (siteId: string, except: string) =>
    routes
      .filter((other) => other.siteId === siteId && !other.view && other.pageFile !== except)
      .map((other) => other.pageFile);

  /** The entries the other pages of a site show. */
  const otherPagesEntries = (siteId: string, except: string) => [
    ...new Set(
      routes
        .filter((other) => other.siteId === siteId && !other.view && other.pageFile !== except)
        .flatMap((other) => Object.values(other.entries ?? {})),
    ),
  ];

  const inputs = new Map<string, string>();
  const files = new Map<string, string[]>();
  for (const route of routes) {
    const site = documents.get(route.siteFile).data as SiteDocument;
    const page = documents.get(route.pageFile).data as PageDocument;
    const linked = (route.view ? [] : linkedPaths(page, site.basePath)).flatMap((path) => {
      const file = pageFileAt.get(`${route.siteId}\0${path}`);
      return file ? [file] : [];
    });
    // A collection's page is made from what it shows too: its place in its list, and the entries it lists or names.
    const hash = createHash('sha256')
      .update(shared)
      .update(`\0${route.path}\0${JSON.stringify(route.view ?? null)}\0`);
    const madeFrom = [...new Set([route.siteFile, route.pageFile, ...linked, ...Object.values(route.entries ?? {})])];
    // A home page's price range reads the prices of its site's other pages.
    const read =
      !route.view && page.path === '/'
        ? pagesOfSite(route.siteId, route.pageFile).filter((file) => !madeFrom.includes(file))
        : [];
    // Only the range it shows counts, so a new page without prices renders the home page again for nothing.
    if (read.length)
      hash.update(`\0${priceRangeOf(read.flatMap((file) => pricesOf(documents.get(file).data as PageDocument)))}`);
    // The entries the site's other pages show are read too: the prices among them (a menu's dishes) are among the site's.
    const otherEntries =
      !route.view && page.path === '/'
        ? otherPagesEntries(route.siteId, route.pageFile).filter((file) => !madeFrom.includes(file))
        : [];
    if (otherEntries.length)
      hash.update(
        `\0${JSON.stringify(
          otherEntries
            .map((file) => (documents.get(file).data as { price?: unknown }).price)
            .filter((price) => typeof price === 'number')
            .sort((a, b) => Number(a) - Number(b)),
        )}`,
      );
    for (const file of madeFrom) {
      const document = documents.get(file);
      hash.update(`\0${file}\0${document.hash}`);
      eachImage(document.data, (image) => {
        const picture = join(dirname(route.siteFile), 'images', image.src);
        hash.update(`\0${image.src}\0${pictureHash(route.siteId, picture)}`);
      });
    }
    inputs.set(route.path, hash.digest('hex'));
    files.set(route.path, [...madeFrom, ...read, ...otherEntries]);
  }
  return { inputs, files, pictures };
}
