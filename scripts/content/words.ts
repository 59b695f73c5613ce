/**
 * Reads the words files beside the schemas and resolves them into one set of
 * words per document kind (ContentWords). A field's words are looked up from
 * the outside in: the block's own file first, then the file of each shared
 * shape its schema refers to (section.words.json for "heading", image.words.json
 * for a picture's "alt"), so a shared shape is described once and a block may
 * still call its field something of its own. Each words file is itself checked
 * against schema/words.schema.json with ajv.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { SCHEMA_DIR } from '../paths.ts';
import type { ContentWords, DocumentWords, FieldWords } from '../../src/content/words.ts';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Json = Record<string, unknown>;

/** The words file of a schema file: "blocks/hero.schema.json" -> "blocks/hero.words.json". */
export const wordsFileOf = (schemaFile: string) => schemaFile.replace(/\.schema\.json$/, '.words.json');

/** A words file as written: the document's own words and its fields' by path. */
export interface WordsFile {
  label?: string;
  help?: string;
  fields?: Record<string, Partial<FieldWords>>;
}

/** One field found by walking a schema, with every words file that may describe it, outermost first. */
export interface SchemaField {
  path: string;
  schema: Json;
  sources: { file: string; key: string }[];
}

function readJson(file: string): Json {
  return JSON.parse(readFileSync(file, 'utf8')) as Json;
}

function filesUnder(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name), root)
      : [posix.relative(root.split('\\').join('/'), join(dir, entry.name).split('\\').join('/'))],
  );
}

/** "/$defs/anchor" -> "anchor", "/properties/tiers/items/properties/name" -> "tiers.name". */
function pointerKey(pointer: string): string {
  return pointer
    .split('/')
    .filter((part) => part && part !== '$defs' && part !== 'properties' && part !== 'items')
    .join('.');
}

function pointerGet(schema: Json | undefined, pointer: string): Json | undefined {
  let node: unknown = schema;
  for (const part of pointer.split('/').filter(Boolean)) node = isRecord(node) ? node[part] : undefined;
  return isRecord(node) ? node : undefined;
}

const join2 = (key: string, name: string) => (key ? `${key}.${name}` : name);

/**
 * Every field of a schema, by its path without list positions ("tiers.name"),
 * each with the words files that may describe it. A block's schema met inside
 * another (the page's list of sections) is a document of its own and not walked.
 */
export function schemaFields(schemas: Map<string, Json>, file: string): SchemaField[] {
  const out = new Map<string, SchemaField>();
  type Source = SchemaField['sources'][number];

  // Follows $refs to the schema that says what a value is, adding the words file of each shared file met.
  const follow = (node: Json, at: string, sources: Source[], seen: Set<string>) => {
    while (typeof node.$ref === 'string') {
      const [target, pointer = ''] = node.$ref.split('#');
      const next = target ? posix.normalize(posix.join(posix.dirname(at), target)) : at;
      const id = `${next}#${pointer}`;
      const resolved = pointerGet(schemas.get(next), pointer);
      if (!resolved || seen.has(id) || (next.startsWith('blocks/') && !pointer && next !== file)) return undefined;
      seen = new Set(seen).add(id);
      if (target) sources = [...sources, { file: wordsFileOf(next), key: pointerKey(pointer) }];
      node = resolved;
      at = next;
    }
    return { node, at, sources, seen };
  };

  const walk = (start: Json, at: string, path: string, sources: Source[], seen: Set<string>) => {
    const found = follow(start, at, sources, seen);
    if (!found) return;
    const { node } = found;
    if (isRecord(node.properties)) {
      for (const [name, child] of Object.entries(node.properties)) {
        if (!isRecord(child) || name === '$schema' || 'const' in child) continue;
        const childPath = join2(path, name);
        const inner = found.sources.map((source) => ({ ...source, key: join2(source.key, name) }));
        const resolved = follow(child, found.at, inner, found.seen);
        if (!resolved) continue;
        if (!out.has(childPath))
          out.set(childPath, { path: childPath, schema: resolved.node, sources: resolved.sources });
        walk(resolved.node, resolved.at, childPath, resolved.sources, resolved.seen);
      }
    }
    if (isRecord(node.items)) walk(node.items, found.at, path, found.sources, found.seen);
    for (const keyword of ['oneOf', 'anyOf', 'allOf']) {
      const options = node[keyword];
      if (Array.isArray(options))
        for (const option of options) if (isRecord(option)) walk(option, found.at, path, found.sources, found.seen);
    }
  };

  walk(schemas.get(file) ?? {}, file, '', [{ file: wordsFileOf(file), key: '' }], new Set([`${file}#`]));
  return [...out.values()];
}

