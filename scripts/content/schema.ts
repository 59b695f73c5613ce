import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { SCHEMA_DIR } from '../paths.ts';
import { isRecord } from './locate.ts';

// ajv-formats ships CommonJS; under Node's ESM loader the function sits on `default`.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

/** Schemas are addressed by their path inside schema/, under a private base URI. */
const BASE = 'file:///schema/';

export type Json = Record<string, unknown>;

export interface SchemaSet {
  site: ValidateFunction;
  page: ValidateFunction;
  block: ValidateFunction;
  /** A site's redirects.json. */
  redirects: ValidateFunction;
  /** Every schema file by its path inside schema/ ("blocks/hero.schema.json"). */
  files: Map<string, Json>;
  /** Block type name -> its schema ("pricing" -> the pricing block schema). */
  blocks: Map<string, Json>;
  /** Collection type name -> the check of its entries ("post" -> schema/collections/post.schema.json). */
  collections: Map<string, ValidateFunction>;
}

/** A collection type's schema file: its type is its file name. */
const COLLECTION_FILE = /^collections\/([a-z0-9-]+)\.schema\.json$/;

/** Every collection type by name, from the schema files in schema/collections/. */
export function collectionTypes(names: Iterable<string>): Map<string, string> {
  return new Map(
    [...names].flatMap((name) => {
      const type = COLLECTION_FILE.exec(name)?.[1];
      return type ? [[type, name] as const] : [];
    }),
  );
}

function schemaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? schemaFiles(join(dir, entry.name))
      : entry.name.endsWith('.schema.json')
        ? [join(dir, entry.name)]
        : [],
  );
}

export function loadSchemas(dir = SCHEMA_DIR): SchemaSet {
  const ajv = new Ajv2020({
    allErrors: true,
    verbose: true,
    discriminator: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
  });
  addFormats(ajv);
  // Editor-only keywords: they help people in VS Code and mean nothing to validation.
  ajv.addVocabulary([
    'markdownDescription',
    'defaultSnippets',
    'patternErrorMessage',
    'errorMessage',
    'suggestSortText',
    'doNotSuggest',
  ]);

  const files = new Map<string, Json>();
  for (const path of schemaFiles(dir)) {
    const name = relative(dir, path).split('\\').join('/');
    const schema = JSON.parse(readFileSync(path, 'utf8')) as Json;
    files.set(name, schema);
    ajv.addSchema({ ...schema, $id: BASE + name });
  }

  // The union decides which block types exist; a block file left out of it is not one.
  const blocks = new Map<string, Json>();
  const union = files.get('block.schema.json');
  for (const branch of Array.isArray(union?.oneOf) ? union.oneOf : []) {
    const file = isRecord(branch) && typeof branch.$ref === 'string' ? branch.$ref : '';
    const schema = files.get(file);
    const type =
      isRecord(schema?.properties) && isRecord(schema.properties.type) ? schema.properties.type.const : undefined;
    if (schema && typeof type === 'string') blocks.set(type, schema);
  }

  const compiled = (name: string) => {
    const validate = ajv.getSchema(BASE + name);
    if (!validate) throw new Error(`schema/${name} is missing`);
    return validate;
  };
  return {
    site: compiled('site.schema.json'),
    page: compiled('page.schema.json'),
    block: compiled('block.schema.json'),
    redirects: compiled('redirects.schema.json'),
    files,
    blocks,
    collections: new Map([...collectionTypes(files.keys())].map(([type, file]) => [type, compiled(file)])),
  };
}

/** Resolve a schema-relative `$ref` seen from schema file `from`. */
export function resolveRef(set: SchemaSet, from: string, ref: string): { file: string; schema: Json } | undefined {
  const [filePart, fragment = ''] = ref.split('#');
  const file = filePart ? new URL(filePart, BASE + from).href.slice(BASE.length) : from;
  let schema: unknown = set.files.get(file);
  for (const key of fragment.split('/').filter(Boolean)) schema = isRecord(schema) ? schema[key] : undefined;
  return isRecord(schema) ? { file, schema } : undefined;
}
