import $RefParser from '@apidevtools/json-schema-ref-parser';
import { join } from 'node:path';
import { SCHEMA_DIR } from '../paths.ts';
import type { EditorSchemas } from '../../src/editor/protocol.ts';
import type { Json } from '../../src/editor/store/state.ts';

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
    // JSON files, read as JSON: the parser's own types do not say so.
    const blockUnion = (page as { properties: { blocks: { items: { oneOf: Json[] } } } }).properties.blocks.items;
    return { site: site as Json, page: page as Json, blocks: blockUnion.oneOf };
  })();
  return cached;
}
