import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Block, PageDocument, SiteDocument } from '../../src/content/types.generated.ts';
import { isExternal, joinPath, resolveHref, splitHash } from '../../src/content/href.ts';
import { parseHsl } from '../../src/content/color.ts';
import { checkImageSizes } from './image-size.ts';
import { describePath, isRecord, locate, type Segment } from './locate.ts';
import { listFiles, type SourceFile, type SiteSource } from './load.ts';
import type { Problem } from './problem.ts';
import { listOf, nearest } from './suggest.ts';

/** A site whose documents passed the schema, so their shapes can be trusted. */
export interface CheckedSite {
  source: SiteSource;
  site: SiteDocument;
  pages: { source: SourceFile; page: PageDocument }[];
}

type Report = (source: SourceFile, path: Segment[], message: string, hint?: string) => void;

/** Rules the schema cannot express: links, images, routes, filters, colours. */
export function crossCheck(sites: CheckedSite[], problems: Problem[], root: string): void {
  const report: Report = (source, path, message, hint) =>
    problems.push({ file: source.file, ...locate(source.text, source.tree, path), where: describePath(source.data, path) || undefined, message, hint });

  const routes = collectRoutes(sites, report);
  for (const entry of sites) {
    checkTheme(entry, report);
    checkLinks(entry, routes, report);
    checkImages(entry, root, report);
    checkImageSizes(entry, report);
    for (const { source, page } of entry.pages) {
      page.blocks.forEach((block, index) => checkBlock(block, ['blocks', index], source, report));
    }
  }
}

interface RouteInfo {
  file: string;
  anchors: Set<string>;
}

function collectRoutes(sites: CheckedSite[], report: Report): Map<string, RouteInfo> {
  const routes = new Map<string, RouteInfo>();
  const bases = new Map<string, string>();
  const ids = new Map<string, string>();
  let notFound: string | undefined;

  for (const { source, site, pages } of sites) {
    const seenId = ids.get(source.id);
    if (seenId) report(source.site, [], `Two sites use the folder name "${source.id}": this one and ${seenId}.`, 'Rename one of the folders; folder names identify sites.');
    ids.set(source.id, source.site.file);

    const seenBase = bases.get(site.basePath);
    if (seenBase) report(source.site, ['basePath'], `The base path "${site.basePath}" is already used by ${seenBase}.`, 'Every site needs its own base path, such as "/demo-bakery".');
    bases.set(site.basePath, source.site.file);

    if (!pages.some(({ page }) => page.path === '/')) {
      report(source.site, [], 'This site has no home page.', 'Add a page whose "path" is "/" in the pages folder.');
    }

    for (const { source: file, page } of pages) {
      const anchors = new Set<string>();
      page.blocks.forEach((block, index) => {
        if (!block.anchor) return;
        if (anchors.has(block.anchor)) report(file, ['blocks', index, 'anchor'], `Two sections on this page use the anchor "${block.anchor}".`, 'Each anchor names one section; give this one another name.');
        anchors.add(block.anchor);
      });

      if (page.path === '*') {
        if (notFound) report(file, ['path'], `Only one page may be the not-found page ("*"); ${notFound} is one already.`);
        notFound = file.file;
        continue;
      }
      const route = joinPath(site.basePath, page.path);
      const taken = routes.get(route);
      if (taken) report(file, ['path'], `The address "${route}" is already the address of ${taken.file}.`, 'Give one of the pages another "path".');
      else routes.set(route, { file: file.file, anchors });
    }
  }
  return routes;
}

function checkTheme({ source, site }: CheckedSite, report: Report): void {
  for (const [name, value] of Object.entries(site.theme.colors)) {
    if (!parseHsl(value)) {
      report(source.site, ['theme', 'colors', name], `The colour ${JSON.stringify(value)} is not a hue, saturation and lightness.`, 'Write three numbers like "217 91% 60%": hue 0-360, then saturation and lightness as percentages.');
    }
  }
}

/** Visit every string under the given property names, with its path. */
function eachValue(value: unknown, keys: readonly string[], visit: (text: string, path: Segment[]) => void, path: Segment[] = []): void {
  if (Array.isArray(value)) value.forEach((item, i) => eachValue(item, keys, visit, [...path, i]));
  else if (isRecord(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (keys.includes(key) && typeof child === 'string') visit(child, [...path, key]);
      else eachValue(child, keys, visit, [...path, key]);
    }
  }
}

