import $RefParser from '@apidevtools/json-schema-ref-parser';
import { join } from 'node:path';
import { SCHEMA_DIR } from '../paths.ts';
import { COLLECTION_TYPES } from '../../src/content/collection-types.ts';
import type { EditorSchemas } from '../../src/editor/protocol.ts';
import type { Json } from '../../src/editor/store/state.ts';
import { contentWords } from '../content/words.ts';

let cached: Promise<EditorSchemas> | undefined;

const dereferenced = async (file: string) => (await $RefParser.dereference(join(SCHEMA_DIR, file))) as Json;

/**
 * The schemas with every cross-file reference resolved in place, which is how
 * the form generator needs them: the site's, the page's with its blocks, and
 * each collection type's, for its entries' form. Read once per start: the schemas are code.
 */
export function editorSchemas(): Promise<EditorSchemas> {
  cached ??= (async () => {
    const types = Object.keys(COLLECTION_TYPES);
    const [site, page, ...entries] = await Promise.all([
      dereferenced('site.schema.json'),
      dereferenced('page.schema.json'),
      ...types.map((type) => dereferenced(`collections/${type}.schema.json`)),
    ]);
    // JSON files, read as JSON: the parser's own types do not say so.
    const blockUnion = (page as { properties: { blocks: { items: { oneOf: Json[] } } } }).properties.blocks.items;
    const collections = Object.fromEntries(types.map((type, i) => [type, entries[i]]));
    return { site, page, blocks: blockUnion.oneOf, collections, words: contentWords() };
  })();
  return cached;
}
