import { basename, join } from 'node:path';
import type { ErrorObject } from 'ajv';
import type { PageDocument, SiteDocument } from '../../../src/content/types.generated.ts';
import { crossCheck } from '../cross-checks.ts';
import { fileProblem } from '../files.ts';
import { loadSites, type Overrides, type ReadSite, type SiteSource, type SourceFile } from '../load.ts';
import { isRecord, locate, type Segment } from '../locate.ts';
import { describePath } from '../place-words.ts';
import { collapseMisplacedSections } from '../misplaced-section.ts';
import { isWarning, sortProblems, type Problem } from '../problem.ts';
import { list, text, type ReadableSite } from '../readable.ts';
import { checkSchemaLine } from '../schema-line.ts';
import { loadSchemas, type SchemaSet } from '../schema.ts';
import { translate } from '../translate.ts';
import { CONTENT_DIR, PROJECT_ROOT } from '../../paths.ts';
import { severityOf } from '../problem-codes.ts';
import type { CollectionView } from '../../../src/content/collections.ts';
import { collectionPages, listedEntries, settingsOf, typeOf } from './collections.ts';
import { routeOf } from './route.ts';
import { basePathOf, kindOf, type SiteKind } from './site-kind.ts';

/** A site whose documents all passed the schema, so their shapes can be trusted. */
export interface CheckedSite {
  source: SiteSource;
  site: SiteDocument;
  pages: { source: SourceFile; page: PageDocument }[];
}

/** A page the site can show: its address and the two documents it is built from. */
export interface ContentRoute {
  /**
   * The address on its own website ("/demo-bakery/about"; a client site's
   * pages are "/", "/about" on the client's domain), or "*" for the not-found page.
   */
  path: string;
  /** The site's folder name, used for its picture addresses. */
  siteId: string;
  /**
   * What the site is, as its site.json says (or its folder, while that is
   * unreadable): the studio and the demos share one website, and each client
   * site is a website of its own (`websiteOf` in site-kind.ts groups them).
   */
  kind: SiteKind;
  /** Absolute paths of the site document and the page document (an entry's file; the site.json for a collection's list). */
  siteFile: string;
  pageFile: string;
  /** For a page a collection makes: what it shows (collections.ts). */
  view?: CollectionView;
  /** Other entries the page shows, by reference ("people/mira-holt") -> absolute path. */
  entries?: Record<string, string>;
}

/** A content folder, read and checked once: what the build, the development server, the editor and the tests ask. */
export interface Content {
  /** Errors: any one of them stops the build. Every one has `severity: 'error'` and a `code`. */
  problems: Problem[];
  /** Advice, such as a missing `$schema` line: printed, but never stops the build. */
  warnings: Problem[];
  /** The sites whose every document passed the schema. */
  sites: CheckedSite[];
  /** Every site as it was read, each document parsed where it could be, problems or not. */
  sources: SiteSource[];
  /**
   * Every page whose address is known (its site has a base path and it has a
   * path), whatever else is wrong with it. When there are no problems, these
   * are exactly the pages of `sites`.
   */
  routes: ContentRoute[];
  counts: { files: number; sites: number; pages: number; blocks: number };
}

let schemas: SchemaSet | undefined;

/**
 * A problem as its code's entry in the catalogue grades it: the catalogue
 * decides what is advice, so no rule can call its problem a warning by
 * mistake, and a rule's raw finding is never taken for either.
 */
export const withSeverity = (problem: Problem): Problem => ({
  ...problem,
  severity: problem.code ? severityOf(problem.code) : 'error',
});

/**
 * A block without "type" fails both "required" and the discriminator; the
 * discriminator's message is the helpful one, so the other is dropped.
 */
