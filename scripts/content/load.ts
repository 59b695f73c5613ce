import { existsSync, lstatSync, readdirSync, type Dirent } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { parseTree, printParseErrorCode, visit, type Node, type ParseError, type ParseOptions } from 'jsonc-parser';
import { isPictureName, PICTURE_KINDS } from '../../src/content/picture-files.ts';
import { svgProblem } from '../images/svg-safety.ts';
import {
  fileProblem,
  isRealFileInside,
  kindAt,
  listFolder,
  readBytes,
  shownPath,
  symbolicLinkProblem,
  whyUnreadable,
} from './files.ts';
import { findEntryFiles, withUnsavedEntries } from './entry-files.ts';
import { positionAt, type Segment } from './locate.ts';
import { describePath } from './place-words.ts';
import { MAX_DEPTH, tooDeepAt } from './nesting.ts';
import type { Problem } from './problem.ts';
import { decodeUtf8 } from './utf8.ts';

/** A JSON file read from disk, kept with its text so problems can point into it. */
export interface SourceFile {
  /** Path relative to the project root, as shown to people. */
  file: string;
  text: string;
  /**
   * Its syntax tree, to place a problem at a line and column. Made when asked
   * for: a tree takes many times the memory of its text, and only documents
   * with a problem need one.
   */
  readonly tree: Node | undefined;
  /** The parsed document; undefined when the file is not valid JSON or cannot be read. */
  data: unknown;
}

export interface SiteSource {
  /** The folder name: "bakery" for site-content/demos/bakery. */
  id: string;
  /** Absolute path of the site folder. */
  dir: string;
  /** The folder it sits in, relative to the content folder: "demos", "clients", or "" for a site at the top. */
  parentFolder: string;
  site: SourceFile;
  pages: SourceFile[];
  /** The site's redirects.json (old addresses and where they went), when it has one. */
  redirects?: SourceFile;
  /** False when the pages folder could not be listed, so some pages may be unknown. */
  pagesListed: boolean;
  /** Each folder of collections/ with its entries, read and parsed, in file order. */
  collections: CollectionSource[];
}

/** One collection folder of a site (collections/posts/): its name, and its entries with their slugs. */
export interface CollectionSource {
  name: string;
  /** Each entry: its absolute path, its slug (the file name) and its document. */
  entries: { path: string; slug: string; source: SourceFile }[];
}

const SYNTAX_HINTS: Record<string, string> = {
  CommaExpected: 'A comma is probably missing at the end of the line before.',
  PropertyNameExpected:
    'Property names need double quotes, and the last entry of a list or group has no comma after it.',
  ValueExpected: 'A value is missing, or there is a comma too many before this point.',
  CloseBraceExpected: 'A closing } is missing, or a comma is missing between two entries.',
  CloseBracketExpected: 'A closing ] is missing, or a comma is missing between two entries.',
  ColonExpected: 'Each property name is followed by a colon, like "title": "Hello".',
  InvalidSymbol: 'Text values need double quotes, like "Hello".',
  InvalidCommentToken: 'JSON files cannot contain comments.',
  UnexpectedEndOfString: 'A closing double quote is missing.',
  EndOfFileExpected: 'There is more after the end of the document; check the closing brackets.',
  InvalidCharacter: 'Text cannot contain a line break or a control character; write a line break as \\n.',
};

const CURLY_QUOTES = /[\u201C\u201D\u2018\u2019\u201E\u00AB\u00BB]/;
/** Characters that are invisible and mean nothing in text; tab and line breaks are allowed. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's whole purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Texts to check instead of what is on disk, keyed by absolute path: the editor
 * validates unsaved documents with the very same checks as the command line.
 * An entry file given `null` is checked as gone (an entry about to be renamed).
 */
export type Overrides = ReadonlyMap<string, string | null>;

const unread = (file: string, text = ''): SourceFile => ({ file, text, tree: undefined, data: undefined });

