import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { positionAt } from './locate.ts';
import type { Problem } from './problem.ts';

/** A JSON file read from disk, kept with its text so problems can point into it. */
export interface SourceFile {
  /** Path relative to the project root, as shown to people. */
  file: string;
  text: string;
  tree: Node | undefined;
  /** The parsed document; undefined when the file is not valid JSON. */
  data: unknown;
}

export interface SiteSource {
  /** The folder name: "bakery" for site-content/demos/bakery. */
  id: string;
  /** Absolute path of the site folder. */
  dir: string;
  site: SourceFile;
  pages: SourceFile[];
}

const SYNTAX_HINTS: Record<string, string> = {
  CommaExpected: 'A comma is probably missing at the end of the line before.',
  PropertyNameExpected: 'Property names need double quotes, and the last entry of a list or group has no comma after it.',
  ValueExpected: 'A value is missing, or there is a comma too many before this point.',
  CloseBraceExpected: 'A closing } is missing, or a comma is missing between two entries.',
  CloseBracketExpected: 'A closing ] is missing, or a comma is missing between two entries.',
  ColonExpected: 'Each property name is followed by a colon, like "title": "Hello".',
  InvalidSymbol: 'Text values need double quotes, like "Hello".',
  InvalidCommentToken: 'JSON files cannot contain comments.',
  UnexpectedEndOfString: 'A closing double quote is missing.',
  EndOfFileExpected: 'There is more after the end of the document; check the closing brackets.',
};

/**
 * Texts to check instead of what is on disk, keyed by absolute path: the editor
 * validates unsaved documents with the very same checks as the command line.
 */
export type Overrides = ReadonlyMap<string, string>;

/** Read and parse one JSON file; syntax errors become problems with line and column. */
export function readJson(path: string, root: string, problems: Problem[], overrides?: Overrides): SourceFile {
  const file = relative(root, path).split('\\').join('/');
  const text = overrides?.get(path) ?? readFileSync(path, 'utf8');
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  for (const error of errors.slice(0, 1)) {
    // After the first syntax error the rest is usually a consequence of it.
    const code = printParseErrorCode(error.error);
    problems.push({
      file,
      ...positionAt(text, error.offset),
      message: `This file is not valid JSON: ${code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()} here.`,
      hint: SYNTAX_HINTS[code],
    });
  }
  if (!errors.length && tree) reportDuplicateKeys(tree, text, file, problems);
  return { file, text, tree: errors.length ? undefined : tree, data: errors.length ? undefined : JSON.parse(text) };
}

/** JSON lets a name appear twice in one group and keeps the last; that is always a mistake here. */
function reportDuplicateKeys(node: Node, text: string, file: string, problems: Problem[]): void {
  if (node.type === 'object') {
    const seen = new Set<string>();
    for (const property of node.children ?? []) {
      const key = property.children?.[0];
      if (!key || typeof key.value !== 'string') continue;
      if (seen.has(key.value)) {
        problems.push({
          file,
          ...positionAt(text, key.offset),
          message: `"${key.value}" appears twice in the same group; only the last one would count.`,
          hint: 'Remove one of them, or merge what they say.',
        });
      }
      seen.add(key.value);
    }
  }
  for (const child of node.children ?? []) reportDuplicateKeys(child, text, file, problems);
}

/** Every file below `dir`, as paths relative to it with forward slashes ("gallery/a.svg"). */
export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/** Every folder below `contentDir` that holds a site.json is a site. */
export function findSiteDirs(contentDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    if (existsSync(join(dir, 'site.json'))) found.push(dir);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !['images', 'pages', 'node_modules'].includes(entry.name)) walk(join(dir, entry.name));
    }
  };
  walk(contentDir);
  return found.sort();
}

export function loadSites(contentDir: string, root: string, problems: Problem[], overrides?: Overrides): SiteSource[] {
  return findSiteDirs(contentDir).map((dir) => {
    const pagesDir = join(dir, 'pages');
    const pageFiles = existsSync(pagesDir)
      ? readdirSync(pagesDir).filter((name) => name.endsWith('.json')).sort()
      : [];
    return {
      id: basename(dir),
      dir,
      site: readJson(join(dir, 'site.json'), root, problems, overrides),
      pages: pageFiles.map((name) => readJson(join(pagesDir, name), root, problems, overrides)),
    };
  });
}

