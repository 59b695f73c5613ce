import { basename, join } from 'node:path';
import { collectionRoute, entryRoute } from '../../src/content/collections.ts';
import { collectionPages, entriesOf, settingsOf } from './core/collections.ts';
import { siteUrlOf } from '../../src/content/site-url.ts';
import { NOT_FOUND_PATH, routeOf } from './core/route.ts';
import { basePathOf, kindOf, websiteOfSource } from './core/site-kind.ts';
import type { Segment } from './locate.ts';
import type { SourceFile } from './load.ts';
import { list, text, type ReadableSite } from './readable.ts';
import type { ProblemCode } from './problem-codes.ts';

export type Report = (source: SourceFile, path: Segment[], code: ProblemCode, message: string, hint?: string) => void;

export interface RouteInfo {
  file: string;
  anchors: Set<string>;
  /** Two pages claim this address: links to it are not checked until that is fixed. */
  contested: boolean;
  /** The site the page belongs to. */
  site: ReadableSite;
}

/** The pages of one website (the studio's, shared with its demos, or a client's own) by address. */
export interface Website {
  routes: Map<string, RouteInfo>;
  /** False when some page's address is unknown, so "no such page" cannot be said for sure. */
  complete: boolean;
  /** Its public address, as the studio's site.json or the client's gives it ("https://example.com"). */
  url?: string;
  /** The base paths of its sites, each given once. */
  bases: Map<string, ReadableSite>;
  /** The file of its not-found page. */
  notFound?: string;
  /** The addresses entries will have once published (drafts, entries dated in the future), with why they have none yet. */
  unpublished: Map<string, { file: string; why: string }>;
}

/** Every website by `websiteOf` (core/site-kind.ts): addresses are unique within one, never across two. */
export type RouteTable = Map<string, Website>;

/** A copied folder keeps its original's base path: the copy is the one whose folder name it does not match. */
function looksCopied(site: ReadableSite): boolean {
  return !(text(site.site?.data, 'basePath') ?? '').endsWith(basename(site.source.dir));
}

/** A page path without its site's base path in front, where someone wrote it twice: "/demo-salon/faq" -> "/faq". */
export function withinSite(path: string | undefined, basePath: string): string | undefined {
  if (path === undefined || basePath === '/' || !(path === basePath || path.startsWith(`${basePath}/`))) return path;
  return path.slice(basePath.length) || '/';
}