const JSON_ONLY: ParseOptions = { disallowComments: true, allowTrailingComma: false };

/** The last tree made, since problems come a file at a time: held for one document only, never for all. */
let lastTree: { text: string; tree: Node | undefined } | undefined;

/** A document that parsed, with its tree made when asked for. */
function parsed(file: string, text: string, data: unknown): SourceFile {
  return {
    file,
    text,
    data,
    get tree() {
      if (lastTree?.text !== text) lastTree = { text, tree: parseTree(text, [], JSON_ONLY) };
      return lastTree.tree;
    },
  };
}

/** Read and parse one JSON file; every way it can fail becomes a problem with line and column. */
export function readJson(path: string, root: string, problems: Problem[], overrides?: Overrides): SourceFile {
  const file = shownPath(root, path);
  let text = overrides?.get(path);
  if (text === null) return unread(file);
  if (text === undefined) {
    const bytes = readBytes(path, root, problems);
    if (!bytes) return unread(file);
    const decoded = decodeUtf8(bytes);
    if ('badByte' in decoded) {
      const before = new TextDecoder().decode(bytes.subarray(0, decoded.badByte));
      problems.push({
        file,
        ...positionAt(before, before.length),
        code: 'invalid-utf8',
        message: `This file is not UTF-8 text: byte 0x${bytes[decoded.badByte].toString(16).toUpperCase().padStart(2, '0')} here is not a character.`,
        hint: 'Save the file with the UTF-8 encoding (in VS Code: the encoding in the status bar, then "Save with Encoding", then "UTF-8"). It was probably saved as Latin-1 or Windows-1252.',
      });
      return unread(file);
    }
    text = decoded.text;
  }
  return parseText(text, file, problems);
}

function parseText(original: string, file: string, problems: Problem[]): SourceFile {
  let text = original;
  if (text.startsWith('\uFEFF')) {
    problems.push({
      file,
      line: 1,
      column: 1,
      code: 'byte-order-mark',
      message: 'This file starts with an invisible byte order mark (BOM), which JSON does not allow.',
      hint: 'Save it as "UTF-8" rather than "UTF-8 with BOM" (in VS Code: the encoding in the status bar, then "Save with Encoding", then "UTF-8").',
    });
    // A space keeps every later line and column where the person sees it, so the rest can still be checked.
    text = ` ${text.slice(1)}`;
  }

  const deep = tooDeepAt(text);
  if (deep >= 0) {
    problems.push({
      file,
      ...positionAt(text, deep),
      code: 'too-deep',
      message: `Lists and groups are nested more than ${MAX_DEPTH} levels deep here; no content needs that many.`,
      hint: 'A run of "[" or "{" without their closing brackets is the usual cause: check the brackets around this line.',
    });
    return unread(file, text);
  }

  const found: Problem[] = [];
  const error = scanStrings(text, file, found); // after the first syntax error the rest is usually a consequence of it
  if (error) {
    problems.push(syntaxProblem(text, file, error));
    return unread(file, text);
  }
  const data: unknown = JSON.parse(text);
  for (const problem of found)
    problems.push({ ...problem, where: describePath(file, data, problem.path ?? []) || undefined });
  return parsed(file, text, data);
}

function syntaxProblem(text: string, file: string, error: ParseError): Problem {
  const code = printParseErrorCode(error.error);
  const at = positionAt(text, error.offset);
  const character = text[error.offset] ?? '';
  if (CURLY_QUOTES.test(character)) {
    return {
      file,
      ...at,
      code: 'curly-quotes',
      message: `This file is not valid JSON: the curly quote ${character} here is not a JSON quote.`,
      hint: 'Use straight double quotes (") around names and text. Curly quotes come from pasting out of a word processor; inside a text they are fine.',
    };
  }
  return {
    file,
    ...at,
    code: 'json-syntax',
    message: `This file is not valid JSON: ${code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()} here.`,
    hint: SYNTAX_HINTS[code],
  };
}

