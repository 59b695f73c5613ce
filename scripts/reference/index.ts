import { join } from 'node:path';
import type { SchemaSet } from '../content/schema.ts';
import { blocksReference } from './blocks.ts';
import { commandsReference } from './commands.ts';
import { problemsReference } from './problems.ts';

/** The references in docs/reference/, each made from the code it describes by `npm run generate`. */
export function references(root: string, schemas: SchemaSet) {
  const folder = join(root, 'docs', 'reference');
  return [
    { file: join(folder, 'blocks.md'), fresh: blocksReference(schemas), source: 'schema/blocks/' },
    { file: join(folder, 'problems.md'), fresh: problemsReference(), source: 'scripts/content/problem-codes.ts' },
    { file: join(folder, 'commands.md'), fresh: commandsReference(root), source: 'package.json' },
  ];
}