function checkLinks({ source, site, pages }: CheckedSite, routes: Map<string, RouteInfo>, report: Report): void {
  const check = (file: SourceFile, pageRoute: string | undefined) => (href: string, path: Segment[]) => {
    if (isExternal(href)) return;
    const [target, hash] = splitHash(resolveHref(href, site.basePath));
    if (!target && !pageRoute) {
      report(file, path, `The link "${href}" points at a section, but this file is shared by every page of the site.`, `Name the page too, for example "/${href}" or "~/contact${href}".`);
      return;
    }
    const route = target || pageRoute!;
    const info = routes.get(route);
    if (!info) {
      const guess = nearest(route, routes.keys());
      report(file, path, `The link "${href}" leads to "${route}", which is not a page of the website.`, guess ? `Did you mean "${guess}"?` : 'Check the spelling, or add the page first.');
    } else if (hash && !info.anchors.has(hash)) {
      const guess = nearest(hash, info.anchors);
      report(file, path, `The link "${href}" jumps to a section named "${hash}", but ${info.file} has no section with that anchor.`, guess ? `Did you mean "#${guess}"?` : info.anchors.size ? `Its anchors are ${listOf([...info.anchors])}.` : 'Give the section an "anchor" first.');
    }
  };

  eachValue(source.site.data, ['href'], check(source.site, undefined));
  for (const { source: file, page } of pages) {
    const route = page.path === '*' ? undefined : joinPath(site.basePath, page.path);
    eachValue(file.data, ['href', 'ctaLink'], check(file, route ?? '/'));
    // A tier without a ctaLink goes to #contact, which must then exist.
    page.blocks.forEach((block, b) => {
      if (block.type !== 'pricing') return;
      block.tiers.forEach((tier, t) => {
        if (!tier.ctaLink) check(file, route ?? '/')('#contact', ['blocks', b, 'tiers', t]);
      });
    });
  }
}

function checkImages({ source, pages }: CheckedSite, root: string, report: Report): void {
  const imagesDir = join(source.dir, 'images');
  let available: string[] | undefined;
  const check = (file: SourceFile) => (src: string, path: Segment[]) => {
    if (existsSync(join(imagesDir, src))) return;
    available ??= listFiles(imagesDir);
    const guess = nearest(src, available);
    const folder = relative(root, imagesDir).split('\\').join('/');
    report(file, path, `The picture "${src}" is not in ${folder}.`, guess ? `Did you mean "${guess}"?` : 'Put the file in the images folder, or check the name (it is case-sensitive).');
  };
  for (const { source: file } of pages) eachValue(file.data, ['src'], check(file));
}

function checkBlock(block: Block, path: Segment[], file: SourceFile, report: Report): void {
  switch (block.type) {
    case 'pricing': {
      const highlighted = block.tiers.flatMap((tier, i) => (tier.highlighted ? [i] : []));
      if (highlighted.length > 1) {
        report(file, [...path, 'tiers', highlighted[1], 'highlighted'], `${highlighted.length} tiers are highlighted as Most Popular; only one may be.`, 'Remove "highlighted" from all tiers but one.');
      }
      break;
    }
    case 'gallery': {
      const categories = new Set(block.items.map((item) => item.category).filter(Boolean));
      const seen = new Set<string>();
      block.filters?.forEach((filter, i) => {
        if (seen.has(filter.id)) report(file, [...path, 'filters', i, 'id'], `Two filter buttons show the category "${filter.id}".`);
        seen.add(filter.id);
        if (!categories.has(filter.id)) {
          const guess = nearest(filter.id, categories as Set<string>);
          report(file, [...path, 'filters', i, 'id'], `The filter "${filter.label}" shows the category "${filter.id}", but no picture has that category, so it would show nothing.`, guess ? `Did you mean "${guess}"?` : `The pictures' categories are ${listOf([...categories])}.`);
        }
      });
      break;
    }
    case 'form': {
      const names = new Set<string>();
      block.fields.forEach((field, i) => {
        const at = [...path, 'fields', i];
        if (names.has(field.name)) report(file, [...at, 'name'], `Two fields of this form are named "${field.name}".`, 'Each field needs its own name.');
        names.add(field.name);
        if (field.type === 'select' && !field.options) report(file, at, `The select field "${field.name}" has no options.`, 'Add "options", each with a value and a label.');
        if (field.type !== 'select' && field.options) report(file, [...at, 'options'], `Only select fields have options, but "${field.name}" is a ${field.type} field.`);
        if (block.validation === 'messages' && field.required && !field.messages?.required) {
          report(file, at, `The required field "${field.name}" has no message for when it is left empty.`, 'Add "messages": { "required": "..." }, since this form shows its own messages.');
        }
      });
      break;
    }
    default:
      break;
  }
}