/**
 * One pass over the text, building nothing: the first syntax error, if any,
 * and, in a document without one, a name twice in one group (JSON keeps the
 * last, which is always a mistake here) and invisible control characters in text.
 */
function scanStrings(text: string, file: string, problems: Problem[]): ParseError | undefined {
  let firstError: ParseError | undefined;
  /** The names seen in each group that is open, innermost last. */
  const open: Set<string>[] = [];
  const controlCharacter = (value: string, offset: number, path: Segment[]) => {
    const control = CONTROL.exec(value);
    if (!control) return;
    const code = control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
    problems.push({
      file,
      ...positionAt(text, offset),
      path,
      code: 'control-character',
      message: `This text contains an invisible control character (U+${code}), which no page can show.`,
      hint: `Delete it (it is written \\u${code} in the file); it is usually left over from copying text out of another program.`,
    });
  };
  visit(
    text,
    {
      onError: (error, offset, length) => (firstError ??= { error, offset, length }),
      onObjectBegin: () => void open.push(new Set()),
      onObjectEnd: () => void open.pop(),
      onObjectProperty: (name, offset, _length, _line, _column, pathOf) => {
        const seen = open.at(-1)!;
        if (seen.has(name))
          problems.push({
            file,
            ...positionAt(text, offset),
            path: [...pathOf(), name],
            code: 'duplicate-key',
            message: `"${name}" appears twice in the same group; only the last one would count.`,
            hint: 'Remove one of them, or merge what they say.',
          });
        seen.add(name);
        controlCharacter(name, offset, pathOf());
      },
      onLiteralValue: (value, offset, _length, _line, _column, pathOf) => {
        if (typeof value === 'string') controlCharacter(value, offset, pathOf());
      },
    },
    JSON_ONLY,
  );
  return firstError;
}

/** Every file below `dir`, as paths relative to it with forward slashes ("gallery/a.svg"); none when it cannot be read. */
export function listFiles(dir: string): string[] {
  if (kindAt(dir) !== 'folder') return [];
  try {
    return readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
      .sort();
  } catch {
    return [];
  }
}

/** Folder names the content layout uses itself: a site folder by one of these names would never be found. */
export const RESERVED_FOLDERS: readonly string[] = ['images', 'pages', 'collections', 'node_modules'];

/** Every folder below `contentDir` that holds a site.json is a site. */
export function findSiteDirs(contentDir: string, root = contentDir, problems: Problem[] = []): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    const entries = listFolder(dir, root, problems);
    const siteEntry = entries.find((entry) => entry.name === 'site.json');
    if (siteEntry) {
      const path = join(dir, 'site.json');
      const kind = kindAt(path);
      if (kind === 'file') found.push(dir);
      else if (kind === 'folder')
        problems.push(
          fileProblem(
            root,
            path,
            'not-a-file',
            `${shownPath(root, path)} is a folder, but a site needs a site.json file here.`,
            'Remove or rename the folder, and put the site document in a file named site.json.',
          ),
        );
      else
        problems.push(
          fileProblem(
            root,
            path,
            'dangling-link',
            `${shownPath(root, path)} is a link to something that does not exist.`,
            'Point the link at the site document, or replace it with the file itself.',
          ),
        );
    }
    for (const entry of entries) {
      if (RESERVED_FOLDERS.includes(entry.name) || entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) walk(join(dir, entry.name));
    }
  };
  walk(contentDir);
  return found.sort();
}

/**
 * The page files of a site, each checked to be a readable file of its own inside
 * the content folder (a symbolic link is refused, never followed); undefined
 * when the folder cannot be listed.
 */
