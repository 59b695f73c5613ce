import { join, relative } from 'node:path';
import { isExternal, joinPath, resolveHref, splitHash } from '../../src/content/href.ts';
import { parseHsl } from '../../src/content/color.ts';
import { BLOCK_RULES } from '../../src/blocks/rules.generated.ts';
import { collectionRoute, entryRoute } from '../../src/content/collections.ts';
import { settingsOf } from './core/collections.ts';
import { eachLink } from './core/links.ts';
import { checkEntries } from './entry-rules.ts';
import { NOT_FOUND_PATH, routeOf } from './core/route.ts';
import { checkImageSizes } from './image-size.ts';
import { checkSiteFacts } from './site-facts.ts';
import { checkSearchFacts } from './search-facts.ts';
import { checkRedirects } from './redirects.ts';
import { kindAt } from './files.ts';
import { isRecord, locate, type Segment } from './locate.ts';
import { describePath } from './place-words.ts';
import { listFiles, type SourceFile } from './load.ts';
import type { Problem } from './problem.ts';
import { eachString, isFlawed, list, text, type ReadableSite } from './readable.ts';
import { leavingClientSite } from './client-links.ts';
import { basePathOf, kindOf, websiteOfSource } from './core/site-kind.ts';
import { collectRoutes, withinSite, type Report, type RouteTable, type Website } from './routes.ts';
import { checkKinds } from './site-kinds.ts';
import { checkPrices } from './price-rule.ts';
import { checkTimeZone } from './time-zone-rule.ts';
import { listOf, nearest } from './suggest.ts';

/**
 * Rules the schema cannot express: links, images, routes, filters, colours.
 * The rules across sites (kinds, addresses) see every site; the rest look
 * inside the sites `inDepth` picks (all unless told).
 */
export function crossCheck(
  sites: ReadableSite[],
  problems: Problem[],
  root: string,
  contentDir: string,
  inDepth: (site: ReadableSite) => boolean = () => true,
): void {
  const report: Report = (source, path, code, message, hint) =>
    problems.push({
      file: source.file,
      ...locate(source.text, source.tree, path),
      where: describePath(source.file, source.data, path) || undefined,
      path,
      code,
      message,
      hint,
    });

  checkKinds(sites, root, contentDir, report);
  const table = collectRoutes(sites, report);
  for (const entry of sites) {
    if (!inDepth(entry)) continue;
    const website = table.get(websiteOfSource(entry.source))!;
    if (entry.site && entry.siteValid) checkTheme(entry.site, report);
    if (entry.site && entry.siteValid) checkTimeZone(entry.site, report);
    checkLinks(entry, website, table, report);
    checkEntries(entry, report, problems);
    checkImages(entry, root, report);
    checkImageSizes(entry, report);
    for (const rules of Object.values(BLOCK_RULES)) rules.site?.(entry, website, report);
    checkSiteFacts(entry, report);
    checkSearchFacts(entry, report);
    checkRedirects(entry, website, report);
    checkPrices(entry, report);
    for (const { source } of entry.pages) {
      list(source.data, 'blocks').forEach((block, index) => {
        const type = text(block, 'type');
        const rules = type !== undefined && Object.hasOwn(BLOCK_RULES, type) ? BLOCK_RULES[type].section : undefined;
        if (rules && isRecord(block) && !isFlawed(entry, source.file, ['blocks', index]))
          rules(block, { file: source, path: ['blocks', index], site: entry.site?.data, report });
      });
    }
  }
}

function checkTheme(site: SourceFile, report: Report): void {
  const colors =
    isRecord(site.data) && isRecord(site.data.theme) && isRecord(site.data.theme.colors) ? site.data.theme.colors : {};
  for (const [name, value] of Object.entries(colors)) {
    if (typeof value === 'string' && !parseHsl(value)) {
      report(
        site,
        ['theme', 'colors', name],
        'bad-colour',
        `The colour ${JSON.stringify(value)} is not a hue, saturation and lightness.`,
        'Write three numbers like "217 91% 60%": hue 0-360, then saturation and lightness as percentages.',
      );
    }
  }
}