/** Every page's address and anchors, with the problems only the whole set reveals. */
export function collectRoutes(sites: ReadableSite[], report: Report): RouteTable {
  const table: RouteTable = new Map();
  const ids = new Map<string, string>();

  // Originals first, so the copy of a folder is the one told to change.
  const ordered = [...sites].sort((a, b) => Number(looksCopied(a)) - Number(looksCopied(b)));
  for (const entry of ordered) {
    const { source } = entry;
    const seenId = ids.get(source.id);
    if (seenId)
      report(
        source.site,
        [],
        'duplicate-site-folder',
        `Two sites use the folder name "${source.id}": this one and ${seenId}.`,
        'Rename one of the folders; folder names identify sites.',
      );
    ids.set(source.id, source.site.file);

    const key = websiteOfSource(source);
    let website = table.get(key);
    if (!website)
      table.set(key, (website = { routes: new Map(), complete: true, bases: new Map(), unpublished: new Map() }));
    const { routes, bases } = website;
    const kind = kindOf(source);
    if (kind !== 'demo') website.url ??= siteUrlOf(text(entry.site?.data, 'url') ?? '');

    const basePath = basePathOf(source);
    if (basePath === undefined || entry.missingPages) website.complete = false;
    if (basePath === undefined) continue;

    const original = bases.get(basePath);
    if (original) {
      report(
        source.site,
        ['basePath'],
        'duplicate-base-path',
        `The base path "${basePath}" is already used by ${original.source.site.file}.`,
        `If this folder is a copy, give it its own "basePath" in this site.json, such as "/demo-${source.id}"; its pages then move there with it.`,
      );
      continue; // its pages would repeat every address of the original: the base path is the one fix
    }
    bases.set(basePath, entry);

    if (
      !entry.pages.some(({ source: page }) => withinSite(text(page.data, 'path'), basePath) === '/') &&
      !entry.missingPages
    ) {
      report(
        source.site,
        [],
        'no-home-page',
        'This site has no home page.',
        'Add a page whose "path" is "/" in the pages folder.',
      );
    }

    for (const { source: file } of entry.pages) {
      const path = text(file.data, 'path');
      if (path === undefined) {
        website.complete = false;
        continue;
      }
      const anchors = new Set<string>();
      list(file.data, 'blocks').forEach((block, index) => {
        const anchor = text(block, 'anchor');
        if (!anchor) return;
        if (anchors.has(anchor))
          report(
            file,
            ['blocks', index, 'anchor'],
            'duplicate-anchor',
            `Two sections on this page use the anchor "${anchor}".`,
            'Each anchor names one section; give this one another name.',
          );
        anchors.add(anchor);
      });

      if (path === NOT_FOUND_PATH) {
        if (website.notFound)
          report(
            file,
            ['path'],
            'duplicate-not-found-page',
            `Only one page of a website may be the not-found page ("*"); ${website.notFound} is one already.`,
          );
        website.notFound = file.file;
        continue;
      }
      const meant = withinSite(path, basePath) ?? path;
      if (meant !== path) {
        report(
          file,
          ['path'],
          'path-repeats-base',
          `The path "${path}" repeats the site's base path "${basePath}", so the page would be at "${routeOf({ basePath }, { path })}".`,
          `Write "${meant}": a page's path is put after its site's base path.`,
        );
      }
      // Checked as if already fixed, so the one mistake brings no second wave of link errors.
      const route = routeOf({ basePath }, { path: meant });
      const taken = routes.get(route);
      if (taken) {
        report(
          file,
          ['path'],
          'duplicate-route',
          `The address "${route}" is already the address of ${taken.file}.`,
          'Give one of the pages another "path".',
        );
        taken.contested = true;
        for (const anchor of anchors) taken.anchors.add(anchor);
      } else routes.set(route, { file: file.file, anchors, contested: false, site: entry });
    }
    collectEntryRoutes(entry, basePath, website, report);
  }
  return table;
}

/** The addresses of a site's collections (each published entry's, each list's), and those its unpublished entries wait for. */
function collectEntryRoutes(entry: ReadableSite, basePath: string, website: Website, report: Report): void {
  const { source } = entry;
  const fileAt = new Map(source.collections.flatMap((c) => c.entries.map((e) => [e.path, e.source] as const)));
  for (const page of collectionPages(source, basePath, join(source.dir, 'site.json'))) {
    const file = fileAt.get(page.file) ?? source.site;
    const taken = website.routes.get(page.path);
    if (taken) {
      const path = file === source.site ? ['collections', page.view.collection, 'path'] : [];
      report(
        file,
        path,
        'duplicate-route',
        `The address "${page.path}" is already the address of ${taken.file}.`,
        file === source.site
          ? 'Give the collection another "path", or the page another address.'
          : "Rename the entry's file, or give the page another address.",
      );
      taken.contested = true;
    } else website.routes.set(page.path, { file: file.file, anchors: new Set(), contested: false, site: entry });
  }
  const settings = settingsOf(source.site.data);
  for (const waiting of entriesOf(source)) {
    const at = settings.get(waiting.collection)?.path;
    if (waiting.published || at === undefined) continue;
    const date = text(waiting.source.data, 'date');
    const why =
      waiting.source.data && (waiting.source.data as { draft?: unknown }).draft === true
        ? 'a draft'
        : `to be published on ${date}`;
    website.unpublished.set(entryRoute(collectionRoute(basePath, at), waiting.slug), {
      file: waiting.source.file,
      why,
    });
  }
}