function pageFiles(siteDir: string, contentDir: string, root: string, problems: Problem[]): string[] | undefined {
  const pagesDir = join(siteDir, 'pages');
  const kind = kindAt(pagesDir);
  if (kind === 'missing') return [];
  if (kind !== 'folder') {
    problems.push(
      fileProblem(
        root,
        pagesDir,
        'not-a-folder',
        `${shownPath(root, pagesDir)} should be a folder of page files, but it is a file.`,
        'Make "pages" a folder and put one .json file per page in it.',
      ),
    );
    return undefined;
  }
  const before = problems.length;
  const entries = listFolder(pagesDir, root, problems);
  if (problems.length > before) return undefined;
  return entries.flatMap((entry) => {
    if (!entry.name.endsWith('.json')) return [];
    const path = join(pagesDir, entry.name);
    const target = kindAt(path);
    if (target === 'file' && isRealFileInside(contentDir, path)) return [path];
    if (target !== 'missing' && (entry.isSymbolicLink() || target === 'file')) {
      problems.push(symbolicLinkProblem(root, path));
    } else if (target === 'folder') {
      problems.push(
        fileProblem(
          root,
          path,
          'not-a-file',
          `${shownPath(root, path)} is a folder, but its name ends in .json like a page.`,
          'Pages are files: rename the folder, or move it out of "pages".',
        ),
      );
    } else if (entry.isSymbolicLink() && target === 'missing') {
      problems.push(
        fileProblem(
          root,
          path,
          'dangling-link',
          `${shownPath(root, path)} is a link to a page file that does not exist.`,
          'Point the link at an existing file, or remove it.',
        ),
      );
    } else {
      const why = whyUnreadable({ code: target === 'missing' ? 'ENOENT' : 'EINVAL' });
      problems.push(
        fileProblem(root, path, why.code, `${shownPath(root, path)} cannot be read: ${why.reason}.`, why.hint),
      );
    }
    return [];
  });
}

function checkImagesFolder(siteDir: string, root: string, problems: Problem[]): void {
  const imagesDir = join(siteDir, 'images');
  const kind = kindAt(imagesDir);
  if (kind === 'file' || kind === 'other') {
    problems.push(
      fileProblem(
        root,
        imagesDir,
        'not-a-folder',
        `${shownPath(root, imagesDir)} should be a folder of pictures, but it is a file.`,
        'Make "images" a folder and put the site\'s pictures in it.',
      ),
    );
  } else if (kind === 'folder' && lstatSync(imagesDir).isSymbolicLink()) {
    // Its pictures would be read from wherever it leads, outside the content folder.
    problems.push(symbolicLinkProblem(root, imagesDir));
  } else if (kind === 'folder') {
    listFolder(imagesDir, root, problems);
    checkPictureFiles(imagesDir, root, problems);
  }
}

/** Files an operating system writes into folders of pictures by itself, hidden from its own users. */
const SYSTEM_FILE = /^(\..*|thumbs\.db|desktop\.ini)$/i;

/**
 * Only pictures, each a file of its own: the images folder is served from the
 * site's own address, so anything else in it (a page, a script) could run as
 * part of the site, and a link could publish a file from outside the content
 * folder. The build publishes pictures only; the rest is refused here by name.
 */
function checkPictureFiles(imagesDir: string, root: string, problems: Problem[]): void {
  let entries: Dirent[];
  try {
    entries = readdirSync(imagesDir, { withFileTypes: true, recursive: true });
  } catch {
    return; // listFolder has said why
  }
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name);
    // What the system leaves in a folder (.DS_Store, Thumbs.db) is never published: no need to make anyone find it.
    if (SYSTEM_FILE.test(entry.name) && !isPictureName(entry.name)) continue;
    if (entry.isSymbolicLink()) problems.push(symbolicLinkProblem(root, path));
    else if (entry.isFile() && /\.svg$/i.test(entry.name)) {
      const bytes = readBytes(path, root, problems);
      const unsafe = bytes && svgProblem(bytes);
      if (unsafe) {
        problems.push(
          fileProblem(
            root,
            path,
            'unsafe-svg',
            `${shownPath(root, path)} is not a plain drawing: ${unsafe}.`,
            'Export it again as a plain SVG (no scripts, links or embedded pages), or save it as a PNG.',
          ),
        );
      }
    } else if (entry.isFile() && !isPictureName(entry.name)) {
      problems.push(
        fileProblem(
          root,
          path,
          'not-a-picture',
          `${shownPath(root, path)} is not a picture: a site's images folder holds only ${PICTURE_KINDS} files.`,
          'Move the file out of the images folder. Nothing else there is published.',
        ),
      );
    }
  }
}