function checkLinks(
  entry: ReadableSite,
  { routes, complete, unpublished }: Website,
  table: RouteTable,
  report: Report,
): void {
  const basePath = basePathOf(entry.source);
  if (basePath === undefined) return; // every "~/" link depends on it
  const client = kindOf(entry.source) === 'client';

  const check = (file: SourceFile, pageRoute: string | undefined) => (href: string, path: Segment[]) => {
    if (isExternal(href) || isFlawed(entry, file.file, path)) return;
    if (client && path[0] === 'banner' && file === entry.site) return; // the banner itself is refused (site-kinds.ts)
    const [target, hash] = splitHash(resolveHref(href, basePath));
    if (!target && !pageRoute) {
      report(
        file,
        path,
        'anchor-without-page',
        `The link "${href}" points at a section, but this file is shared by every page of the site.`,
        `Name the page too, for example "/${href}" or "~/contact${href}".`,
      );
      return;
    }
    const route = target || pageRoute!;
    const info = routes.get(route);
    const elsewhere = !info && client && complete ? leavingClientSite(entry, href, route, hash, table) : undefined;
    if (elsewhere) report(file, path, 'link-leaves-client-site', elsewhere.message, elsewhere.hint);
    else if (!info && unpublished.has(route)) {
      const waiting = unpublished.get(route)!;
      report(
        file,
        path,
        'link-to-unpublished-entry',
        `The link "${href}" leads to ${waiting.file}, which is ${waiting.why}: it has no page yet.`,
        'Publish the entry first (remove "draft", or give it a date that has come), or take the link out.',
      );
    } else if (!info) {
      const inSite = href.startsWith('/') && basePath !== '/' ? joinPath(basePath, target) : undefined;
      if (inSite && routes.has(inSite)) {
        const meant = `~${target}${hash ? `#${hash}` : ''}`;
        report(
          file,
          path,
          'link-outside-site',
          `The link "${href}" leads to "${route}", which is not a page of the website.`,
          `Did you mean "${meant}"? A link starting with "/" is an address of the whole website; "~/" starts at this site's base path.`,
        );
      } else if (complete) {
        const guess = nearest(route, routes.keys());
        report(
          file,
          path,
          'link-to-missing-page',
          `The link "${href}" leads to "${route}", which is not a page of the website.`,
          guess ? `Did you mean "${guess}"?` : 'Check the spelling, or add the page first.',
        );
      }
    } else if (hash && !info.anchors.has(hash) && !info.contested) {
      const guess = nearest(hash, info.anchors);
      report(
        file,
        path,
        'link-to-missing-anchor',
        `The link "${href}" jumps to a section named "${hash}", but ${info.file} has no section with that anchor.`,
        guess
          ? `Did you mean "#${guess}"?`
          : info.anchors.size
            ? `Its anchors are ${listOf([...info.anchors])}.`
            : 'Give the section an "anchor" first.',
      );
    }
  };

  if (entry.site) eachLink(entry.site.data, check(entry.site, undefined));
  for (const { source: file } of entry.pages) {
    const pagePath = text(file.data, 'path');
    // The not-found page shows at any address; its own "#..." links are checked against the address "/".
    const route =
      pagePath === undefined || pagePath === NOT_FOUND_PATH
        ? '/'
        : routeOf({ basePath }, { path: withinSite(pagePath, basePath)! });
    eachLink(file.data, check(file, route));
    checkImpliedLinks(file, route);
  }
  const settings = settingsOf(entry.source.site.data);
  for (const { source: file, collection, slug } of entry.entries) {
    const at = settings.get(collection)?.path;
    // An entry without a page of its own (a person) has no address for its "#..." links.
    eachLink(file.data, check(file, at === undefined ? undefined : entryRoute(collectionRoute(basePath, at), slug)));
  }

  function checkImpliedLinks(file: SourceFile, route: string) {
    list(file.data, 'blocks').forEach((block, b) => {
      const type = text(block, 'type');
      if (!isRecord(block) || type === undefined || !Object.hasOwn(BLOCK_RULES, type)) return;
      for (const [href, path] of BLOCK_RULES[type].impliedLinks?.(block) ?? []) {
        check(file, route)(href, ['blocks', b, ...path]);
      }
    });
  }
}

function checkImages(entry: ReadableSite, root: string, report: Report): void {
  const imagesDir = join(entry.source.dir, 'images');
  if (!['folder', 'missing'].includes(kindAt(imagesDir))) return; // already reported: "images" is not a folder
  let available: string[] | undefined;
  const check = (file: SourceFile) => (src: string, path: Segment[]) => {
    if (isFlawed(entry, file.file, path) || kindAt(join(imagesDir, src)) === 'file') return;
    available ??= listFiles(imagesDir);
    const guess = nearest(src, available);
    const folder = relative(root, imagesDir).split('\\').join('/');
    report(
      file,
      path,
      'missing-image',
      `The picture "${src}" is not in ${folder}.`,
      guess
        ? `Did you mean "${guess}"?`
        : 'Put the file in the images folder, or check the name (it is case-sensitive).',
    );
  };
  for (const { source: file } of [...entry.pages, ...entry.entries]) eachString(file.data, ['src'], check(file));
}
