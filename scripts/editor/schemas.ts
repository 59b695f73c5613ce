import $RefParser from '@apidevtools/json-schema-ref-parser';
import { join } from 'node:path';
import { SCHEMA_DIR } from '../paths.ts';

export interface EditorSchemas {
  site: unknown;
  page: unknown;
  /** One schema per block type, in the order of the union. */
  blocks: unknown[];
}

let cached: Promise<EditorSchemas> | undefined;

/**
 * The schemas with every cross-file reference resolved in place, which is how
 * the form generator needs them. Read once per start: the schemas are code.
 */
export function editorSchemas(): Promise<EditorSchemas> {
  cached ??= (async () => {
    const [site, page] = await Promise.all([
      $RefParser.dereference(join(SCHEMA_DIR, 'site.schema.json')),
      $RefParser.dereference(join(SCHEMA_DIR, 'page.schema.json')),
    ]);
    const blockUnion = (page as { properties: { blocks: { items: { oneOf: unknown[] } } } }).properties.blocks.items;
    return { site, page, blocks: blockUnion.oneOf };
  })();
  return cached;
}
