import { join } from 'node:path';
import type { ErrorObject } from 'ajv';
import type { PageDocument, SiteDocument } from '../../src/content/types.generated.ts';
import { crossCheck, type CheckedSite } from './cross-checks.ts';
import { loadSites, type Overrides, type SourceFile } from './load.ts';
import { describePath, locate } from './locate.ts';
import { sortProblems, type Problem } from './problem.ts';
import { loadSchemas, type SchemaSet } from './schema.ts';
import { translate } from './translate.ts';

export const PROJECT_ROOT = new URL('../../', import.meta.url).pathname;

/** The content to build: site-content/, or another folder named by SITE_CONTENT_DIR (tests use that). */
export const CONTENT_DIR = process.env.SITE_CONTENT_DIR ?? join(PROJECT_ROOT, 'site-content');

export interface ContentReport {
  problems: Problem[];
  sites: CheckedSite[];
  counts: { files: number; sites: number; pages: number; blocks: number };
}

let schemas: SchemaSet | undefined;

/**
 * A block without "type" fails both "required" and the discriminator; the
 * discriminator's message is the helpful one, so the other is dropped.
 */
function withoutEchoes(errors: ErrorObject[]): ErrorObject[] {
  const tagged = new Set(errors.filter((e) => e.keyword === 'discriminator').map((e) => `${e.instancePath}|${(e.params as { tag: string }).tag}`));
  return errors.filter((e) => !(e.keyword === 'required' && tagged.has(`${e.instancePath}|${(e.params as { missingProperty: string }).missingProperty}`)));
}

/**
 * Check every site under `contentDir`: JSON syntax, then the schema, then the
 * rules across files. All problems of all files are collected in one pass.
 * `overrides` replaces the text of existing files (absolute path -> text).
 */
export function validateContent(contentDir = CONTENT_DIR, root = PROJECT_ROOT, overrides?: Overrides): ContentReport {
  schemas ??= loadSchemas();
  const problems: Problem[] = [];
  const sources = loadSites(contentDir, root, problems, overrides);
  const blockTypes = [...schemas.blocks.keys()].sort();

  const schemaCheck = (source: SourceFile, validate: SchemaSet['site']): boolean => {
    if (source.data === undefined) return false;
    if (validate(source.data)) return true;
    for (const error of withoutEchoes(validate.errors ?? [])) {
      const finding = translate(error, blockTypes);
      const path = finding.key ? [...finding.path, finding.key] : finding.path;
      problems.push({
        file: source.file,
        ...locate(source.text, source.tree, finding.path, finding.key),
        where: describePath(source.data, path) || undefined,
        path,
        message: finding.message,
        hint: finding.hint,
      });
    }
    return false;
  };

  const checked: CheckedSite[] = [];
  let files = 0;
  let blocks = 0;
  for (const source of sources) {
    files += 1 + source.pages.length;
    const siteOk = schemaCheck(source.site, schemas.site);
    const pages = source.pages.filter((page) => schemaCheck(page, schemas!.page));
    // Cross-file rules need trustworthy shapes, so they only see documents that passed.
    if (siteOk && pages.length === source.pages.length) {
      checked.push({
        source,
        site: source.site.data as SiteDocument,
        pages: pages.map((page) => ({ source: page, page: page.data as PageDocument })),
      });
    }
    blocks += pages.reduce((sum, page) => sum + (page.data as PageDocument).blocks.length, 0);
  }
  if (checked.length === sources.length) crossCheck(checked, problems, root);

  return {
    problems: sortProblems(problems),
    sites: checked,
    counts: { files, sites: sources.length, pages: sources.reduce((n, s) => n + s.pages.length, 0), blocks },
  };
}

/** Read the schemas again on the next check (the development server calls this when schema/ changes). */
export function forgetSchemas(): void {
  schemas = undefined;
}
