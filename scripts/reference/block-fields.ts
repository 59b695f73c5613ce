import { dirname, join, normalize } from 'node:path';
import type { Json } from '../content/schema.ts';

/**
 * The fields of one block type, read from its schema: one row per field, nested fields of
 * lists and groups under their parent's name (`items[].question`), shared shapes named by
 * their title rather than spelled out again.
 */
export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

/** Resolves a `$ref` written in `file` (a path inside schema/) to the schema it names and the file it is in. */
function resolve(files: Map<string, Json>, file: string, ref: string): { schema: Json; file: string; whole: boolean } {
  const [path, pointer = ''] = ref.split('#');
  const target = path ? normalize(join(dirname(file), path)) : file;
  let schema = files.get(target);
  if (!schema) throw new Error(`${file}: $ref "${ref}" names no schema file.`);
  for (const key of pointer.split('/').filter(Boolean)) schema = (schema as Record<string, Json>)[key];
  return { schema, file: target, whole: pointer === '' };
}

const code = (value: unknown) => `\`${JSON.stringify(value)}\``;

/** A field's kind in a few words: a constant, its choices, a shared shape's title, or its JSON type. */
function typeOf(schema: Json, files: Map<string, Json>, file: string): string {
  if (typeof schema.$ref === 'string') {
    const target = resolve(files, file, schema.$ref);
    if (target.whole) return String(target.schema.title ?? target.file);
    // Keys beside the $ref (a block's own "default") override the shared definition's.
    const { $ref: _ref, ...own } = schema;
    return typeOf({ ...target.schema, ...own }, files, target.file);
  }
  if ('const' in schema) return code(schema.const);
  if (Array.isArray(schema.enum)) {
    const choices = schema.enum.map(code).join(' or ');
    return 'default' in schema ? `${choices} (default ${code(schema.default)})` : choices;
  }
  const alternatives = (schema.oneOf ?? schema.anyOf) as Json[] | undefined;
  if (alternatives) return alternatives.map((one) => typeOf(one, files, file)).join(' or ');
  if (schema.type === 'array') return `list of ${typeOf((schema.items ?? {}) as Json, files, file)}`;
  if (schema.type === 'object' && typeof schema.title === 'string') return schema.title;
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : String(schema.type ?? 'any');
  return 'default' in schema ? `${type} (default ${code(schema.default)})` : type;
}

/** The object whose fields lie under this one, if it has any of its own (not a shared shape). */
function nestedObject(schema: Json): Json | undefined {
  const inner = schema.type === 'array' ? (schema.items as Json | undefined) : schema;
  return inner && !inner.$ref && typeof inner.properties === 'object' ? inner : undefined;
}

/** Every field of an object schema, nested fields after their parent. */
export function fieldRows(schema: Json, files: Map<string, Json>, file: string, prefix = ''): FieldRow[] {
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries((schema.properties ?? {}) as Record<string, Json>).flatMap(([name, field]) => {
    const described = typeof field.$ref === 'string' ? { ...resolve(files, file, field.$ref).schema, ...field } : field;
    const row: FieldRow = {
      name: `${prefix}${name}`,
      type: typeOf(field, files, file),
      required: required.has(name),
      description: String(described.description ?? ''),
    };
    const nested = nestedObject(field);
    const below = nested
      ? fieldRows(nested, files, file, `${prefix}${name}${field.type === 'array' ? '[]' : ''}.`)
      : [];
    return [row, ...below];
  });
}
