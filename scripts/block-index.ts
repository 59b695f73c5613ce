import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from './paths.ts';

const BLOCKS = join(PROJECT_ROOT, 'src/blocks');

/**
 * A fact some block types declare in a file of their own folder
 * (src/blocks/<type>/<file>), gathered into one generated index by block type.
 * Node cannot find files by pattern the way Vite does, so the build reads the
 * index; generated, so the block's folder stays the one place the fact is written.
 */
interface BlockIndex {
  /** The file each block type may have, e.g. "pictures.ts". */
  file: string;
  /** Where the index is written, under src/blocks/. */
  output: string;
  /** The exported constant, its type, and the module that type comes from (relative to src/blocks/). */
  name: string;
  type: string;
  typeFrom: string;
  /** One line saying what the constant holds. */
  doc: string;
}

export const BLOCK_INDEXES: BlockIndex[] = [
  {
    file: 'pictures.ts',
    output: join(BLOCKS, 'picture-slots.generated.ts'),
    name: 'PICTURE_SLOTS',
    type: 'PictureSlot',
    typeFrom: '../ui/picture-slot.ts',
    doc: 'How each block type that declares its pictures shows them, by block type.',
  },
  {
    file: 'rules.ts',
    output: join(BLOCKS, 'rules.generated.ts'),
    name: 'BLOCK_RULES',
    type: 'BlockRules',
    typeFrom: '../../scripts/content/block-rules.ts',
    doc: "Each block type's own rules, for the types that have any, by block type.",
  },
];

/** The text of one index: an import of each block's file and one record of them. */
export function blockIndex({ file, name, type, typeFrom, doc }: BlockIndex): string {
  const types = readdirSync(BLOCKS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(BLOCKS, entry.name, file)))
    .map((entry) => entry.name)
    .sort();
  const local = (block: string) => block.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  return [
    `/* Generated from src/blocks/<type>/${file} by scripts/generate-types.ts. Do not edit by hand:`,
    ` * add or change a block's ${file}, then run \`npm run generate\`. */`,
    `import type { ${type} } from '${typeFrom}';`,
    ...types.map((block) => `import ${local(block)} from './${block}/${file}';`),
    '',
    `/** ${doc} */`,
    `export const ${name}: Readonly<Record<string, ${type}>> = {`,
    ...types.map((block) => (/-/.test(block) ? `  '${block}': ${local(block)},` : `  ${block},`)),
    '};',
    '',
  ].join('\n');
}