/** A field's words, the outer files' over the inner ones'. */
function merged(words: Map<string, WordsFile>, sources: SchemaField['sources']): Partial<FieldWords> {
  const parts = sources.map(({ file, key }) => {
    const doc = words.get(file);
    if (!doc) return {};
    return key ? (doc.fields?.[key] ?? {}) : { label: doc.label, help: doc.help };
  });
  return Object.assign(
    {},
    ...parts.reverse().map((part) => Object.fromEntries(Object.entries(part).filter(([, v]) => v !== undefined))),
  );
}

export interface LoadedWords {
  schemas: Map<string, Json>;
  files: Map<string, WordsFile>;
}

/** Every schema and words file under schema/, by its path there; throws on a words file its schema refuses. */
export function loadWordsFiles(dir = SCHEMA_DIR): LoadedWords {
  const schemas = new Map<string, Json>();
  const files = new Map<string, WordsFile>();
  const ajv = new Ajv2020({ allErrors: true });
  ajv.addVocabulary(['patternErrorMessage']); // read by VS Code, not by the check
  const check = ajv.compile(readJson(join(dir, 'words.schema.json')));
  for (const name of filesUnder(dir)) {
    if (name.endsWith('.schema.json')) schemas.set(name, readJson(join(dir, name)));
    else if (name.endsWith('.words.json')) {
      const words = readJson(join(dir, name));
      if (!check(words)) throw new Error(`schema/${name}: ${ajv.errorsText(check.errors)}`);
      files.set(name, words as WordsFile);
    }
  }
  return { schemas, files };
}

/** One document kind's words, every field of its schema resolved. */
export function documentWords({ schemas, files }: LoadedWords, schemaFile: string): DocumentWords {
  const own = files.get(wordsFileOf(schemaFile));
  const fields: Record<string, FieldWords> = {};
  for (const field of schemaFields(schemas, schemaFile)) {
    const words = merged(files, field.sources);
    if (words.label) fields[field.path] = words as FieldWords;
  }
  return { label: own?.label ?? schemaFile, help: own?.help, fields };
}

const typeOf = (file: string, folder: string) => new RegExp(`^${folder}/([a-z0-9-]+)\\.schema\\.json$`).exec(file)?.[1];

let cached: ContentWords | undefined;

/** The words of every block type, collection type, the site and a page (read once: the files are code). */
export function contentWords(dir = SCHEMA_DIR): ContentWords {
  if (cached && dir === SCHEMA_DIR) return cached;
  const loaded = loadWordsFiles(dir);
  const byType = (folder: string) =>
    Object.fromEntries(
      [...loaded.schemas.keys()].flatMap((file) => {
        const type = typeOf(file, folder);
        return type ? [[type, documentWords(loaded, file)]] : [];
      }),
    );
  const words: ContentWords = {
    blocks: byType('blocks'),
    collections: byType('collections'),
    site: documentWords(loaded, 'site.schema.json'),
    page: documentWords(loaded, 'page.schema.json'),
  };
  if (dir === SCHEMA_DIR) cached = words;
  return words;
}

export const hasWordsFile = (dir: string, schemaFile: string) => existsSync(join(dir, wordsFileOf(schemaFile)));

/** Every field of every block, collection, the site and a page that no words file gives a label: "blocks/hero.schema.json: image.alt". */
export function fieldsWithoutLabel(loaded: LoadedWords): string[] {
  return documentFiles(loaded).flatMap((file) => {
    const missing = schemaFields(loaded.schemas, file)
      .filter((field) => !merged(loaded.files, field.sources).label)
      .map((field) => `${file}: ${field.path}`);
    return loaded.files.get(wordsFileOf(file))?.label ? missing : [`${file}: its own label`, ...missing];
  });
}

/**
 * Every fixed value a client can choose (a field not advanced, nor inside an
 * advanced one) that no words file names: "site.schema.json: businessType
 * HVACBusiness". A client would otherwise read the value as the content writes it.
 */
export function choicesWithoutWords(loaded: LoadedWords): string[] {
  return documentFiles(loaded).flatMap((file) => {
    const { fields } = documentWords(loaded, file);
    const advanced = (path: string) =>
      path.split('.').some((_, i, parts) => fields[parts.slice(0, i + 1).join('.')]?.advanced);
    return schemaFields(loaded.schemas, file).flatMap(({ path, schema }) => {
      if (!Array.isArray(schema.enum) || advanced(path)) return [];
      const named = fields[path]?.choices ?? {};
      return schema.enum
        .filter((value) => !Object.hasOwn(named, String(value)))
        .map((value) => `${file}: ${path} ${String(value)}`);
    });
  });
}

/** The schema files that are documents of their own: each block and collection type, the site and a page. */
const documentFiles = (loaded: LoadedWords) =>
  [...loaded.schemas.keys()].filter(
    (file) =>
      /^(blocks|collections)\/[^/]+\.schema\.json$/.test(file) ||
      file === 'site.schema.json' ||
      file === 'page.schema.json',
  );