function withoutEchoes(errors: ErrorObject[]): ErrorObject[] {
  // A choice with its own message ("members" or "people") speaks for its branches' errors.
  const choices = errors.filter(
    (e) => e.keyword === 'oneOf' && isRecord(e.parentSchema) && typeof e.parentSchema.errorMessage === 'string',
  );
  errors = errors.filter(
    (e) => !choices.some((c) => c.instancePath === e.instancePath && e.schemaPath.startsWith(`${c.schemaPath}/`)),
  );
  const tagged = new Set(
    errors
      .filter((e) => e.keyword === 'discriminator')
      .map((e) => `${e.instancePath}|${(e.params as { tag: string }).tag}`),
  );
  return errors.filter(
    (e) =>
      !(
        e.keyword === 'required' &&
        tagged.has(`${e.instancePath}|${(e.params as { missingProperty: string }).missingProperty}`)
      ),
  );
}

/**
 * Read every site under `contentDir` once and check it: files and JSON syntax,
 * the schema, and the rules across files, all in one pass over every document
 * that can be read. `root` is what file names in problems are relative to;
 * `overrides` replaces the text of existing files (absolute path -> text);
 * `known` holds sites already read (by folder), which are not read again.
 * It never throws: whatever goes wrong becomes a problem.
 */
export function loadContent(
  contentDir = CONTENT_DIR,
  root = PROJECT_ROOT,
  overrides?: Overrides,
  known?: ReadonlyMap<string, ReadSite>,
): Content {
  const found: Problem[] = [];
  const result: Omit<Content, 'problems' | 'warnings'> = {
    sites: [],
    sources: [],
    routes: [],
    counts: { files: 0, sites: 0, pages: 0, blocks: 0 },
  };
  try {
    Object.assign(result, checkSources(loadSites(contentDir, root, found, overrides, known), contentDir, root, found));
  } catch (error) {
    found.push(
      fileProblem(
        root,
        contentDir,
        'internal-error',
        `The content could not be checked: ${error instanceof Error ? error.message : String(error)}.`,
        'This is a fault of the checker, not of the content; please report it with the files involved.',
      ),
    );
  }
  const all = sortProblems(found.map(withSeverity));
  return { problems: all.filter((p) => !isWarning(p)), warnings: all.filter(isWarning), ...result };
}

/**
 * Check sites already read. Those `inDepth` leaves out are taken as valid
 * and only lend their addresses, anchors and kinds to the rules across sites:
 * the build's check of what changed (scripts/output/content-record.ts) gives
 * the sites it has checked before, unchanged, in outline.
 */
