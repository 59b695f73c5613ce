/**
 * Writes what the project generates: src/content/types.generated.ts from the
 * JSON Schemas in schema/, the indexes of the blocks' pictures.ts and rules.ts,
 * the guide's table of problem codes from scripts/content/problem-codes.ts,
 * the fonts' advance widths (scripts/font-advances.ts), and the references in
 * docs/reference/ (block types, problem codes, commands; scripts/reference/).
 *   npm run generate            write the files
 *   npm run generate -- --check fail (exit 1) when a committed file is stale
 */
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { collectionTypes, loadSchemas } from './content/schema.ts';
import { PROJECT_ROOT } from './paths.ts';
import { BLOCK_INDEXES, blockIndex } from './block-index.ts';
import { withProblemTable } from './content/problem-table.ts';
import { FONT_ADVANCES, fontAdvances } from './font-advances.ts';
import { references } from './reference/index.ts';

const OUTPUT = join(PROJECT_ROOT, 'src/content/types.generated.ts');
const GUIDE = join(PROJECT_ROOT, 'site-content/README.md');

const BANNER = `/* Generated from schema/ by scripts/generate-types.ts. Do not edit by hand:
 * change the schema, then run \`npm run generate\`. */`;

// One root that reaches every schema, so each shared shape is declared once; each collection type's entry too.
const rootOf = (schemaFiles: Iterable<string>) => ({
  title: 'Content',
  type: 'object',
  additionalProperties: false,
  properties: {
    site: { $ref: 'site.schema.json' },
    page: { $ref: 'page.schema.json' },
    ...Object.fromEntries([...collectionTypes(schemaFiles)].map(([type, file]) => [type, { $ref: file }])),
  },
});

/**
 * A \`$ref\` with a description beside it would make the generator declare a
 * copy of the referenced type (Action1, Action2...). The descriptions are for
 * editors, so the generator reads copies of the schemas without them.
 */
function withoutRefSiblings(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutRefSiblings);
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  if (typeof record.$ref === 'string') return { $ref: record.$ref };
  return Object.fromEntries(
    Object.entries(record)
      .filter(([k, v]) => !(k === 'oneOf' && isChoiceOfRequired(v)))
      .map(([k, v]) => [k, withoutRefSiblings(v)]),
  );
}

/**
 * A `oneOf` whose branches only say which property is required ("members" or
 * "people", exactly one) is a rule for the validator, not a shape: the type
 * keeps both properties optional instead of a union of empty objects.
 */
const isChoiceOfRequired = (value: unknown): boolean =>
  Array.isArray(value) &&
  value.every(
    (branch) => typeof branch === 'object' && branch !== null && Object.keys(branch).every((key) => key === 'required'),
  );

export async function generateTypes(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'schema-'));
  try {
    const { files } = loadSchemas();
    for (const [name, schema] of files) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), JSON.stringify(withoutRefSiblings(schema)));
    }
    return await compileFrom(dir, rootOf(files.keys()));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function compileFrom(dir: string, root: object): Promise<string> {
  const body = await compile(root as never, 'Content', {
    cwd: dir,
    bannerComment: BANNER,
    additionalProperties: false,
    strictIndexSignatures: true,
    enableConstEnums: false,
    format: true,
    style: { singleQuote: true, printWidth: 110 },
  });
  return `${body}\n/** The name of every block type, from the schema's union. */\nexport type BlockType = Block['type'];\n`;
}

async function main() {
  const check = process.argv.includes('--check');
  const outputs = [
    { file: OUTPUT, fresh: await generateTypes(), source: 'schema/' },
    ...BLOCK_INDEXES.map((index) => ({
      file: index.output,
      fresh: blockIndex(index),
      source: `the blocks' ${index.file} files`,
    })),
    { file: GUIDE, fresh: withProblemTable(readFileSync(GUIDE, 'utf8')), source: 'scripts/content/problem-codes.ts' },
    { file: FONT_ADVANCES, fresh: await fontAdvances(), source: 'the @fontsource packages' },
    ...references(PROJECT_ROOT, loadSchemas()),
  ];
  for (const { file, fresh, source } of outputs) {
    const name = relative(PROJECT_ROOT, file);
    if ((existsSync(file) ? readFileSync(file, 'utf8') : '') === fresh) continue;
    if (check) {
      console.error(`${name} is out of date with ${source}. Run \`npm run generate\` and commit the result.`);
      process.exitCode = 1;
    } else {
      // Only a changed file is written: the development server restarts when a file its configuration reads is touched.
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, fresh);
      console.log(`Wrote ${name}`);
    }
  }
  if (!process.exitCode) console.log(check ? 'Generated code is up to date.' : 'Generated code is written.');
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