/** What a site's folder says of it: its id, and the folder it sits in. */
export function siteFolder(dir: string, contentDir: string): Pick<SiteSource, 'id' | 'dir' | 'parentFolder'> {
  return { id: basename(dir), dir, parentFolder: relative(contentDir, dirname(dir)).split(sep).join('/') };
}

/** The file in a site's folder that lists its old addresses (scripts/content/redirects.ts). */
export const REDIRECTS_FILE = 'redirects.json';

/** One site folder: its pictures folder checked, its site.json and its pages read and parsed. */
export function loadSite(
  dir: string,
  contentDir: string,
  root: string,
  problems: Problem[],
  overrides?: Overrides,
): SiteSource {
  checkImagesFolder(dir, root, problems);
  const site = readJson(join(dir, 'site.json'), root, problems, overrides);
  const files = pageFiles(dir, contentDir, root, problems);
  const found = withUnsavedEntries(findEntryFiles(dir, contentDir, root, problems), dir, overrides?.keys() ?? []);
  const collections = [...found].map(([name, entries]) => ({
    name,
    entries: entries
      .filter(({ path }) => overrides?.get(path) !== null)
      .map(({ path, slug }) => ({ path, slug, source: readJson(path, root, problems, overrides) })),
  }));
  const redirects = join(dir, REDIRECTS_FILE);
  return {
    ...siteFolder(dir, contentDir),
    site,
    pages: (files ?? []).map((path) => readJson(path, root, problems, overrides)),
    ...(overrides?.has(redirects) || existsSync(redirects)
      ? { redirects: readJson(redirects, root, problems, overrides) }
      : {}),
    pagesListed: files !== undefined,
    collections,
  };
}

/** A site already read, with the problems found in reading it: a check may hand it on rather than read it again. */
export interface ReadSite {
  source: SiteSource;
  problems: Problem[];
}

/** Every site under `contentDir`, read and parsed; those in `known` (by folder) are taken as they were read. */
export function loadSites(
  contentDir: string,
  root: string,
  problems: Problem[],
  overrides?: Overrides,
  known?: ReadonlyMap<string, ReadSite>,
): SiteSource[] {
  const kind = kindAt(contentDir);
  if (kind !== 'folder') {
    problems.push(
      fileProblem(
        root,
        contentDir,
        kind === 'missing' ? 'content-folder-missing' : 'not-a-folder',
        kind === 'missing'
          ? `The content folder ${contentDir} does not exist.`
          : `The content folder ${contentDir} is a file, not a folder.`,
        'Check SITE_CONTENT_DIR, or run the command from the project folder so site-content/ is found.',
      ),
    );
    return [];
  }
  const sites = findSiteDirs(contentDir, root, problems).map((dir) => {
    const read = known?.get(dir);
    if (!read) return loadSite(dir, contentDir, root, problems, overrides);
    problems.push(...read.problems);
    return read.source;
  });
  if (!sites.length && !problems.length) {
    problems.push(
      fileProblem(
        root,
        contentDir,
        'no-site',
        `There is no site in ${shownPath(root, contentDir)}: no folder in it holds a site.json.`,
        'Each site is a folder with a site.json and a pages folder; building from this folder would publish an empty website.',
      ),
    );
  }
  return sites;
}