export function checkSources(
  sources: SiteSource[],
  contentDir: string,
  root: string,
  problems: Problem[],
  inDepth: (source: SiteSource) => boolean = () => true,
): Omit<Content, 'problems' | 'warnings'> {
  schemas ??= loadSchemas();
  const set = schemas;
  const blockTypes = [...set.blocks.keys()].sort();

  /** Schema errors of one document, placed in the file; returns the paths they are about (a missing property's own). */
  const schemaCheck = (
    source: SourceFile,
    validate: SchemaSet['site'],
    schemaName: string,
  ): Segment[][] | undefined => {
    if (source.data === undefined) return undefined;
    const warning = checkSchemaLine(source, schemaName, root);
    if (warning) problems.push(warning);
    if (validate(source.data)) return [];
    const findings = collapseMisplacedSections(
      withoutEchoes(validate.errors ?? []).map((error) => translate(error, blockTypes)),
      source.data,
      blockTypes,
    );
    return findings.map((finding) => {
      const path = finding.key ? [...finding.path, finding.key] : finding.path;
      problems.push({
        file: source.file,
        ...locate(source.text, source.tree, finding.path, finding.key),
        where: describePath(source.file, source.data, path) || undefined,
        path: finding.missing ? [...path, finding.missing] : path,
        code: finding.code,
        message: finding.message,
        hint: finding.hint,
      });
      // A missing property flaws that property, not its whole object: a package with no name still has its
      // price checked (a rule about the whole object is still held back, its path being a parent of this one).
      return finding.missing ? [...path, finding.missing] : path;
    });
  };

  const readable: ReadableSite[] = [];
  const checked: CheckedSite[] = [];
  let blocks = 0;
  for (const source of sources) {
    const flawed = new Map<string, Segment[][]>();
    const deep = inDepth(source);
    const siteFlaws = deep ? schemaCheck(source.site, set.site, 'site.schema.json') : [];
    if (siteFlaws) flawed.set(source.site.file, siteFlaws);
    const redirectFlaws =
      source.redirects && deep && schemaCheck(source.redirects, set.redirects, 'redirects.schema.json');
    if (source.redirects && redirectFlaws) flawed.set(source.redirects.file, redirectFlaws);
    const pages = source.pages.flatMap((page) => {
      const flaws = deep ? schemaCheck(page, set.page, 'page.schema.json') : [];
      if (!flaws) return [];
      flawed.set(page.file, flaws);
      return [{ source: page, valid: flaws.length === 0 }];
    });
    const settings = settingsOf(source.site.data);
    const entries = source.collections.flatMap(({ name, entries: files }) =>
      files.flatMap(({ slug, source: file }) => {
        const type = typeOf(settings.get(name));
        const validate = type && set.collections.get(type);
        // An entry of an undeclared collection, or of an unknown type, is reported at its setting (entry-rules.ts).
        const flaws = validate && deep ? schemaCheck(file, validate, `collections/${type}.schema.json`) : [];
        if (!flaws) return [];
        flawed.set(file.file, flaws);
        return [{ source: file, collection: name, slug, valid: flaws.length === 0 }];
      }),
    );
    readable.push({
      source,
      site: siteFlaws ? source.site : undefined,
      siteValid: siteFlaws?.length === 0,
      pages,
      entries,
      missingPages: !source.pagesListed || pages.length < source.pages.length,
      flawed,
    });
    const entryCount = source.collections.reduce((n, c) => n + c.entries.length, 0);
    const entriesValid = entries.length === entryCount && entries.every((entry) => entry.valid);
    if (
      siteFlaws?.length === 0 &&
      entriesValid &&
      pages.length === source.pages.length &&
      pages.every((page) => page.valid)
    ) {
      checked.push({
        source,
        site: source.site.data as SiteDocument,
        pages: pages.map(({ source: page }) => ({ source: page, page: page.data as PageDocument })),
      });
    }
    blocks += pages.reduce((sum, { source: page }) => sum + list(page.data, 'blocks').length, 0);
  }
  crossCheck(readable, problems, root, contentDir, (site) => inDepth(site.source));

  return {
    sites: checked,
    sources,
    routes: sources.flatMap(placedRoutes),
    counts: {
      files: sources.reduce(
        (n, s) => n + 1 + s.pages.length + s.collections.reduce((m, c) => m + c.entries.length, 0),
        0,
      ),
      sites: sources.length,
      pages: sources.reduce((n, s) => n + s.pages.length, 0),
      blocks,
    },
  };
}

/** The entries a page's collection lists show, when it has any. */
function entriesShown(source: SiteSource, page: unknown): Pick<ContentRoute, 'entries'> {
  const entries = listedEntries(source, page);
  return Object.keys(entries).length ? { entries } : {};
}

/** The pages of a site whose addresses are known. */
function placedRoutes(source: SiteSource): ContentRoute[] {
  const basePath = basePathOf(source);
  if (basePath === undefined) return [];
  const kind = kindOf(source);
  const siteFile = join(source.dir, 'site.json');
  const pages = source.pages.flatMap((page) => {
    const path = text(page.data, 'path');
    if (path === undefined) return [];
    return [
      {
        path: routeOf({ basePath }, { path }),
        siteId: source.id,
        kind,
        siteFile,
        pageFile: join(source.dir, 'pages', basename(page.file)),
        ...entriesShown(source, page.data),
      },
    ];
  });
  const collections = collectionPages(source, basePath, siteFile).map(({ path, file, view, entries }) => ({
    path,
    siteId: source.id,
    kind,
    siteFile,
    pageFile: file,
    view,
    entries,
  }));
  return [...pages, ...collections];
}

/** Read the schemas again on the next check (the development server calls this when schema/ changes). */
export function forgetSchemas(): void {
  schemas = undefined;
}
