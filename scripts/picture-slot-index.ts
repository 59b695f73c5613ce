import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from './paths.ts';

const BLOCKS = join(PROJECT_ROOT, 'src/blocks');

/** Where the index of the blocks' picture declarations is written. */
export const PICTURE_SLOT_INDEX = join(BLOCKS, 'picture-slots.generated.ts');

const BANNER = `/* Generated from src/blocks/<type>/pictures.ts by scripts/generate-types.ts. Do not edit by hand:
 * add or change a block's pictures.ts, then run \`npm run generate\`. */`;

/**
 * The index of every block's pictures.ts, by block type, for the picture
 * pipeline, which cannot find files by pattern the way Vite does. Generated,
 * so a block's folder stays the one place its pictures are declared.
 */
export function pictureSlotIndex(): string {
  const types = readdirSync(BLOCKS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(BLOCKS, entry.name, 'pictures.ts')))
    .map(({ name }) => name)
    .sort();
  const local = (type: string) => type.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  return [
    BANNER,
    "import type { PictureSlot } from '../ui/picture-slot.ts';",
    ...types.map((type) => `import ${local(type)} from './${type}/pictures.ts';`),
    '',
    '/** How each block type that declares its pictures shows them, by block type. */',
    'export const PICTURE_SLOTS: Readonly<Record<string, PictureSlot>> = {',
    ...types.map((type) => (/-/.test(type) ? `  '${type}': ${local(type)},` : `  ${type},`)),
    '};',
    '',
  ].join('\n');
}
