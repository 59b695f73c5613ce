import type { SchemaSet } from '../content/schema.ts';
import { fieldRows } from './block-fields.ts';
import { GENERATED_NOTE, tableCell } from './markdown.ts';

/** docs/reference/blocks.md: every block type, what it is for, and its fields, from schema/blocks/. */
export function blocksReference(schemas: SchemaSet): string {
  const types = [...schemas.blocks.keys()].sort();
  const sections = types.map((type) => {
    const schema = schemas.blocks.get(type)!;
    const file = `blocks/${type}.schema.json`;
    const rows = fieldRows(schema, schemas.files, file).map(
      (row) =>
        `| \`${row.name}\` | ${tableCell(row.type)} | ${row.required ? 'yes' : ''} | ${tableCell(row.description)} |`,
    );
    return [
      `## ${type}`,
      '',
      String(schema.description ?? ''),
      '',
      `Schema: [schema/${file}](../../schema/${file}).`,
      '',
      '| field | type | required | what it is |',
      '| --- | --- | --- | --- |',
      ...rows,
      '',
    ].join('\n');
  });
  return [
    '# Block types',
    '',
    GENERATED_NOTE('schema/blocks/'),
    '',
    `${types.length} block types: ${types.map((type) => `[${type}](#${type})`).join(', ')}.`,
    'How to add one: [adding a block](../adding-a-block.md).',
    '',
    ...sections,
  ].join('\n');
}
